import { type LetterData } from '@vitae/schema';
import { type DataSource, type EntityManager } from 'typeorm';

import { type SaveSource } from '../versions/document-history';
import {
  checkVersionName,
  type RestoreRequest,
  versionActions,
  type VersionPage,
} from '../versions/version-actions';
import { type VersionChanges } from '../versions/version-changes';
import { designWhenFollowing } from './follow-resume';
import { type LetterEntity } from './letter.entity';
import { letterLocked, letterNotFound, letterVersionConflict } from './letter.errors';
import { letterRepository } from './letter.repository';
import { letterHistory as history, saveLetterDocument } from './letter-history';
import { type LetterVersionEntity } from './letter-version.entity';

/** A letter's versions, newest first, and what its open version changed so far. */
export type LetterVersionList = {
  letter: LetterEntity;
  versions: LetterVersionEntity[];
  openChanges: VersionChanges | null;
};

/** What a restore may carry: the builder's conflict rule and the asking tab. */
export type RestoreLetterVersionRequest = RestoreRequest;

const letterVersions = versionActions({
  history,
  findOwned: (manager, userId, id, lock) => letterRepository.findOwned(manager, userId, id, lock),
  notFound: letterNotFound,
  locked: letterLocked,
  conflict: letterVersionConflict,
});

/**
 * The history of letters as their owner reads and uses it
 * (docs/letters.md#history), by a resume history's rules
 * (docs/resume.md#opening-restoring-naming): pages of versions, one version
 * with its document, a restore as the letter's next version, names. Another
 * user's letter or version, a missing one and an id that is none all answer
 * LetterNotFound alike.
 */
export class LetterVersionService {
  constructor(private readonly dataSource: DataSource) {}

  /** A page of the letter's versions, newest first: `limit` (1 to 200, 50 by default) below `before`. */
  async versions(userId: string, id: string, page: VersionPage = {}): Promise<LetterVersionList> {
    const { document, ...list } = await letterVersions.list(
      this.dataSource.manager,
      userId,
      id,
      page,
    );
    return { letter: document, ...list };
  }

  /** One version with its document: a closed one's snapshot, the open one's the letter's present data. */
  version(
    userId: string,
    id: string,
    versionId: string,
  ): Promise<{ version: LetterVersionEntity; data: LetterData; changes: VersionChanges | null }> {
    return letterVersions.one(this.dataSource.manager, userId, id, versionId);
  }

  /**
   * Brings a version back as the letter's next version: the present state is
   * closed as a version first, so the restore can be undone. A save like any
   * other: under the row lock, a locked letter is LetterLocked and a stale
   * `baseVersion` LetterVersionConflict. The link stays the stored one, and a
   * version that follows the resume where the present does not takes the
   * resume's design (docs/letters.md#following-the-resume).
   */
  async restoreVersion(
    userId: string,
    id: string,
    versionId: string,
    request: RestoreLetterVersionRequest = {},
    source: SaveSource = {},
  ): Promise<LetterEntity> {
    return this.dataSource.transaction((manager) =>
      letterVersions.restore(manager, userId, id, versionId, request, source, storeRestored),
    );
  }

  /**
   * "Save this version as…": the present state becomes a named version, kept
   * as long as the letter. A locked letter may be named (its document does not change).
   */
  async saveVersion(
    userId: string,
    id: string,
    name: unknown,
    source: SaveSource = {},
  ): Promise<LetterVersionEntity> {
    const checked = checkVersionName(name);
    return this.dataSource.transaction((manager) =>
      letterVersions.save(manager, userId, id, checked, source),
    );
  }

  /** Names or renames a version; naming the open one closes it. */
  async renameVersion(
    userId: string,
    id: string,
    versionId: string,
    name: unknown,
  ): Promise<LetterVersionEntity> {
    const checked = checkVersionName(name);
    return this.dataSource.transaction((manager) =>
      letterVersions.rename(manager, userId, id, versionId, checked),
    );
  }

  /** Deletes a closed version; the open one is the present state and stays. */
  async deleteVersion(userId: string, id: string, versionId: string): Promise<LetterVersionEntity> {
    return this.dataSource.transaction((manager) =>
      letterVersions.remove(manager, userId, id, versionId),
    );
  }

  /** Thins every letter's unnamed versions by age, as resumes' are; answers how many went. */
  thin(now = new Date()): Promise<number> {
    return history.thin(this.dataSource.manager, now);
  }
}

/** A restored letter keeps its stored link, and takes the resume's design when it follows the resume. */
async function storeRestored(
  manager: EntityManager,
  letter: LetterEntity,
  restored: LetterData,
  source: SaveSource,
  checkpoint: Parameters<typeof saveLetterDocument>[4],
): Promise<LetterEntity> {
  const data = await designWhenFollowing(manager, letter, restored);
  return saveLetterDocument(manager, letter, data, source, checkpoint);
}
