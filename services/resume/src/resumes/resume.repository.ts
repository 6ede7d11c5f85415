import { randomUUID } from 'node:crypto';

import { isUniqueViolation } from '@vitae/service-kit';
import { type EntityManager, IsNull, LessThan, Not } from 'typeorm';

import { slugHeldByAnother, slugsStartingWith } from './free-slug';
import { ResumeEntity } from './resume.entity';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be a resume id; anything else is simply not found. */
export function isResumeId(id: string): boolean {
  return uuidPattern.test(id);
}

/** Postgres' unique_violation: the (user, slug) pair is taken. */
export function isSlugConflict(error: unknown): boolean {
  return isUniqueViolation(error);
}

/** The `resume` table's columns, as {@link resumeOfRow} reads them. */
const resumeColumns = `id, user_id, title, slug, data, visibility, locked, version, created_at,
  updated_at, job, source_id, source_base, deleted_at`;

/** A row of `resume` as the driver gives it: `jsonb` parsed, `timestamptz` as dates. */
type ResumeRow = {
  id: string;
  user_id: string;
  title: string;
  slug: string;
  data: ResumeEntity['data'];
  visibility: ResumeEntity['visibility'];
  locked: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
  job: ResumeEntity['job'];
  source_id: string | null;
  source_base: object | null;
  deleted_at: Date | null;
};

function resumeOfRow(row: ResumeRow): ResumeEntity {
  return Object.assign(new ResumeEntity(), {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    slug: row.slug,
    data: row.data,
    visibility: row.visibility,
    locked: row.locked,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    job: row.job,
    sourceId: row.source_id,
    sourceBase: row.source_base,
    deletedAt: row.deleted_at,
  });
}

/**
 * Every query on the `resume` table. Each function takes the manager to run
 * on, so the service decides what shares a transaction.
 */
export const resumeRepository = {
  /**
   * The user's resume by id, or null; `lock` holds the row until the
   * transaction ends. In SQL of its own, as every save starts here
   * (docs/performance.md#saves-in-fewer-round-trips-2026-12-01).
   */
  async findOwned(
    manager: EntityManager,
    userId: string,
    id: string,
    lock = false,
  ): Promise<ResumeEntity | null> {
    if (!isResumeId(id)) {
      return null;
    }
    // A resume in the trash is not found until it is restored (docs/resume.md#trash).
    const rows = (await manager.query(
      `SELECT ${resumeColumns} FROM resume
       WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
      [id, userId],
    )) as ResumeRow[];
    return rows.length > 0 ? resumeOfRow(rows[0]) : null;
  },

  /** A resume by id whoever owns it: for federation references, which apply their own rules. */
  findById(manager: EntityManager, id: string) {
    return isResumeId(id)
      ? manager.findOneBy(ResumeEntity, { id, deletedAt: IsNull() })
      : Promise.resolve(null);
  },

  /** docs/product.md#resume-list: the owner's resumes, newest update first. */
  listOwned(manager: EntityManager, userId: string) {
    return manager.find(ResumeEntity, {
      where: { userId, deletedAt: IsNull() },
      order: { updatedAt: 'DESC', createdAt: 'DESC' },
    });
  },

  /** The owner's resumes in the trash, the most recently deleted first. */
  listTrashed(manager: EntityManager, userId: string) {
    return manager.find(ResumeEntity, {
      where: { userId, deletedAt: Not(IsNull()) },
      order: { deletedAt: 'DESC' },
    });
  },

  /** One of the user's resumes in the trash, or null; `lock` holds the row until the transaction ends. */
  findTrashed(manager: EntityManager, userId: string, id: string, lock = false) {
    if (!isResumeId(id)) {
      return Promise.resolve(null);
    }
    return manager.findOne(ResumeEntity, {
      where: { id, userId, deletedAt: Not(IsNull()) },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  },

  /** The user's resumes in the trash, locked, for emptying it. */
  lockTrashOfUser(manager: EntityManager, userId: string) {
    return manager.find(ResumeEntity, {
      where: { userId, deletedAt: Not(IsNull()) },
      lock: { mode: 'pessimistic_write' },
    });
  },

  /** Up to `limit` resumes deleted before `before`, locked; rows another purge holds are skipped. */
  lockExpiredTrash(manager: EntityManager, before: Date, limit: number) {
    return manager.find(ResumeEntity, {
      where: { deletedAt: LessThan(before) },
      order: { deletedAt: 'ASC' },
      take: limit,
      lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' },
    });
  },

  /** A public resume of a user by its slug; private ones are never returned. */
  findPublic(manager: EntityManager, userId: string, slug: string) {
    return manager.findOneBy(ResumeEntity, {
      userId,
      slug,
      visibility: 'public',
      // Its public link stops the moment it goes to the trash.
      deletedAt: IsNull(),
    });
  },

  /** The user's slugs, of resumes and letters, that start with `base`, to pick a free one. */
  slugsLike(manager: EntityManager, userId: string, base: string): Promise<Set<string>> {
    return slugsStartingWith(manager, userId, base);
  },

  /** Whether another of the user's resumes or letters has this slug: a resume in the trash holds it until purged. */
  slugTaken(
    manager: EntityManager,
    userId: string,
    slug: string,
    exceptId?: string,
  ): Promise<boolean> {
    return slugHeldByAnother(manager, userId, slug, exceptId);
  },

  /** The user's resumes, locked, for removing them all. */
  lockAllOfUser(manager: EntityManager, userId: string) {
    return manager.find(ResumeEntity, {
      where: { userId },
      lock: { mode: 'pessimistic_write' },
    });
  },

  async insert(
    manager: EntityManager,
    fields: Omit<
      ResumeEntity,
      'id' | 'createdAt' | 'updatedAt' | 'version' | 'deletedAt' | 'job' | 'sourceId' | 'sourceBase'
    > &
      Partial<Pick<ResumeEntity, 'job' | 'sourceId' | 'sourceBase'>>,
  ): Promise<ResumeEntity> {
    const now = new Date();
    const resume = manager.create(ResumeEntity, {
      job: null,
      sourceId: null,
      sourceBase: null,
      ...fields,
      id: randomUUID(),
      version: 1,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    });
    // insert, not save: the id is new, so there is nothing to look up first.
    await manager.insert(ResumeEntity, resume);
    return resume;
  },

  /**
   * Writes a resume the caller holds (read under its row lock) back whole, in
   * one UPDATE (its id, owner and creation time never change). TypeORM's
   * save() would first read the row again, its whole
   * document included, to work out what changed: a query and a JSON parse of
   * the document more a save (docs/performance.md#editors-load).
   */
  async save(manager: EntityManager, resume: ResumeEntity): Promise<ResumeEntity> {
    // In SQL of its own: TypeORM's update builder cost more than the row's
    // write on every save. The jsonb columns go as JSON text.
    await manager.query(
      `UPDATE resume SET title = $2, slug = $3, data = $4, visibility = $5, locked = $6,
         version = $7, updated_at = $8, job = $9, source_id = $10, source_base = $11,
         deleted_at = $12
       WHERE id = $1`,
      [
        resume.id,
        resume.title,
        resume.slug,
        JSON.stringify(resume.data),
        resume.visibility,
        resume.locked,
        resume.version,
        resume.updatedAt,
        resume.job === null || resume.job === undefined ? null : JSON.stringify(resume.job),
        resume.sourceId ?? null,
        resume.sourceBase === null || resume.sourceBase === undefined
          ? null
          : JSON.stringify(resume.sourceBase),
        resume.deletedAt ?? null,
      ],
    );
    return resume;
  },

  async remove(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(ResumeEntity, { id });
  },
};
