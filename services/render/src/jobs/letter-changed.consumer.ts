import { decodeEvent, LetterChangedSchema } from '@vitae/proto';
import { type Closable } from '@vitae/service-kit';

import { type AheadOfTimeOptions, type DocumentChange, printAheadOfTime } from './ahead-of-time';
import { documentChange } from './document-change';

/** A letter's change as printing ahead reads it. */
function letterChange(data: Uint8Array): DocumentChange {
  const change = decodeEvent(LetterChangedSchema, data);
  // Resume hashes a letter's document as it hashes a resume's, notes left out.
  return documentChange(change.letterId, change);
}

/**
 * Prints cover letters' PDFs ahead of time from `LetterChanged`
 * (docs/render.md#cover-letters), by the resumes' rules: once a letter has
 * stayed unchanged for the quiet spell (every letter's, or with
 * `pdfs: 'public'` public ones' only), of its newest version, a job older
 * than the letter's newest change skipped by the worker. A letter has no
 * preview, so nothing is asked for at once. `Letter.pdfUrl` then answers
 * from the cache.
 */
export function startLetterAheadOfTimePrinting(options: AheadOfTimeOptions): Promise<Closable> {
  const { topology } = options;
  return printAheadOfTime(
    {
      kind: 'letter',
      stream: topology.letterEvents,
      filter: topology.letterChangedFilter,
      durable: topology.letterChangedDurable,
      decode: letterChange,
      thumbnails: false,
    },
    options,
  );
}
