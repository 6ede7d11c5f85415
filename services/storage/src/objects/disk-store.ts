import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';

import { assertKey, type ObjectInfo, type ObjectStore } from './object-store';

/** Each object's content type sits beside it in a small JSON file. */
const metaSuffix = '.meta.json';

/** How many folders a store remembers having made before it forgets them all and starts over. */
const maxKnownDirectories = 10_000;

const isNotFound = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  );
  return nested.flat();
}

/**
 * Objects as files under one folder. Writes go to a temporary file first and
 * are renamed into place, so a reader never sees half an object.
 */
export function createDiskStore(root: string): ObjectStore {
  const pathOf = (key: string) => join(root, assertKey(key));
  const readInfo = async (key: string): Promise<ObjectInfo | undefined> => {
    try {
      // The metadata first: every uncached print asks for a file not made yet,
      // and one failed read answers it (each failed call builds an error).
      const meta = await readFile(pathOf(key) + metaSuffix, 'utf8');
      const stats = await stat(pathOf(key));
      const { contentType, fileName } = JSON.parse(meta) as Omit<ObjectInfo, 'size'>;
      return { contentType, size: stats.size, ...(fileName === undefined ? {} : { fileName }) };
    } catch {
      return undefined;
    }
  };

  // Folders this store has made, so that putting many objects into one folder
  // makes it once. A folder removed since (rm -rf, say) shows as ENOENT on the
  // write, which makes it again and writes once more.
  const knownDirectories = new Set<string>();
  const makeDirectory = async (directory: string) => {
    await mkdir(directory, { recursive: true });
    if (knownDirectories.size >= maxKnownDirectories) {
      knownDirectories.clear();
    }
    knownDirectories.add(directory);
  };

  return {
    kind: 'disk',
    async put(key, body, meta) {
      const target = pathOf(key);
      const directory = dirname(target);
      // A stream cannot be written twice, so it always makes its folder first.
      const retryable = Buffer.isBuffer(body);
      if (!retryable || !knownDirectories.has(directory)) {
        await makeDirectory(directory);
      }
      const temporary = `${target}.${randomUUID()}.tmp`;
      const write = async () => {
        if (Buffer.isBuffer(body)) {
          await writeFile(temporary, body);
        } else {
          await pipeline(body, createWriteStream(temporary));
        }
        await writeFile(
          target + metaSuffix,
          JSON.stringify({ contentType: meta.contentType, fileName: meta.fileName }),
        );
        await rename(temporary, target);
      };
      try {
        try {
          await write();
        } catch (error) {
          if (!retryable || !isNotFound(error)) {
            throw error;
          }
          knownDirectories.delete(directory);
          await makeDirectory(directory);
          await write();
        }
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const info = await readInfo(key);
      return info && { ...info, body: createReadStream(pathOf(key)) };
    },
    head: readInfo,
    async delete(key) {
      await rm(pathOf(key), { force: true });
      await rm(pathOf(key) + metaSuffix, { force: true });
    },
    async deletePrefix(prefix) {
      assertKey(prefix, { prefix: true });
      const matching = (await files(root))
        .map((file) => relative(root, file))
        .filter(
          (key) => key.startsWith(prefix) && !key.endsWith(metaSuffix) && !key.endsWith('.tmp'),
        );
      await Promise.all(matching.map((key) => this.delete(key)));
      return matching.length;
    },
    async ping() {
      await mkdir(root, { recursive: true });
    },
    async close() {},
  };
}
