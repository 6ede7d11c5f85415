import { decodeEvent, ResumeChangedSchema } from '@vitae/proto';
import { type Closable } from '@vitae/service-kit';

import { type AheadOfTimeOptions, type DocumentChange, printAheadOfTime } from './ahead-of-time';
import { documentChange } from './document-change';

export { type AheadOfTimeOptions, type AheadPdfs } from './ahead-of-time';

/** A resume's change as printing ahead reads it. */
function resumeChange(data: Uint8Array): DocumentChange {
  const change = decodeEvent(ResumeChangedSchema, data);
  return documentChange(change.resumeId, change);
}

/**
 * Prints resumes ahead of time from `ResumeChanged` (docs/render.md, "Ahead
 * of time"), so Download PDF, the public page's download and the thumbnails
 * are ready before anyone asks: each change asks for its thumbnail at once,
 * and for its PDF once the resume has stayed unchanged for the quiet spell
 * (every resume's, or with `pdfs: 'public'` public ones' only).
 */
export function startAheadOfTimePrinting(options: AheadOfTimeOptions): Promise<Closable> {
  const { topology } = options;
  return printAheadOfTime(
    {
      kind: 'resume',
      stream: topology.resumeEvents,
      filter: topology.resumeChangedFilter,
      durable: topology.changedDurable,
      decode: resumeChange,
      thumbnails: true,
    },
    options,
  );
}
