import { parseResumeData } from '@vitae/schema';

import { loadStrings, stringsSettled } from './i18n/load-strings';
import { type LetterCode, loadLetterCode } from './letter/load-letter';
import { type PageReport } from './page/sheet-report';
import { setLetter, setResume } from './store';

/** The artboard asks its parent for the resume with this message when it loads. */
export const readyMessage = { type: 'artboard:ready' } as const;

/** What a parent page posts: the resume to draw. */
export type ArtboardDataMessage = { type: 'artboard:data'; data: unknown };

/** What a parent page posts to draw a cover letter instead (docs/templates.md#letters). */
export type ArtboardLetterMessage = { type: 'artboard:letter'; data: unknown };

/**
 * Sent back after each draw, so the builder can show the sheet count and how
 * full each layout page's sheets are (docs/templates.md#how-full-each-sheet-is).
 */
export type ArtboardRenderedMessage = {
  type: 'artboard:rendered';
  pageCount: number;
  pages: PageReport[];
};

function isDocumentMessage(value: unknown): value is ArtboardDataMessage | ArtboardLetterMessage {
  if (typeof value !== 'object' || value === null || !('data' in value)) {
    return false;
  }
  const type = (value as { type?: unknown }).type;
  return type === 'artboard:data' || type === 'artboard:letter';
}

/** A document from a message, parsed: its language, and what draws it. */
type Received = { language: string; show: () => void };

/** The letter a message carries, parsed with the letter's code, and how to draw it; null when it does not parse. */
function letterOf(input: unknown, letters: LetterCode): Received | null {
  const parsed = letters.parseLetterData(input);
  if (!parsed.success) {
    return null;
  }
  const letter = parsed.data;
  const drawn = letters.letterAsResume(letter);
  return { language: letter.metadata.language, show: () => setLetter(letter, drawn) };
}

/** The resume a message carries, parsed, and how to draw it; null when it does not parse. */
function resumeOf(input: unknown): Received | null {
  const parsed = parseResumeData(input);
  if (!parsed.success) {
    return null;
  }
  const data = parsed.data;
  return { language: data.metadata.language, show: () => setResume(data) };
}

/**
 * Listens for the resume (`artboard:data`) or cover letter (`artboard:letter`)
 * from the parent page (docs/product.md#artboard-frames: the data is resent when
 * it changes or the frame loads), drawing it once the words of its language are
 * here; the last one received is drawn. Only messages from this page's own origin are
 * read: any other window could post, and the artboard must not draw its data.
 * Returns the function that stops listening.
 */
export function listenForResume(target: Window = window): () => void {
  // Only the latest message is drawn: one that waited for its language's
  // strings must not replace a newer document that arrived meanwhile.
  let latest = 0;
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== target.location.origin || !isDocumentMessage(event.data)) {
      return;
    }
    // A language already here (English always, any other after its first
    // download) draws at once, keystroke by keystroke; a new one is drawn when
    // its strings arrive (or in English if they cannot), never English first.
    const draw = (received: Received | null, sequence: number) => {
      if (!received || sequence !== latest) {
        return;
      }
      if (stringsSettled(received.language)) {
        received.show();
      } else {
        void loadStrings(received.language).then(() => {
          if (sequence === latest) {
            received.show();
          }
        });
      }
    };
    const { data } = event.data;
    if (event.data.type === 'artboard:data') {
      // A resume that does not parse changes nothing.
      const received = resumeOf(data);
      if (received) {
        draw(received, ++latest);
      }
    } else {
      // A letter is read once the letter's code is here (letter/load-letter.ts),
      // in its turn among the documents received.
      const sequence = ++latest;
      void loadLetterCode().then(
        (letters) => draw(letterOf(data, letters), sequence),
        () => undefined,
      );
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
