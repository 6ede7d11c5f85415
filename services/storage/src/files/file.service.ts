import { type Readable } from 'node:stream';

import { type Logger } from '@vitae/service-kit';

import { type ObjectStore } from '../objects';
import { StorageError } from '../storage.errors';
import { type FileLocation, parseFileKey } from './file-keys';
import { type ResumeVisibility } from './resume-visibility';
import { type LinkSignature, type LinkSigner } from './signed-url';

/**
 * Who is asking for a file: the signed-in user (for a signed link, only when
 * a valid token came along; a bad one there makes a guest), and the
 * signature of the link if it has one.
 */
export type FileRequest = { callerId?: string; link?: LinkSignature };

/** A file the caller may read, with what the response needs to describe it. */
export type OpenedFile = {
  location: FileLocation;
  contentType: string;
  size: number;
  fileName?: string;
  body: Readable;
  /**
   * Whether every use must ask storage again: a signed link's answer changes
   * the moment its resume turns private. Otherwise cached as long as it likes
   * (immutable).
   */
  revalidate: boolean;
  /** Whether shared caches may keep it: pictures yes, printed resumes never. */
  shared: boolean;
};

/** What the file service works with. */
export type FileServiceDeps = {
  objects: ObjectStore;
  signer: LinkSigner;
  /** Asked at every use of a signed link that is not the owner's. */
  visibility: ResumeVisibility;
  logger?: Logger;
};

/**
 * Serving rules. Pictures are public: they appear on public resumes, and
 * their content-hashed names cannot be guessed. PDFs and thumbnails are the
 * owner's (token or cookie). A signed link, which the print routes hand to
 * readers of a public resume, opens them for anyone until it expires, and
 * only while the resume is still public: the resume service is asked at
 * every use, so a link stops working the moment its resume turns private or
 * is deleted. The owner holding such a link is still served.
 */
export function createFileService({ objects, signer, visibility, logger }: FileServiceDeps) {
  async function authorize(location: FileLocation, request: FileRequest): Promise<void> {
    if (location.kind === 'image') {
      return;
    }
    if (request.link) {
      const check = signer.check(location.key, request.link);
      if (check === 'invalid') {
        throw new StorageError('FileLinkInvalid', 'This link is not valid');
      }
      if (check === 'expired') {
        throw new StorageError('FileLinkExpired', 'This link has expired; ask for a new one');
      }
      if (request.callerId !== location.userId && !(await stillPublic(location))) {
        // As if it did not exist: a private resume's files are nobody else's business.
        throw notFound();
      }
      return;
    }
    if (!request.callerId) {
      throw new StorageError('Unauthenticated', 'Sign in to see this file');
    }
    if (request.callerId !== location.userId) {
      // Not "forbidden": another user's file is answered as if it did not exist.
      throw notFound();
    }
  }

  async function stillPublic(location: { userId: string; resumeId: string }): Promise<boolean> {
    try {
      return await visibility.isPublic(location);
    } catch (error) {
      // Without an answer the link stays shut: a private resume must never leak.
      logger?.warn({ err: error, resumeId: location.resumeId }, 'resume visibility unknown');
      throw new StorageError(
        'FileUnavailable',
        'This file cannot be served right now; try again shortly',
      );
    }
  }

  return {
    async open(key: string, request: FileRequest): Promise<OpenedFile> {
      const location = parseFileKey(key);
      if (!location) {
        throw notFound();
      }
      await authorize(location, request);
      const found = await objects.get(key);
      if (!found) {
        throw notFound();
      }
      return {
        location,
        ...found,
        revalidate: request.link !== undefined && location.kind !== 'image',
        shared: location.kind === 'image',
      };
    },
  };
}

function notFound(): StorageError {
  return new StorageError('FileNotFound', 'No such file');
}

/** The file service of one storage instance. */
export type FileService = ReturnType<typeof createFileService>;
