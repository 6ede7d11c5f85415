import { unzipSync } from 'fflate';

import { importLimits } from '../limits';
import { importMessages } from '../messages';
import { type Read } from '../read-input';
import { type ImportIssue } from '../types';

/** The files read from a zip: text by wanted name, and warnings about entries left unread. */
export type ZipText = { files: Map<string, string>; warnings: ImportIssue[] };

// Thrown from fflate's entry filter to stop reading a hostile archive at once.
class Refusal {
  constructor(readonly message: string) {}
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * Reads the wanted files (matched by name in any folder, ignoring case) from a
 * zip, as UTF-8 text. Sizes are checked from the central directory before
 * anything is inflated, and fflate inflates each entry into a buffer of its
 * declared size, so no entry can grow past the bounds: entries beyond the
 * count limit, or wanted entries beyond the size limits, refuse the file;
 * entries we do not want are never inflated.
 */
export function readZip(bytes: Uint8Array, wanted: readonly string[]): Read<ZipText> {
  const refuse = (message: string) => ({ ok: false as const, errors: [{ path: '', message }] });
  if (bytes.byteLength > importLimits.maxZipSize) {
    return refuse(importMessages.zipTooLarge);
  }
  const byName = new Map(wanted.map((name) => [name.toLowerCase(), name]));
  const chosen = new Map<string, string>();
  const warnings: ImportIssue[] = [];
  let entries = 0;
  let files = 0;
  let inflated = 0;
  let raw: Record<string, Uint8Array>;
  try {
    raw = unzipSync(bytes, {
      filter: (entry) => {
        entries += 1;
        if (entries > importLimits.maxZipEntries) {
          throw new Refusal(importMessages.tooManyEntries);
        }
        if (entry.name.endsWith('/')) {
          return false;
        }
        files += 1;
        const name = byName.get(baseName(entry.name).toLowerCase());
        if (name === undefined || chosen.has(name) || entry.name.startsWith('__MACOSX/')) {
          return false;
        }
        if (entry.compression !== 0 && entry.compression !== 8) {
          warnings.push({
            path: name,
            message: `${name} is packed in a way that cannot be read; it was skipped.`,
          });
          return false;
        }
        if (entry.originalSize > importLimits.maxEntrySize) {
          throw new Refusal(importMessages.entryTooLarge(name));
        }
        inflated += entry.originalSize;
        if (inflated > importLimits.maxInflatedSize) {
          throw new Refusal(importMessages.inflatedTooLarge);
        }
        chosen.set(name, entry.name);
        return true;
      },
    });
  } catch (error) {
    return refuse(error instanceof Refusal ? error.message : importMessages.readFile);
  }
  if (files === 0) {
    return refuse(importMessages.emptyZip);
  }
  const decoder = new TextDecoder('utf-8');
  const text = new Map<string, string>();
  for (const [name, path] of chosen) {
    const data = raw[path];
    if (data !== undefined) {
      text.set(name, decoder.decode(data));
    }
  }
  return { ok: true, value: { files: text, warnings } };
}
