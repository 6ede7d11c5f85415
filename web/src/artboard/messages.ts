import { parseResumeData } from '@vitae/schema';

import { loadStrings, stringsSettled } from './i18n/load-strings';
import { type PageReport } from './page/sheet-report';
import { setResume } from './store';

/** The artboard asks its parent for the resume with this message when it loads. */
export const readyMessage = { type: 'artboard:ready' } as const;

/** What a parent page posts: the resume to draw. */
export type ArtboardDataMessage = { type: 'artboard:data'; data: unknown };

/**
 * Sent back after each draw, so the builder can show the sheet count and how
 * full each layout page's sheets are (docs/templates.md#how-full-each-sheet-is).
 */
export type ArtboardRenderedMessage = {
  type: 'artboard:rendered';
  pageCount: number;
  pages: PageReport[];
};

function isDataMessage(value: unknown): value is ArtboardDataMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'artboard:data' &&
    'data' in value
  );
}

/**
 * Listens for the resume from the parent page (docs/product.md#artboard-frames: the data is resent when
 * it changes or the frame loads), drawing it once the words of its language are
 * here. Only messages from this page's own origin are
 * read: any other window could post, and the artboard must not draw its data.
 * Returns the function that stops listening.
 */
export function listenForResume(target: Window = window): () => void {
  // Only the latest message is drawn: one that waited for its language's
  // strings must not replace a newer resume that arrived meanwhile.
  let latest = 0;
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== target.location.origin || !isDataMessage(event.data)) {
      return;
    }
    const parsed = parseResumeData(event.data.data);
    if (!parsed.success) {
      return;
    }
    const data = parsed.data;
    const sequence = ++latest;
    // A language already here (English always, any other after its first
    // download) draws at once, keystroke by keystroke; a new one is drawn when
    // its strings arrive (or in English if they cannot), never English first.
    if (stringsSettled(data.metadata.language)) {
      setResume(data);
    } else {
      void loadStrings(data.metadata.language).then(() => {
        if (sequence === latest) {
          setResume(data);
        }
      });
    }
  };
  target.addEventListener('message', onMessage);
  if (target.parent !== target) {
    target.parent.postMessage(readyMessage, target.location.origin);
  }
  return () => target.removeEventListener('message', onMessage);
}

/** Tells the parent page (if any) how many sheets the resume now takes, and how full they are. */
export function reportRendered(
  pageCount: number,
  pages: PageReport[] = [],
  target: Window = window,
): void {
  if (target.parent !== target) {
    const message: ArtboardRenderedMessage = { type: 'artboard:rendered', pageCount, pages };
    target.parent.postMessage(message, target.location.origin);
  }
}
