import {
  applyResumePatch,
  compareWithSource,
  defaultResumeData,
  type PartComparison,
  type ResumeData,
  type ResumeJob,
  resumeJobSchema,
  resumeParts,
  resumeSlugMaxLength,
  sampleResumeData,
  slugify,
  takeFromSource,
  unknownParts,
} from '@vitae/schema';
import { badUserInput, enqueueEvent } from '@vitae/service-kit';
import { type DataSource, type EntityManager } from 'typeorm';

import { DeletionReason, resumeChanged, resumeDeleted } from '../events/resume-events';
import { followResumeDesign } from '../letters/follow-resume';
import { unlinkLettersOf } from '../letters/letter.service';
import { pictureKeyOf, pictureKeysOf } from '../versions/pictures';
import { resumeHistory as history, type SaveSource } from '../versions/resume-history';
import { ResumeVersionEntity, type VersionReason } from '../versions/version.entity';
import {
  checkVersionName,
  type RestoreRequest,
  versionActions,
  type VersionPage,
} from '../versions/version-actions';
import { type VersionChanges } from '../versions/version-changes';
import { copySuffix, firstFreeSlug } from './free-slug';
import { mayQuickSave, quickSave } from './quick-save';
import { type ResumeEntity, ResumeEntity as ResumeEntityClass } from './resume.entity';
import {
  ResumeError,
  resumeLocked,
  resumeNotFound,
  resumeSlugTaken,
  resumeVersionConflict,
} from './resume.errors';
import { isResumeId, isSlugConflict, resumeRepository as repository } from './resume.repository';
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
  /**
   * In place of `data`: a JSON Patch (RFC 6902) against the stored document
   * of `baseVersion`, which it then needs (docs/resume.md#saving-by-json-patch).
   */
  patch?: unknown;
  /** The version the change was made on; a stale one is refused, never merged. */
  baseVersion?: number | null;
  /** A change that replaces much at once (an import over the resume, an AI rewrite): the state before it becomes a version. */
  checkpoint?: VersionCheckpoint | null;
  /** The tab or device saving, as the client names itself; kept with the version (docs/resume.md#history). */
  clientId?: string | null;
};

/** The changes an editor announces as replacing much at once (docs/resume.md#history). */
export type VersionCheckpoint = Extract<VersionReason, 'import' | 'template' | 'ai-rewrite'>;

/** What a version restore may carry: the builder's conflict rule and the saving tab. */
export type RestoreVersionRequest = RestoreRequest;

/** A resume's versions, newest first, and what its open version changed so far. */
export type VersionList = {
  resume: ResumeEntity;
  versions: ResumeVersionEntity[];
  openChanges: VersionChanges | null;
};

/** How long a deleted resume stays in the trash before it is purged (docs/resume.md#trash). */
export const trashDays = 30;
const trashMs = trashDays * 86_400_000;

export {
  checkVersionName,
  versionNameMaxLength,
  versionPageMax,
  versionPageSize,
} from '../versions/version-actions';

/** A tailored copy's source as it stands, and each part against it; `source` null once the source is deleted. */
export type SourceComparison = {
  sourceId: string;
  source: ResumeEntity | null;
  parts: PartComparison[];
};

