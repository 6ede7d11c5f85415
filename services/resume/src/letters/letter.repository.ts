import { randomUUID } from 'node:crypto';

import { type EntityManager } from 'typeorm';

import { slugHeldByAnother, slugsStartingWith } from '../resumes/free-slug';
import { isResumeId } from '../resumes/resume.repository';
import { LetterEntity } from './letter.entity';

/**
 * Every query on the `letter` table. Each function takes the manager to run
 * on, so the service decides what shares a transaction.
 */
export const letterRepository = {
  /** The user's letter by id, or null; `lock` holds the row until the transaction ends. */
  findOwned(manager: EntityManager, userId: string, id: string, lock = false) {
    // Letter ids are uuids too: anything else is simply not found.
    if (!isResumeId(id)) {
      return Promise.resolve(null);
    }
    return manager.findOne(LetterEntity, {
      where: { id, userId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  },

  /** The owner's letters, newest update first, as their resumes are listed. */
  listOwned(manager: EntityManager, userId: string) {
    return manager.find(LetterEntity, {
      where: { userId },
      order: { updatedAt: 'DESC', createdAt: 'DESC' },
    });
  },

  /** A letter by id whoever owns it, or null (another subgraph's reference). */
  findById(manager: EntityManager, id: string) {
    return isResumeId(id) ? manager.findOneBy(LetterEntity, { id }) : Promise.resolve(null);
  },

  /** A public letter of a user by its slug; private ones are never returned. */
  findPublic(manager: EntityManager, userId: string, slug: string) {
    return manager.findOneBy(LetterEntity, { userId, slug, visibility: 'public' });
  },

  /** The user's slugs, of letters and resumes, that start with `base`, to pick a free one. */
  slugsLike(manager: EntityManager, userId: string, base: string): Promise<Set<string>> {
    return slugsStartingWith(manager, userId, base);
  },

  /** Whether another of the user's letters or resumes has this slug (docs/letters.md#the-public-page). */
  slugTaken(
    manager: EntityManager,
    userId: string,
    slug: string,
    exceptId?: string,
  ): Promise<boolean> {
    return slugHeldByAnother(manager, userId, slug, exceptId);
  },

  async insert(
    manager: EntityManager,
    fields: Omit<LetterEntity, 'id' | 'createdAt' | 'updatedAt' | 'version'>,
  ): Promise<LetterEntity> {
    const now = new Date();
    const letter = manager.create(LetterEntity, {
      ...fields,
      id: randomUUID(),
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    await manager.insert(LetterEntity, letter);
    return letter;
  },

  /** Writes a letter the caller holds under its row lock back whole, in one UPDATE. */
  async save(manager: EntityManager, letter: LetterEntity): Promise<LetterEntity> {
    const { id, ...fields } = letter;
    await manager.update(LetterEntity, { id }, fields);
    return letter;
  },

  async remove(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(LetterEntity, { id });
  },

  /** The letters linked to a resume, locked for the transaction (the resume is being deleted for good). */
  lockLinkedTo(manager: EntityManager, resumeId: string) {
    return manager.find(LetterEntity, {
      where: { resumeId },
      lock: { mode: 'pessimistic_write' },
    });
  },

  /** Every letter of a user, locked for the transaction (the account is being deleted). */
  lockAllOfUser(manager: EntityManager, userId: string) {
    return manager.find(LetterEntity, {
      where: { userId },
      lock: { mode: 'pessimistic_write' },
    });
  },
};
