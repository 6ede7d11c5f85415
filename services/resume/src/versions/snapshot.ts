import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

import { type ResumeData } from '@vitae/schema';

/**
 * A closed version's document as stored: its JSON text compressed with
 * Brotli (Node's zlib, docs/resume.md#how-versions-are-stored). Whole
 * snapshots, not deltas: any version opens with one decompression, restores
 * exactly, and survives the thinning of its neighbours.
 */
export function packSnapshot(data: object): Buffer {
  return brotliCompressSync(Buffer.from(JSON.stringify(data), 'utf8'), {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      // 9 of 11: within a few per cent of the smallest output at a fraction of its time.
      [constants.BROTLI_PARAM_QUALITY]: 9,
    },
  });
}

/** The JSON text of a stored snapshot, as it was written. */
export function unpackSnapshotText(snapshot: Buffer): string {
  return brotliDecompressSync(snapshot).toString('utf8');
}

/** The document of a stored snapshot: a resume's unless told otherwise (a letter's). */
export function unpackSnapshot<D = ResumeData>(snapshot: Buffer): D {
  return JSON.parse(unpackSnapshotText(snapshot)) as D;
}
