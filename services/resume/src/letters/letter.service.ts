import {
  defaultLetterData,
  type LetterData,
  letterFromResume,
  type LetterPosting,
  resumeSlugMaxLength,
} from '@vitae/schema';
import { badUserInput, enqueueEvent, isUniqueViolation } from '@vitae/service-kit';
import { type DataSource, type EntityManager } from 'typeorm';

import { letterChanged, letterDeleted, LetterDeletionReason } from '../events/letter-events';
import { copySuffix, firstFreeSlug } from '../resumes/free-slug';
import { resumeRepository } from '../resumes/resume.repository';
import { type ResumeService } from '../resumes/resume.service';
import { fitTitle } from '../resumes/resume-input';
import { type SaveSource } from '../versions/document-history';
import { designWhenFollowing } from './follow-resume';
import { type LetterEntity } from './letter.entity';
import {
  LetterError,
  letterLocked,
  letterNotFound,
  letterSlugTaken,
  letterVersionConflict,
} from './letter.errors';
import { letterRepository as repository } from './letter.repository';
import { letterHistory } from './letter-history';
import {
  checkLetterData,
  checkLetterImport,
  checkNewLetter,
  checkRename,
  checkVisibility,
} from './letter-input';

/** What a create carries: a title and slug, and optionally the resume it is written from. */
export type CreateLetterRequest = {
  title: string;
  slug: string;
  visibility?: string | null;
  /** One of the caller's resumes: the letter takes its sender and design and goes with it. */
  fromResumeId?: string | null;
  /** The job it answers (only with `fromResumeId`): company, role and the posting's text. */
  posting?: { company?: string | null; role?: string | null; description?: string | null } | null;
};

/** What an import carries, as a resume import does: a title and slug, both optional, and the document. */
export type ImportLetterRequest = { title?: string | null; slug?: string | null; data: unknown };

/** A whole document saved on the version it was made on (docs/resume.md#letters). */
export type UpdateLetterDataRequest = { data: unknown; baseVersion: number };

/** Attempts at a free slug when another request takes the chosen one at the same moment. */
const slugAttempts = 3;

/**
 * The rules of cover letters (docs/resume.md#letters), those of resumes: every
 * read and write is scoped to the owner, so another user's id is answered
 * exactly like a missing one; a locked letter refuses changes and deletion;
 * slugs are unique among the owner's letters; a document is saved on the
 * version it was made on, under the row lock, or refused. Each change
 * commits together with its event in the outbox: LetterChanged, or
 * LetterDeleted when the letter is gone (docs/resume.md#letters).
 */
