import {
  defaultResumeData,
  type ResumeData,
  resumeSlugMaxLength,
  sampleResumeData,
} from '@vitae/schema';
import { enqueueEvent } from '@vitae/service-kit';
import { type DataSource, type EntityManager } from 'typeorm';

import { resumeChanged, resumeDeleted } from '../events/resume-events';
import { copySuffix, firstFreeSlug } from './free-slug';
import { type ResumeEntity } from './resume.entity';
import {
  ResumeError,
  resumeLocked,
  resumeNotFound,
  resumeSlugTaken,
  resumeVersionConflict,
} from './resume.errors';
import { isSlugConflict, resumeRepository as repository } from './resume.repository';
import {
  checkImport,
  checkNewResume,
  checkResumeChanges,
  checkResumeData,
  fitTitle,
  withAccountBasics,
} from './resume-input';

/** What a create carries (`POST /resume` in docs/product.md#calls), plus the web's "Create Sample Resume". */
export type CreateResumeRequest = {
  title: string;
  slug: string;
  visibility?: string | null;
  sample?: boolean | null;
  /** The account's name, email and picture: a blank resume starts with them (docs/product.md#resume-list). */
  basics?: NewResumeBasics | null;
};

/** What a blank resume's basics start from; absent or empty ones stay blank. */
export type NewResumeBasics = {
  name?: string | null;
  email?: string | null;
  picture?: string | null;
};

/** What an update may carry (`PATCH /resume/{id}` in docs/product.md#calls). */
export type UpdateResumeRequest = {
  title?: string | null;
  slug?: string | null;
  visibility?: string | null;
  data?: unknown;
  /** The version the change was made on; a stale one is refused, never merged. */
  baseVersion?: number | null;
};

/** What an import carries (`POST /resume/import` in docs/product.md#calls). */
export type ImportResumeRequest = { title?: string | null; slug?: string | null; data: unknown };

/** Attempts at a free slug when another request takes the chosen one at the same moment. */
const slugAttempts = 3;

/**
 * The rules of resumes (docs/product.md#resume, #resume-duplicate and #error-codes): every read and write is scoped to
 * the owner, so another user's id is answered exactly like a missing one;
 * a locked resume refuses updates and deletion; slugs are unique per user.
 * Each change commits together with its event in the outbox.
 */
export class ResumeService {
  constructor(private readonly dataSource: DataSource) {}

  list(userId: string): Promise<ResumeEntity[]> {
    return repository.listOwned(this.dataSource.manager, userId);
  }

  async get(userId: string, id: string): Promise<ResumeEntity> {
    return (await repository.findOwned(this.dataSource.manager, userId, id)) ?? throwNotFound();
  }

  async create(userId: string, request: CreateResumeRequest): Promise<ResumeEntity> {
    const fields = checkNewResume({ ...request, visibility: request.visibility ?? undefined });
    const data = request.sample
      ? sampleResumeData()
      : withAccountBasics(defaultResumeData(), request.basics);
    return this.writeNew(userId, () => ({ ...fields, data }));
  }

  async import(userId: string, request: ImportResumeRequest): Promise<ResumeEntity> {
    const data = checkResumeData(request.data);
    const { title, slug: base } = checkImport(request, data);
    return this.writeNew(
      userId,
      async (manager) => ({
        title,
        slug: firstFreeSlug(base, await repository.slugsLike(manager, userId, base)),
        visibility: 'private',
        data,
      }),
      true,
    );
  }

  /** Resume duplicate (docs/product.md#resume-duplicate): " (Copy)" and "-copy", then imported as a new private resume. */
  async duplicate(userId: string, id: string): Promise<ResumeEntity> {
    const original = await this.get(userId, id);
    // Made to fit: a copy of a 255-character title is still a title.
    return this.import(userId, {
      title: fitTitle(`${original.title}${copySuffix.title}`),
      slug: `${original.slug.slice(0, resumeSlugMaxLength - copySuffix.slug.length)}${copySuffix.slug}`,
      data: original.data,
    });
  }

