import { type StoredFile } from '@vitae/storage';

/** Options of {@link knownFiles}. */
export type KnownFilesOptions = {
  /** Files remembered at most; the oldest is forgotten first. */
  capacity?: number;
  /** How long a file is answered from memory before storage is asked again. */
  ttlMs?: number;
  now?: () => number;
};

/** Printed files this process saw stored, by their storage key. */
export type KnownFiles = {
  get(key: string): StoredFile | undefined;
  remember(key: string, file: StoredFile): void;
};

/**
 * A bounded memory of printed files that storage holds, so an unchanged
 * resume's URL is answered without a call to storage. Safe because a printed
 * file's key is its content hash: the file under it never changes, and its URL
 * is stable. Files go away only with their resume or user, and then resume
 * refuses the request before render sees it; the time limit bounds how long
 * a file removed some other way is still named.
 */
export function knownFiles({
  capacity = 10_000,
  ttlMs = 10 * 60_000,
  now = Date.now,
}: KnownFilesOptions = {}): KnownFiles {
  const files = new Map<string, { file: StoredFile; until: number }>();
  return {
    get(key) {
      const known = files.get(key);
      if (!known) {
        return undefined;
      }
      if (known.until <= now()) {
        files.delete(key);
        return undefined;
      }
      return known.file;
    },
    remember(key, file) {
      files.delete(key);
      files.set(key, { file, until: now() + ttlMs });
      if (files.size > capacity) {
        // A Map iterates in insertion order: the first key is the oldest.
        files.delete(files.keys().next().value!);
      }
    },
  };
}
