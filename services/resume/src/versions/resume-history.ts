import { defaultResumeData, type ResumeData } from '@vitae/schema';
import { type EntityManager } from 'typeorm';

import { documentHistory } from './document-history';
import { pictureKeysOf } from './pictures';
import { ResumeVersionEntity } from './version.entity';
import { compareDocuments } from './version-changes';

export { editPauseMs, openVersionSql, type SaveSource, sourceColumns } from './document-history';

/**
 * The history of resumes (docs/resume.md#history). Every function runs on the
 * manager it is given, inside the transaction that holds the resume's row
 * lock, so a version and the save it records commit together.
 */
export const resumeHistory = {
  ...documentHistory<ResumeVersionEntity, ResumeData>({
    entity: ResumeVersionEntity,
    table: 'resume_version',
    documentColumn: 'resume_id',
    documentKey: 'resumeId',
    documentVersionKey: 'resumeVersion',
    blank: defaultResumeData,
    compare: compareDocuments,
    template: (data) => data.metadata.template,
    pictures: pictureKeysOf,
  }),

  /** The storage keys of pictures every version of a resume shows (the open one is the resume's data). */
  async picturesOf(manager: EntityManager, resumeId: string): Promise<string[]> {
    const rows = (await manager.query(
      'SELECT DISTINCT unnest(pictures) AS key FROM resume_version WHERE resume_id = $1',
      [resumeId],
    )) as { key: string }[];
    return rows.map((row) => row.key);
  },

  /** The picture keys the user's other resumes and their versions show. */
  async picturesOfOthers(
    manager: EntityManager,
    userId: string,
    exceptResumeId: string,
  ): Promise<Set<string>> {
    const versions = (await manager.query(
      'SELECT DISTINCT unnest(pictures) AS key FROM resume_version WHERE user_id = $1 AND resume_id <> $2',
      [userId, exceptResumeId],
    )) as { key: string }[];
    const documents = (await manager.query(
      'SELECT data::text AS text FROM resume WHERE user_id = $1 AND id <> $2',
      [userId, exceptResumeId],
    )) as { text: string }[];
    const accounts = (await manager.query('SELECT key FROM account_picture WHERE user_id = $1', [
      userId,
    ])) as { key: string }[];
    return new Set([
      ...versions.map((row) => row.key),
      ...documents.flatMap((row) => pictureKeysOf(row.text)),
      ...accounts.map((row) => row.key),
    ]);
  },

  /** Remembers a picture given as the account's: a purge never removes it (docs/resume.md#trash). */
  async rememberAccountPicture(manager: EntityManager, userId: string, key: string) {
    await manager.query(
      'INSERT INTO account_picture (user_id, key) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [userId, key],
    );
  },

  async forgetAccount(manager: EntityManager, userId: string) {
    await manager.query('DELETE FROM account_picture WHERE user_id = $1', [userId]);
  },
};