  /**
   * Applies an update whole. The row is locked for the transaction, so two
   * saves of one resume run one after the other and the later one wins whole
   * (docs/quality.md#case-3); a refused document leaves the stored one untouched (docs/quality.md#case-4).
   */
  async update(userId: string, id: string, request: UpdateResumeRequest): Promise<ResumeEntity> {
    return this.inTransaction(async (manager) => {
      const resume = await this.lockedForChange(manager, userId, id);
      // Checked after the row lock, so of two saves on the same version exactly one wins.
      if (typeof request.baseVersion === 'number' && request.baseVersion !== resume.version) {
        throw resumeVersionConflict(resume.version);
      }
      // Checked after the lock, so a locked resume answers ResumeLocked whatever it was sent.
      const changes = checkResumeChanges(request);
      if (changes.slug && (await repository.slugTaken(manager, userId, changes.slug, id))) {
        throw resumeSlugTaken();
      }
      Object.assign(resume, changes, { version: resume.version + 1, updatedAt: new Date() });
      const saved = await repository.save(manager, resume);
      // Only the latest state matters: a still waiting change of this resume is replaced.
      await enqueueEvent(manager, resumeChanged(saved), { replacePending: true });
      return saved;
    });
  }

  /** Lock (docs/product.md#visibility-and-lock): a locked resume refuses changes until it is unlocked. */
  async setLocked(userId: string, id: string, locked: boolean): Promise<ResumeEntity> {
    return this.dataSource.transaction(async (manager) => {
      const resume = (await repository.findOwned(manager, userId, id, true)) ?? throwNotFound();
      resume.locked = locked;
      resume.updatedAt = new Date();
      return repository.save(manager, resume);
    });
  }

  async remove(userId: string, id: string): Promise<ResumeEntity> {
    return this.dataSource.transaction(async (manager) => {
      const resume = await this.lockedForChange(manager, userId, id);
      await this.removeRow(manager, resume);
      return resume;
    });
  }

  /** A user's account is gone: every one of their resumes goes too, locked or not. */
  async removeAllOfUser(userId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const resumes = await repository.lockAllOfUser(manager, userId);
      for (const resume of resumes) {
        await this.removeRow(manager, resume);
      }
      return resumes.length;
    });
  }

  /** A user's public resume by slug, or null: private and missing look the same. */
  findPublic(ownerId: string, slug: string): Promise<ResumeEntity | null> {
    return repository.findPublic(this.dataSource.manager, ownerId, slug);
  }

  /** A resume another subgraph refers to: its owner sees it, anyone else only a public one. */
  async findVisible(id: string, callerId: string | undefined): Promise<ResumeEntity | null> {
    const resume = await repository.findById(this.dataSource.manager, id);
    if (!resume) {
      return null;
    }
    return resume.userId === callerId || resume.visibility === 'public' ? resume : null;
  }

  private async lockedForChange(manager: EntityManager, userId: string, id: string) {
    const resume = (await repository.findOwned(manager, userId, id, true)) ?? throwNotFound();
    if (resume.locked) {
      throw resumeLocked();
    }
    return resume;
  }

  private async removeRow(manager: EntityManager, resume: ResumeEntity) {
    await repository.remove(manager, resume.id);
    await enqueueEvent(manager, resumeDeleted(resume));
  }

  /**
   * Inserts a resume and its ResumeChanged event. `pickSlug` is true for an
   * import, which chooses a free slug itself: if another request takes that
   * slug in the meantime it picks again; a create keeps the slug it was given.
   */
  private async writeNew(
    userId: string,
    fields: (manager: EntityManager) => Promise<NewFields> | NewFields,
    pickSlug = false,
  ): Promise<ResumeEntity> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.inTransaction(async (manager) => {
          const chosen = await fields(manager);
          // The unique index is the real guard; checking first keeps the usual case out of the error log.
          if (await repository.slugTaken(manager, userId, chosen.slug)) {
            throw resumeSlugTaken();
          }
          const saved = await repository.insert(manager, { userId, locked: false, ...chosen });
          await enqueueEvent(manager, resumeChanged(saved));
          return saved;
        });
      } catch (error) {
        const slugRace = error instanceof ResumeError && error.code === 'ResumeSlugAlreadyExists';
        if (!(pickSlug && slugRace && attempt < slugAttempts)) {
          throw error;
        }
      }
    }
  }

  /** Runs a write; a unique-slug violation becomes ResumeSlugAlreadyExists. */
  private async inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      throw isSlugConflict(error) ? resumeSlugTaken() : error;
    }
  }
}

type NewFields = Pick<ResumeEntity, 'title' | 'slug' | 'visibility'> & { data: ResumeData };

function throwNotFound(): never {
  throw resumeNotFound();
}
