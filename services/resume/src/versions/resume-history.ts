import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';

import { defaultResumeData, type ResumeData } from '@vitae/schema';
import { type EntityManager, IsNull, LessThan } from 'typeorm';

import { type ResumeEntity } from '../resumes/resume.entity';
import { pictureKeysOf } from './pictures';
import { packSnapshot, unpackSnapshot } from './snapshot';
import { ResumeVersionEntity, type VersionReason } from './version.entity';
import { compareDocuments, type VersionChanges } from './version-changes';

/**
 * A pause in editing this long starts a new version (docs/resume.md#history):
 * a person who stops for a coffee comes back to a new version, while a burst
 * of typing saved every second or two stays one.
 */
export const editPauseMs = 10 * 60_000;

/** Where a save came from, as the service sees it. */
export type SaveSource = { clientId?: string | null; userAgent?: string | null };

/** The longest client id and User-Agent kept; anything longer is cut. */
const sourceMaxLength = { clientId: 100, userAgent: 300 };

/** The resume's state before a change, as the history needs it. */
export type StateBefore = { data: ResumeData; version: number };

/** The columns a list of versions reads: everything but the snapshot. */
const listColumns = {
  id: true,
  resumeId: true,
  userId: true,
  number: true,
  reason: true,
  startedAt: true,
  savedAt: true,
  resumeVersion: true,
  saves: true,
  clientId: true,
  userAgent: true,
  name: true,
  changes: true,
  restoredFrom: true,
} as const;

function cut(value: string | null | undefined, max: number): string | null {
  const text = value?.trim();
  return text ? text.slice(0, max) : null;
}

/**
 * The history of resumes (docs/resume.md#history). Every function runs on the
 * manager it is given, inside the transaction that holds the resume's row
 * lock, so a version and the save it records commit together.
 */
