import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';

import { type ResumeData } from '@vitae/schema';
import { outboxSql } from '@vitae/service-kit';
import { type EntityManager } from 'typeorm';

import { resumeChanged } from '../events/resume-events';
import { designOf } from '../letters/follow-resume';
import {
  editPauseMs,
  openVersionSql,
  type SaveSource,
  sourceColumns,
} from '../versions/resume-history';
import { type ResumeEntity } from './resume.entity';

/**
 * Whether a save of the document alone, from `before` to `after`, is one the
 * quick path can store: the builder's usual save, which changes the content
 * but not the design (so no letter follows it) and not the template (which
 * starts a version of its own). An unchanged document is left to the locked
 * path too, which records no version for it.
 */
export function mayQuickSave(before: ResumeData, after: ResumeData): boolean {
  return (
    isDeepStrictEqual(designOf(before.metadata), designOf(after.metadata)) &&
    !isDeepStrictEqual(before, after)
  );
}

/**
 * Stores the builder's usual save in one statement
 * (docs/resume.md#the-builders-saves-in-two-statements): the resume row,
 * locked, still at the version `resume` was read at, still its owner's, not
 * in the trash and not locked; its open version, locked, still open and
 * joinable (saved to within the edit pause); then the row written as the next
 * version, the save joined to that version, and the resume's event put in the
 * outbox in place of any still waiting. Either all of it is written or, when
 * any of those conditions fails, nothing: null is answered and the caller
 * takes the locked path, which answers every such case as it always has.
 */
export async function quickSave(
  manager: EntityManager,
  resume: ResumeEntity,
  data: ResumeData,
  source: SaveSource,
): Promise<ResumeEntity | null> {
  const saved = Object.assign(Object.create(Object.getPrototypeOf(resume) as object), resume, {
    data,
    version: resume.version + 1,
    updatedAt: new Date(),
  }) as ResumeEntity;
  const event = resumeChanged(saved);
  const [clientId, userAgent] = sourceColumns(source);
  const join = {
    savedAt: '$5::timestamptz',
    version: '$3::int + 1',
    clientId: '$6',
    userAgent: '$7',
  };
  const rows = (await manager.query(
    `WITH held AS (
       SELECT id FROM resume
       WHERE id = $1 AND user_id = $2 AND version = $3::int AND deleted_at IS NULL AND NOT locked
       FOR UPDATE
     ), open AS (
       SELECT id FROM resume_version
       WHERE id = (${openVersionSql.newest('resume_version', 'resume_id', '(SELECT id FROM held)')})
         AND ${openVersionSql.joinable('$5', '$8')}
       FOR UPDATE
     ), saved AS (
       UPDATE resume SET data = $4, version = $3::int + 1, updated_at = $5::timestamptz
       WHERE id = (SELECT id FROM held) AND EXISTS (SELECT 1 FROM open)
       RETURNING id
     ), joined AS (
       UPDATE resume_version SET ${openVersionSql.join('resume_version', join)}
       WHERE id = (SELECT id FROM open) AND EXISTS (SELECT 1 FROM saved)
     ), replaced AS (
       DELETE FROM outbox WHERE ${outboxSql.waiting('$9::text')} AND EXISTS (SELECT 1 FROM saved)
     ), queued AS (
       INSERT INTO outbox ${outboxSql.columns}
       SELECT ${outboxSql.values('$10::uuid', '$9::text', '$11::bytea', '$5::timestamptz')} FROM saved
     )
     SELECT count(*)::int AS saved FROM saved`,
    [
      resume.id,
      resume.userId,
      resume.version,
      JSON.stringify(data),
      saved.updatedAt,
      clientId,
      userAgent,
      editPauseMs / 1000,
      event.subject,
      randomUUID(),
      Buffer.from(event.payload),
    ],
  )) as { saved: number }[];
  return rows[0]?.saved === 1 ? saved : null;
}
