import { type Readable } from 'node:stream';

import { DomainError } from '@vitae/service-kit';

/** What is known about a stored object besides its bytes. */
export type ObjectInfo = { contentType: string; size: number; fileName?: string };

/** What a writer says about an object: its type, its size when known, the name to download it as. */
export type ObjectMeta = { contentType: string; size?: number; fileName?: string };

/**
 * Where files live: local disk in the all-in-one mode, S3 (MinIO) in a
 * cluster. Only the storage service holds one.
 */
export type ObjectStore = {
  readonly kind: 'disk' | 's3';
  /** `size` lets a stream go up in one request; without it S3 uploads it in chunks. */
  put(key: string, body: Buffer | Readable, meta: ObjectMeta): Promise<void>;
  get(key: string): Promise<(ObjectInfo & { body: Readable }) | undefined>;
  head(key: string): Promise<ObjectInfo | undefined>;
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with the prefix; answers how many. */
  deletePrefix(prefix: string): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Keys are paths made of safe segments: no `..`, no empty or leading
 * segments, so a key can never climb out of its folder on disk.
 */
export function assertKey(key: string, { prefix = false } = {}): string {
  const segments = key.split('/');
  const valid =
    key.length > 0 &&
    key.length <= 512 &&
    /^[A-Za-z0-9._/-]+$/.test(key) &&
    segments.every((segment, index) =>
      segment === ''
        ? prefix && index === segments.length - 1
        : segment !== '.' && segment !== '..',
    );
  if (!valid) {
    throw new DomainError('InvalidObjectKey', `invalid object key ${JSON.stringify(key)}`);
  }
  return key;
}