export const resumeHistory = {
  /** The version being written to: the resume's newest, while it has no snapshot. */
  open(manager: EntityManager, resumeId: string) {
    return manager.findOne(ResumeVersionEntity, {
      where: { resumeId, snapshot: IsNull() },
      order: { number: 'DESC' },
    });
  },

  /** A brand-new resume's first version (made, imported or duplicated). */
  async begin(
    manager: EntityManager,
    resume: ResumeEntity,
    source: SaveSource,
    reason: VersionReason = 'created',
  ) {
    await insertOpen(manager, resume, source, reason, null);
  },

  /**
   * Records a saved change of the document. The save joins the open version
   * unless the editing paused for `editPauseMs`, the template changed, or the
   * change is one that replaces much at once (`checkpoint`): then the open
   * version is closed with the state before the change, and a new one begins.
   */
  async recordSave(
    manager: EntityManager,
    before: StateBefore,
    after: ResumeEntity,
    source: SaveSource,
    checkpoint?: { reason: VersionReason; restoredFrom?: string },
  ) {
    if (isDeepStrictEqual(before.data, after.data) && !checkpoint) {
      return;
    }
    const open = await this.open(manager, after.id);
    const templateChanged = before.data.metadata.template !== after.data.metadata.template;
    const paused = open ? after.updatedAt.getTime() - open.savedAt.getTime() >= editPauseMs : true;
    if (open && !checkpoint && !templateChanged && !paused) {
      open.savedAt = after.updatedAt;
      open.resumeVersion = after.version;
      open.saves += 1;
      open.clientId = cut(source.clientId, sourceMaxLength.clientId) ?? open.clientId;
      open.userAgent = cut(source.userAgent, sourceMaxLength.userAgent) ?? open.userAgent;
      await manager.update(
        ResumeVersionEntity,
        { id: open.id },
        {
          savedAt: open.savedAt,
          resumeVersion: open.resumeVersion,
          saves: open.saves,
          clientId: open.clientId,
          userAgent: open.userAgent,
        },
      );
      return;
    }
    if (open) {
      await this.close(manager, open, before.data);
    }
    const reason = checkpoint?.reason ?? (templateChanged ? 'template' : 'edit');
    await insertOpen(manager, after, source, reason, checkpoint?.restoredFrom ?? null);
  },

  /** Closes a version with its final document: compressed, with what changed since the one before. */
  async close(
    manager: EntityManager,
    version: ResumeVersionEntity,
    data: ResumeData,
    name?: string,
  ) {
    const previous = await previousSnapshot(manager, version.resumeId, version.number);
    const changes = compareDocuments(previous ?? defaultResumeData(), data);
    await manager.update(
      ResumeVersionEntity,
      { id: version.id },
      {
        snapshot: packSnapshot(data),
        changes,
        pictures: pictureKeysOf(data),
        ...(name ? { name } : {}),
      },
    );
    await this.thin(manager, new Date(), version.resumeId);
  },

  /** Writes a closed version of the present state, named: "Save this version as…" when nothing is open. */
  async insertClosed(
    manager: EntityManager,
    resume: ResumeEntity,
    name: string,
    source: SaveSource,
  ) {
    const number = await nextNumber(manager, resume.id);
    const previous = await previousSnapshot(manager, resume.id, number);
    const now = new Date();
    const version = manager.create(ResumeVersionEntity, {
      id: randomUUID(),
      resumeId: resume.id,
      userId: resume.userId,
      number,
      reason: 'manual',
      startedAt: now,
      savedAt: now,
      resumeVersion: resume.version,
      saves: 0,
      clientId: cut(source.clientId, sourceMaxLength.clientId),
      userAgent: cut(source.userAgent, sourceMaxLength.userAgent),
      name,
      changes: compareDocuments(previous ?? defaultResumeData(), resume.data),
      snapshot: packSnapshot(resume.data),
      pictures: pictureKeysOf(resume.data),
      restoredFrom: null,
    });
    await manager.insert(ResumeVersionEntity, version);
    return version;
  },

  /** A page of a resume's versions, newest first, without their documents: `limit` of those numbered below `before`. */
  list(manager: EntityManager, resumeId: string, limit: number, before?: number | null) {
    return manager.find(ResumeVersionEntity, {
      select: listColumns,
      where: { resumeId, ...(before ? { number: LessThan(before) } : {}) },
      order: { number: 'DESC' },
      take: limit,
    });
  },

  /** One version of a resume with its document, or null (another resume's id is null too). */
  find(manager: EntityManager, resumeId: string, versionId: string) {
    return manager.findOneBy(ResumeVersionEntity, { resumeId, id: versionId });
  },

  /** What the open version changed so far: computed when asked, as it changes with every save. */
  async openChanges(
    manager: EntityManager,
    version: ResumeVersionEntity,
    current: ResumeData,
  ): Promise<VersionChanges> {
    const previous = await previousSnapshot(manager, version.resumeId, version.number);
    return compareDocuments(previous ?? defaultResumeData(), current);
  },

  /**
   * Thins unnamed closed versions by age (docs/resume.md#history): every one
   * of the last day, then the last of each UTC day up to 30 days, then the
   * last of each week up to 365 days; older unnamed ones go. Named and open
   * versions are never touched. One resume, or all of them.
   */
  async thin(manager: EntityManager, now: Date, resumeId?: string): Promise<number> {
    const [, removed] = (await manager.query(
      `DELETE FROM resume_version v
       USING (
         SELECT id, saved_at, row_number() OVER (
           PARTITION BY resume_id,
             CASE WHEN saved_at >= $1::timestamptz - interval '30 days'
                  THEN date_trunc('day', saved_at AT TIME ZONE 'UTC')
                  ELSE date_trunc('week', saved_at AT TIME ZONE 'UTC') END
           ORDER BY saved_at DESC, number DESC
         ) AS rank
         FROM resume_version
         WHERE name IS NULL AND snapshot IS NOT NULL
           AND saved_at < $1::timestamptz - interval '1 day'
           AND ($2::uuid IS NULL OR resume_id = $2::uuid)
       ) old
       WHERE v.id = old.id
         AND (old.rank > 1 OR old.saved_at < $1::timestamptz - interval '365 days')`,
      [now.toISOString(), resumeId ?? null],
    )) as [unknown, number];
    return removed;
  },

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

async function nextNumber(manager: EntityManager, resumeId: string): Promise<number> {
  const [row] = (await manager.query(
    'SELECT coalesce(max(number), 0) + 1 AS next FROM resume_version WHERE resume_id = $1',
    [resumeId],
  )) as { next: number }[];
  return Number(row.next);
}

async function insertOpen(
  manager: EntityManager,
  resume: ResumeEntity,
  source: SaveSource,
  reason: VersionReason,
  restoredFrom: string | null,
) {
  await manager.insert(ResumeVersionEntity, {
    id: randomUUID(),
    resumeId: resume.id,
    userId: resume.userId,
    number: await nextNumber(manager, resume.id),
    reason,
    startedAt: resume.updatedAt,
    savedAt: resume.updatedAt,
    resumeVersion: resume.version,
    saves: 1,
    clientId: cut(source.clientId, sourceMaxLength.clientId),
    userAgent: cut(source.userAgent, sourceMaxLength.userAgent),
    name: null,
    changes: null,
    snapshot: null,
    pictures: [],
    restoredFrom,
  });
}

/** The document of the newest closed version before `number`, or null when there is none. */
async function previousSnapshot(manager: EntityManager, resumeId: string, number: number) {
  const previous = await manager
    .createQueryBuilder(ResumeVersionEntity, 'version')
    .select(['version.id', 'version.snapshot'])
    .where('version.resume_id = :resumeId', { resumeId })
    .andWhere('version.number < :number', { number })
    .andWhere('version.snapshot IS NOT NULL')
    .orderBy('version.number', 'DESC')
    .limit(1)
    .getOne();
  return previous?.snapshot ? unpackSnapshot(previous.snapshot) : null;
}