/** A job as sent, checked (docs/resume.md#tailored-copies): each bad field named. */
export function checkJob(job: unknown): ResumeJob {
  const parsed = resumeJobSchema.safeParse(job ?? {});
  if (!parsed.success) {
    throw badUserInput(parsed.error.issues, { pathPrefix: 'job' });
  }
  return parsed.data;
}

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

  async create(
    userId: string,
    request: CreateResumeRequest,
    source: SaveSource = {},
  ): Promise<ResumeEntity> {
    const fields = checkNewResume({ ...request, visibility: request.visibility ?? undefined });
    const data = request.sample
      ? sampleResumeData()
      : withAccountBasics(defaultResumeData(), request.basics);
    const accountPicture = pictureKeyOf(request.basics?.picture);
    return this.writeNew(
      userId,
      async (manager) => {
        // The account's picture is never purged with a resume (docs/resume.md#trash).
        if (accountPicture) {
          await history.rememberAccountPicture(manager, userId, accountPicture);
        }
        return { ...fields, data };
      },
      false,
      source,
    );
  }

  async import(
    userId: string,
    request: ImportResumeRequest,
    source: SaveSource = {},
  ): Promise<ResumeEntity> {
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
      source,
    );
  }

  /** Resume duplicate (docs/product.md#resume-duplicate): " (Copy)" and "-copy", then imported as a new private resume. */
  async duplicate(userId: string, id: string, source: SaveSource = {}): Promise<ResumeEntity> {
    const original = await this.get(userId, id);
    // Made to fit: a copy of a 255-character title is still a title.
    return this.import(
      userId,
      {
        title: fitTitle(`${original.title}${copySuffix.title}`),
        slug: `${original.slug.slice(0, resumeSlugMaxLength - copySuffix.slug.length)}${copySuffix.slug}`,
        data: original.data,
      },
      source,
    );
  }

  /**
   * A copy made for a job (docs/resume.md#tailored-copies): private, titled
   * "<title> · <company>" (or the role), linked to its source with the job
   * and the source's parts as they are now, so it can later take the
   * source's changes part by part.
   */
  async copyForJob(
    userId: string,
    id: string,
    job: unknown,
    source: SaveSource = {},
  ): Promise<ResumeEntity> {
    const target = checkJob(job);
    const original = await this.get(userId, id);
    const label = target.company || target.role || 'job';
    const suffix = `-${slugify(label) || 'job'}`.slice(0, 40);
    const base = `${original.slug.slice(0, resumeSlugMaxLength - suffix.length - 4)}${suffix}`;
    return this.writeNew(
      userId,
      async (manager) => ({
        title: fitTitle(`${original.title} · ${label}`),
        slug: firstFreeSlug(base, await repository.slugsLike(manager, userId, base)),
        visibility: 'private',
        data: original.data,
        job: target,
        sourceId: original.id,
        sourceBase: resumeParts(original.data),
      }),
      true,
      source,
    );
  }

  /**
   * Sets the job a resume is aimed at, or clears it (null). Not a change of
   * the document: no version, no event, nothing printed; refused on a locked resume.
   */
  async setJob(userId: string, id: string, job: unknown): Promise<ResumeEntity> {
    const target = job === null ? null : checkJob(job);
    return this.dataSource.transaction(async (manager) => {
      const resume = await this.lockedForChange(manager, userId, id);
      resume.job = target;
      await manager.update(ResumeEntityClass, { id: resume.id }, { job: target });
      return resume;
    });
  }

  /** A tailored copy against its source, part by part; null for a resume that is no copy. */
  async sourceComparison(userId: string, id: string): Promise<SourceComparison | null> {
    const copy = await this.get(userId, id);
    if (!copy.sourceId) {
      return null;
    }
    const original = await repository.findOwned(this.dataSource.manager, userId, copy.sourceId);
    return {
      sourceId: copy.sourceId,
      source: original,
      parts: original
        ? compareWithSource(
            copy.data,
            original.data,
            (copy.sourceBase ?? {}) as Record<string, unknown>,
          )
        : [],
    };
  }

  /**
   * Takes these parts (`basics`, a section id, `custom.<id>`) from a tailored
   * copy's source as they are now, as one saved change of the copy
   * (docs/resume.md#tailored-copies). Refused for a resume that is no copy,
   * a source that is deleted, an unknown part, a stale base version and a
   * locked copy.
   */
  async takeFromSource(
    userId: string,
    id: string,
    request: { parts: readonly string[]; baseVersion?: number | null; clientId?: string | null },
    source: SaveSource = {},
  ): Promise<ResumeEntity> {
    return this.inTransaction(async (manager) => {
      const copy = await this.lockedForChange(manager, userId, id);
      if (typeof request.baseVersion === 'number' && request.baseVersion !== copy.version) {
        throw resumeVersionConflict(copy.version);
      }
      if (!copy.sourceId) {
        const message = 'This resume is not a copy made for a job: it has no source to take from.';
        throw badUserInput([{ path: ['id'], message }], { message });
      }
      const original = await repository.findOwned(manager, userId, copy.sourceId);
      if (!original) {
        throw new ResumeError('ResumeNotFound', 'The resume this copy was made from was deleted.');
      }
      const unknown = unknownParts(copy.data, original.data, request.parts);
      if (request.parts.length === 0 || unknown.length > 0) {
        const message =
          request.parts.length === 0
            ? 'Name at least one part to take from the source.'
            : `No such part of the resume or its source: ${unknown.join(', ')}.`;
        throw badUserInput([{ path: ['parts'], message }], { message });
      }
      const taken = takeFromSource(
        copy.data,
        original.data,
        (copy.sourceBase ?? {}) as Record<string, unknown>,
        request.parts,
      );
      const { data } = checkResumeChanges({ data: taken.data });
      return this.saveChange(
        manager,
        copy,
        { data, sourceBase: taken.base },
        { ...source, clientId: request.clientId ?? source.clientId },
      );
    });
  }

  /**
   * Applies an update whole. The row is locked for the transaction, so two
   * saves of one resume run one after the other and the later one wins whole
   * (docs/quality.md#case-3); a refused document leaves the stored one untouched (docs/quality.md#case-4).
   */
  async update(
    userId: string,
    id: string,
    request: UpdateResumeRequest,
    source: SaveSource = {},
  ): Promise<ResumeEntity> {
    const quick = await this.quickUpdate(userId, id, request, source);
    if (quick) {
      return quick;
    }
    return this.inTransaction(async (manager) => {
      const resume = await this.lockedForChange(manager, userId, id);
      // Checked after the row lock, so of two saves on the same version exactly one wins.
      if (typeof request.baseVersion === 'number' && request.baseVersion !== resume.version) {
        throw resumeVersionConflict(resume.version);
      }
      // Checked after the lock, so a locked resume answers ResumeLocked whatever it was sent.
      const { data, changed } = hasValue(request.patch)
        ? patchedData(resume.data, request.patch, request)
        : { data: request.data, changed: undefined };
      const changes = checkResumeChanges({ ...request, data }, changed);
      if (changes.slug && (await repository.slugTaken(manager, userId, changes.slug, id))) {
        throw resumeSlugTaken();
      }
      return this.saveChange(
        manager,
        resume,
        changes,
        { ...source, clientId: request.clientId ?? source.clientId },
        request.checkpoint ? { reason: request.checkpoint } : undefined,
      );
    });
  }

  /**
   * The builder's usual save, of the document alone on the version it was
   * made on, in two statements rather than a transaction of six
   * (docs/resume.md#the-builders-saves-in-two-statements): the row read
   * without a lock, the document checked, then `quickSave`. Null whenever
   * anything is out of the ordinary (another field, a checkpoint, a stale or
   * locked resume, a refused document, a design change, a paused editing):
   * `update` then takes the locked path, which answers it as before.
   */
  private async quickUpdate(
    userId: string,
    id: string,
    request: UpdateResumeRequest,
    source: SaveSource,
  ): Promise<ResumeEntity | null> {
    if (
      typeof request.baseVersion !== 'number' ||
      request.checkpoint ||
      hasValue(request.title) ||
      hasValue(request.slug) ||
      hasValue(request.visibility) ||
      hasValue(request.patch) === hasValue(request.data)
    ) {
      return null;
    }
    const manager = this.dataSource.manager;
    const resume = await repository.findOwned(manager, userId, id);
    if (!resume || resume.locked || resume.version !== request.baseVersion) {
      return null;
    }
    let data: ResumeData | undefined;
    try {
      const sent = hasValue(request.patch)
        ? patchedData(resume.data, request.patch, request)
        : { data: request.data, changed: undefined };
      data = checkResumeChanges({ data: sent.data }, sent.changed).data;
    } catch {
      // Refused: the locked path checks it again and names the problem.
      return null;
    }
    if (!data || !mayQuickSave(resume.data, data)) {
      return null;
    }
    return quickSave(manager, resume, data, {
      ...source,
      clientId: request.clientId ?? source.clientId,
    });
  }

  /**
   * A page of the resume's versions, newest first (docs/resume.md#history):
   * `limit` (1 to 200, 50 when not given) of those numbered below `before`;
   * the owner's only.
   */
  async versions(userId: string, id: string, page: VersionPage = {}): Promise<VersionList> {
    const { document, ...list } = await resumeVersions.list(
      this.dataSource.manager,
      userId,
      id,
      page,
    );
    return { resume: document, ...list };
  }

  /**
   * One version with its document: a closed one's snapshot, the open one's
   * the resume's present data. Another resume's or user's version is
   * ResumeNotFound, like a missing one.
   */
  version(
    userId: string,
    id: string,
    versionId: string,
  ): Promise<{ version: ResumeVersionEntity; data: ResumeData; changes: VersionChanges | null }> {
    return resumeVersions.one(this.dataSource.manager, userId, id, versionId);
  }

  /**
   * A version named by its id alone, for its owner, or null: what another
   * subgraph's reference to a ResumeVersion resolves to (render prints a
   * version's PDF). Another user's version, one of a resume in the trash and
   * an id that is no version all answer null alike.
   */
  async versionById(
    userId: string | undefined,
    versionId: string,
  ): Promise<Awaited<ReturnType<ResumeService['version']>> | null> {
    if (!userId || !isResumeId(versionId)) {
      return null;
    }
    const row = await this.dataSource.manager.findOne(ResumeVersionEntity, {
      where: { id: versionId },
      select: { id: true, resumeId: true },
    });
    if (!row) {
      return null;
    }
    try {
      return await this.version(userId, row.resumeId, versionId);
    } catch (error) {
      if (error instanceof ResumeError && error.code === 'ResumeNotFound') {
        return null;
      }
      throw error;
    }
  }

  /**
   * Brings a version back (docs/resume.md#history): the present state is
   * closed as a version first, so a restore can itself be undone, and the
   * restored document starts a new version. It is a save like any other: the
   * row lock orders it with saves in flight, a locked resume refuses it, and
   * a stale `baseVersion` is ResumeVersionConflict, never a mix of two.
   */
  async restoreVersion(
    userId: string,
    id: string,
    versionId: string,
    request: RestoreVersionRequest = {},
    source: SaveSource = {},
  ): Promise<ResumeEntity> {
    return this.inTransaction((manager) =>
      resumeVersions.restore(
        manager,
        userId,
        id,
        versionId,
        request,
        source,
        (within, resume, data, from, mark) => this.saveChange(within, resume, { data }, from, mark),
      ),
    );
  }

  /**
   * "Save this version as…": the present state becomes a named version, kept
   * as long as the resume; the next save starts a new one. A locked resume
   * may be named (its document does not change).
   */
  async saveVersion(
    userId: string,
    id: string,
    name: unknown,
    source: SaveSource = {},
  ): Promise<ResumeVersionEntity> {
    const checked = checkVersionName(name);
    return this.dataSource.transaction((manager) =>
      resumeVersions.save(manager, userId, id, checked, source),
    );
  }

  /** Renames a closed version; a name given to it keeps it as long as the resume. */
  async renameVersion(
    userId: string,
    id: string,
    versionId: string,
    name: unknown,
  ): Promise<ResumeVersionEntity> {
    const checked = checkVersionName(name);
    return this.dataSource.transaction((manager) =>
      resumeVersions.rename(manager, userId, id, versionId, checked),
    );
  }

  /** Deletes a closed version; the open one is the present state and stays. */
  async deleteVersion(userId: string, id: string, versionId: string): Promise<ResumeVersionEntity> {
    return this.dataSource.transaction((manager) =>
      resumeVersions.remove(manager, userId, id, versionId),
    );
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

  /**
   * Moves a resume to the trash (docs/resume.md#trash): it leaves every list
   * and its public link stops at once; its slug, versions and files stay
   * until it is purged. A locked resume refuses it.
   */
  async remove(userId: string, id: string): Promise<ResumeEntity> {
    return this.dataSource.transaction(async (manager) => {
      const resume = await this.lockedForChange(manager, userId, id);
      resume.deletedAt = new Date();
      return repository.save(manager, resume);
    });
  }

  /** The owner's trash, the most recently deleted first. */
  trash(userId: string): Promise<ResumeEntity[]> {
    return repository.listTrashed(this.dataSource.manager, userId);
  }

  /**
   * Takes a resume out of the trash as it was, with its slug (which no other
   * resume could take meanwhile) and its versions; announced as a change so
   * render prints it ahead of time again.
   */
  async restore(userId: string, id: string): Promise<ResumeEntity> {
    return this.dataSource.transaction(async (manager) => {
      const resume = (await repository.findTrashed(manager, userId, id, true)) ?? throwNotFound();
      resume.deletedAt = null;
      const saved = await repository.save(manager, resume);
      await enqueueEvent(manager, resumeChanged(saved), { replacePending: true });
      return saved;
    });
  }

  /** Deletes a resume in the trash for good, with its versions; storage removes its files. */
  async deleteForever(userId: string, id: string): Promise<ResumeEntity> {
    return this.dataSource.transaction(async (manager) => {
      const resume = (await repository.findTrashed(manager, userId, id, true)) ?? throwNotFound();
      await this.purgeRow(manager, resume, DeletionReason.DELETED_FOREVER);
      return resume;
    });
  }

  /** Deletes every resume in the owner's trash for good; answers how many. */
  async emptyTrash(userId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const resumes = await repository.lockTrashOfUser(manager, userId);
      for (const resume of resumes) {
        await this.purgeRow(manager, resume, DeletionReason.DELETED_FOREVER);
      }
      return resumes.length;
    });
  }

  /**
   * Purges the resumes that went to the trash more than 30 days before `now`,
   * in batches; rows another instance is purging are skipped. Answers how many.
   */
  async purgeExpiredTrash(now = new Date()): Promise<number> {
    let purged = 0;
    for (;;) {
      const batch = await this.dataSource.transaction(async (manager) => {
        const resumes = await repository.lockExpiredTrash(
          manager,
          new Date(now.getTime() - trashMs),
          50,
        );
        for (const resume of resumes) {
          await this.purgeRow(manager, resume, DeletionReason.PURGED);
        }
        return resumes.length;
      });
      purged += batch;
      if (batch < 50) {
        return purged;
      }
    }
  }

  /** Thins every resume's unnamed versions by age (docs/resume.md#history); answers how many went. */
  thinVersions(now = new Date()): Promise<number> {
    return history.thin(this.dataSource.manager, now);
  }

  /** A user's account is gone: every one of their resumes goes too, locked or in the trash. */
  async removeAllOfUser(userId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const resumes = await repository.lockAllOfUser(manager, userId);
      for (const resume of resumes) {
        await repository.remove(manager, resume.id);
        // Storage removes every file of the account, pictures included.
        await enqueueEvent(manager, resumeDeleted(resume, DeletionReason.ACCOUNT_DELETED));
      }
      await history.forgetAccount(manager, userId);
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

  /**
   * Stores a change of a row locked for it as the next version of the
   * resume, announces it (only the latest state matters: a still waiting
   * change of this resume is replaced) and records it in the history.
   */
  private async saveChange(
    manager: EntityManager,
    resume: ResumeEntity,
    changes: Partial<ResumeEntity>,
    source: SaveSource,
    mark?: Parameters<typeof history.recordSave>[4],
  ): Promise<ResumeEntity> {
    const before = { data: resume.data, version: resume.version };
    Object.assign(resume, changes, { version: resume.version + 1, updatedAt: new Date() });
    const saved = await repository.save(manager, resume);
    await enqueueEvent(manager, resumeChanged(saved), { replacePending: true });
    await history.recordSave(manager, before, saved, source, mark);
    // docs/letters.md#following-the-resume: the letters that follow it take a new design with it.
    await followResumeDesign(manager, before.data, saved);
    return saved;
  }

  private async lockedForChange(manager: EntityManager, userId: string, id: string) {
    const resume = (await repository.findOwned(manager, userId, id, true)) ?? throwNotFound();
    if (resume.locked) {
      throw resumeLocked();
    }
    return resume;
  }

  /**
   * Deletes a resume for good with its versions, announcing it with the
   * pictures only it used: shown by its document or any of its versions, and
   * by no other resume of the user, none of their versions and no account
   * picture this service was given.
   */
  private async purgeRow(manager: EntityManager, resume: ResumeEntity, reason: DeletionReason) {
    const own = `users/${resume.userId}/images/`;
    const shown = new Set([
      ...pictureKeysOf(resume.data),
      ...(await history.picturesOf(manager, resume.id)),
    ]);
    const others = await history.picturesOfOthers(manager, resume.userId, resume.id);
    const onlyHere = [...shown].filter((key) => key.startsWith(own) && !others.has(key)).sort();
    await unlinkLettersOf(manager, resume.id);
    await repository.remove(manager, resume.id);
    await enqueueEvent(manager, resumeDeleted(resume, reason, onlyHere));
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
    source: SaveSource = {},
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
          await history.begin(manager, saved, source);
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

const resumeVersions = versionActions({
  history,
  findOwned: (manager, userId, id, lock) => repository.findOwned(manager, userId, id, lock),
  notFound: resumeNotFound,
  locked: resumeLocked,
  conflict: resumeVersionConflict,
});

type NewFields = Pick<ResumeEntity, 'title' | 'slug' | 'visibility'> & {
  data: ResumeData;
} & Partial<Pick<ResumeEntity, 'job' | 'sourceId' | 'sourceBase'>>;

function throwNotFound(): never {
  throw resumeNotFound();
}

function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/**
 * The stored document with the patch applied: refused, naming the operation,
 * when it comes with a whole document too, without the version it was made
 * on, or cannot be applied (docs/resume.md#saving-by-json-patch). What it
 * makes is then checked as any document is, in the places it `changed`.
 */
function patchedData(
  stored: ResumeData,
  patch: unknown,
  request: Pick<UpdateResumeRequest, 'data' | 'baseVersion'>,
): { data: unknown; changed: string[][] } {
  if (hasValue(request.data)) {
    const message = 'Send the whole document (data) or a patch, not both.';
    throw badUserInput([{ path: 'patch', message }], { message });
  }
  if (typeof request.baseVersion !== 'number') {
    const message = 'A patch needs the version it was made on (baseVersion).';
    throw badUserInput([{ path: 'baseVersion', message }], { message });
  }
  const result = applyResumePatch(stored, patch);
  if (!result.ok) {
    throw badUserInput(result.problems, { message: result.problems[0].message });
  }
  return { data: result.data, changed: result.changed };
}
