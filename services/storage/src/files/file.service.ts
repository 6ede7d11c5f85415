import { type Readable } from 'node:stream';

import { type ObjectStore } from '../objects';
import { StorageError } from '../storage.errors';
import { type FileLocation, parseFileKey } from './file-keys';
import { type LinkSignature, type LinkSigner } from './signed-url';

/** Who is asking for a file: the signed-in user, and the signature of the link if it has one. */
export type FileRequest = { callerId?: string; link?: LinkSignature };

/** A file the caller may read, with what the response needs to describe it. */
export type OpenedFile = {
  location: FileLocation;
  contentType: string;
  size: number;
  fileName?: string;
  body: Readable;
  /** Seconds the response may be cached; undefined means as long as it likes (immutable). */
  maxAgeSeconds?: number;
  /** Whether shared caches may keep it: pictures yes, printed resumes never. */
  shared: boolean;
};

/**
 * Serving rules. Pictures are public: they appear on public resumes, and
 * their content-hashed names cannot be guessed. PDFs and thumbnails are the
 * owner's, or anyone's holding a signed link that has not expired; whoever
 * hands out links for public resumes (the print route) signs them.
 */
export function createFileService(objects: ObjectStore, signer: LinkSigner, now = Date.now) {
  async function authorize(location: FileLocation, request: FileRequest) {
    if (location.kind === 'image') {
      return {};
    }
    if (request.link) {
      const check = signer.check(location.key, request.link);
      if (check === 'invalid') {
        throw new StorageError('FileLinkInvalid', 'This link is not valid');
      }
      if (check === 'expired') {
        throw new StorageError('FileLinkExpired', 'This link has expired; ask for a new one');
      }
      return { maxAgeSeconds: Math.max(0, request.link.expires - Math.floor(now() / 1000)) };
    }
    if (!request.callerId) {
      throw new StorageError('Unauthenticated', 'Sign in to see this file');
    }
    if (request.callerId !== location.userId) {
      // Not "forbidden": another user's file is answered as if it did not exist.
      throw notFound();
    }
    return {};
  }

  return {
    async open(key: string, request: FileRequest): Promise<OpenedFile> {
      const location = parseFileKey(key);
      if (!location) {
        throw notFound();
      }
      const { maxAgeSeconds } = await authorize(location, request);
      const found = await objects.get(key);
      if (!found) {
        throw notFound();
      }
      return { location, ...found, maxAgeSeconds, shared: location.kind === 'image' };
    },
  };
}

function notFound(): StorageError {
  return new StorageError('FileNotFound', 'No such file');
}

/** The file service of one storage instance. */
export type FileService = ReturnType<typeof createFileService>;