export class LetterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly resumes: ResumeService,
  ) {}

  list(userId: string): Promise<LetterEntity[]> {
    return repository.listOwned(this.dataSource.manager, userId);
  }

  async get(userId: string, id: string): Promise<LetterEntity> {
    return (await repository.findOwned(this.dataSource.manager, userId, id)) ?? throwNotFound();
  }

  /**
   * A user's public letter by slug, or null: private and missing look the
   * same (docs/letters.md#the-public-page).
   */
  findPublic(ownerId: string, slug: string): Promise<LetterEntity | null> {
    return repository.findPublic(this.dataSource.manager, ownerId, slug);
  }

  /**
   * A letter another subgraph refers to (render printing it, storage opening
   * its PDF's signed link): its owner sees it, anyone else only a public one.
   */
  async findVisible(id: string, callerId: string | undefined): Promise<LetterEntity | null> {
    const letter = await repository.findById(this.dataSource.manager, id);
    return letter && (letter.userId === callerId || letter.visibility === 'public') ? letter : null;
  }

  /**
   * A blank letter, or one written from the caller's resume
   * (docs/letters.md#a-letter-from-a-resume); another user's resume is
   * ResumeNotFound, as it is everywhere.
   */
  async create(userId: string, request: CreateLetterRequest): Promise<LetterEntity> {
    const fields = checkNewLetter(request);
    let data: LetterData = defaultLetterData();
    let resumeId: string | null = null;
    if (request.posting && !request.fromResumeId) {
      const message =
        'A posting is taken only with the resume the letter is written from (fromResumeId).';
      throw badUserInput([{ path: 'posting', message }], { message });
    }
    if (request.fromResumeId) {
      const resume = await this.resumes.get(userId, request.fromResumeId);
      data = letterFromResume(resume.data, postingOf(request.posting));
      resumeId = resume.id;
    }
    return this.insert(userId, { ...fields, data, resumeId });
  }

  /**
   * A new private, unlocked letter with the given document, in one step
   * (docs/resume.md#letters): the document is checked by the letter model,
   * each bad field named under `data`; the title and slug are those of
   * {@link checkLetterImport}, and a slug the owner's letters already have
   * takes the first free `-2`, `-3`, … as a resume import's does. The
   * document's `metadata.resumeId` stays the link only when it names one of
   * the caller's resumes (not in the trash); anything else imports unlinked.
   */
  async import(userId: string, request: ImportLetterRequest): Promise<LetterEntity> {
    const data = checkLetterData(request.data);
    const { title, slug: base } = checkLetterImport(request, data);
    return this.insertWithFreeSlug(userId, base, async (manager) => {
      const linked = data.metadata.resumeId
        ? await resumeRepository.findOwned(manager, userId, data.metadata.resumeId)
        : null;
      return { title, visibility: 'private', data, resumeId: linked?.id ?? null };
    });
  }

  /** A private, unlocked copy titled "… (Copy)" with slug "…-copy" (a further suffix when taken). */
  async duplicate(userId: string, id: string): Promise<LetterEntity> {
    const original = await this.get(userId, id);
    const base = `${original.slug.slice(0, resumeSlugMaxLength - copySuffix.slug.length)}${copySuffix.slug}`;
    return this.insertWithFreeSlug(userId, base, () =>
      Promise.resolve({
        title: fitTitle(`${original.title}${copySuffix.title}`),
        visibility: 'private' as const,
        data: original.data,
        resumeId: original.resumeId,
      }),
    );
  }

  /** Renames a letter: its title, its slug or both. */
  async rename(
    userId: string,
    id: string,
    request: { title?: string | null; slug?: string | null },
  ): Promise<LetterEntity> {
    const changes = checkRename(request);
    return this.change(userId, id, async (manager) => {
      if (changes.slug && (await repository.slugTaken(manager, userId, changes.slug, id))) {
        throw letterSlugTaken();
      }
      return changes;
    });
  }

  /**
   * Replaces the document whole. Checked under the row lock, in this order:
   * locked (LetterLocked), stale `baseVersion` (LetterVersionConflict), then
   * the document (each bad field named under `data`); a refusal stores nothing.
   */
  async updateData(
    userId: string,
    id: string,
    request: UpdateLetterDataRequest,
    source: SaveSource = {},
  ): Promise<LetterEntity> {
    return this.change(
      userId,
      id,
      async (manager, letter) => {
        if (request.baseVersion !== letter.version) {
          throw letterVersionConflict(letter.version);
        }
        return { data: await designWhenFollowing(manager, letter, checkLetterData(request.data)) };
      },
      source,
    );
  }

  async setVisibility(userId: string, id: string, visibility: unknown): Promise<LetterEntity> {
    const checked = checkVisibility(visibility);
    return this.change(userId, id, () => ({ visibility: checked }));
  }

  /**
   * Lock: a locked letter refuses every change but unlocking, as a resume
   * does. Announced (LetterChanged says `locked`) without a new version.
   */
  async setLocked(userId: string, id: string, locked: boolean): Promise<LetterEntity> {
    return this.dataSource.transaction(async (manager) => {
      const letter = (await repository.findOwned(manager, userId, id, true)) ?? throwNotFound();
      letter.locked = locked;
      letter.updatedAt = new Date();
      return announced(manager, await repository.save(manager, letter));
    });
  }

  /** Deletes a letter for good (letters have no trash yet); a locked one refuses it. */
  async remove(userId: string, id: string): Promise<LetterEntity> {
    return this.dataSource.transaction(async (manager) => {
      const letter = await lockedForChange(manager, userId, id);
      await repository.remove(manager, letter.id);
      await enqueueEvent(manager, letterDeleted(letter, LetterDeletionReason.DELETED));
      return letter;
    });
  }

  /**
   * A user's account is gone: every one of their letters goes too, locked
   * ones included, each announcing its LetterDeleted. Answers how many.
   */
  removeAllOfUser(userId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const letters = await repository.lockAllOfUser(manager, userId);
      for (const letter of letters) {
        await repository.remove(manager, letter.id);
        await enqueueEvent(manager, letterDeleted(letter, LetterDeletionReason.ACCOUNT_DELETED));
      }
      return letters.length;
    });
  }

  /**
   * Applies a change to a letter locked for it (a locked letter refuses it)
   * as its next version. The document's `resumeId` always says the stored link.
   */
  private change(
    userId: string,
    id: string,
    changes: (
      manager: EntityManager,
      letter: LetterEntity,
    ) => Partial<LetterEntity> | Promise<Partial<LetterEntity>>,
    source: SaveSource = {},
  ): Promise<LetterEntity> {
    return this.inTransaction(async (manager) => {
      const letter = await lockedForChange(manager, userId, id);
      const before = { data: letter.data, version: letter.version };
      Object.assign(letter, await changes(manager, letter));
      letter.data = withLink(letter.data, letter.resumeId);
      letter.version += 1;
      letter.updatedAt = new Date();
      // docs/letters.md#history: a change of the document is recorded in its history.
      await letterHistory.recordSave(manager, before, letter, source);
      return announced(manager, await repository.save(manager, letter));
    });
  }

  /**
   * Inserts a letter at the first free slug from `base`, in one transaction;
   * another request taking that slug at the same moment is tried again.
   */
  private async insertWithFreeSlug(
    userId: string,
    base: string,
    fields: (manager: EntityManager) => Promise<Omit<NewFields, 'slug'>>,
  ): Promise<LetterEntity> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.insert(userId, async (manager) => ({
          ...(await fields(manager)),
          slug: firstFreeSlug(base, await repository.slugsLike(manager, userId, base)),
        }));
      } catch (error) {
        const slugRace = error instanceof LetterError && error.code === 'LetterSlugAlreadyExists';
        if (!(slugRace && attempt < slugAttempts)) {
          throw error;
        }
      }
    }
  }

  /** Inserts a letter; its slug taken among the owner's letters is LetterSlugAlreadyExists. */
  private insert(
    userId: string,
    fields: NewFields | ((manager: EntityManager) => Promise<NewFields>),
  ): Promise<LetterEntity> {
    return this.inTransaction(async (manager) => {
      const chosen = typeof fields === 'function' ? await fields(manager) : fields;
      // The unique index is the real guard; checking first keeps the usual case out of the error log.
      if (await repository.slugTaken(manager, userId, chosen.slug)) {
        throw letterSlugTaken();
      }
      const letter = await repository.insert(manager, {
        userId,
        locked: false,
        ...chosen,
        data: withLink(chosen.data, chosen.resumeId),
      });
      await letterHistory.begin(manager, letter, {});
      return announced(manager, letter);
    });
  }

  /** Runs a write; a unique-slug violation becomes LetterSlugAlreadyExists. */
  private async inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      throw isUniqueViolation(error) ? letterSlugTaken() : error;
    }
  }
}

type NewFields = Pick<LetterEntity, 'title' | 'slug' | 'visibility' | 'data' | 'resumeId'>;

/**
 * Writes the letter's LetterChanged to the outbox in the caller's transaction.
 * Only its newest state matters, so a still waiting event of the letter is
 * replaced; the row lock (or the insert) keeps writers of one letter in turn.
 */
async function announced(manager: EntityManager, letter: LetterEntity): Promise<LetterEntity> {
  await enqueueEvent(manager, letterChanged(letter), { replacePending: true });
  return letter;
}

/**
 * A resume is being deleted for good, in the caller's transaction: each letter
 * linked to it loses the link in its row and in its document
 * (`metadata.resumeId` null), as its next version, announced with
 * LetterChanged. Without this the column's `ON DELETE SET NULL` would clear
 * the row alone, and the document and the last event would still name the
 * resume (docs/resume.md#letters).
 */
export async function unlinkLettersOf(manager: EntityManager, resumeId: string): Promise<void> {
  for (const letter of await repository.lockLinkedTo(manager, resumeId)) {
    const before = { data: letter.data, version: letter.version };
    letter.resumeId = null;
    letter.data = withLink(letter.data, null);
    letter.version += 1;
    letter.updatedAt = new Date();
    await letterHistory.recordSave(manager, before, letter, {});
    await announced(manager, await repository.save(manager, letter));
  }
}

async function lockedForChange(manager: EntityManager, userId: string, id: string) {
  const letter = (await repository.findOwned(manager, userId, id, true)) ?? throwNotFound();
  if (letter.locked) {
    throw letterLocked();
  }
  return letter;
}

/**
 * The document with `metadata.resumeId` set to the stored link: the
 * `resume_id` column is the link (docs/resume.md#letters), which a save of the
 * document does not change and deleting the resume for good clears.
 */
export function withLink(data: LetterData, resumeId: string | null): LetterData {
  return data.metadata.resumeId === resumeId
    ? data
    : { ...data, metadata: { ...data.metadata, resumeId } };
}

/** The posting as letterFromResume takes it: absent and null fields left out. */
function postingOf(posting: CreateLetterRequest['posting']): LetterPosting {
  return {
    company: posting?.company ?? undefined,
    role: posting?.role ?? undefined,
    description: posting?.description ?? undefined,
  };
}

function throwNotFound(): never {
  throw letterNotFound();
}
