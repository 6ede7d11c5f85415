import type * as LetterModule from './letter-module';

/** The letter's drawing code (letter-module.ts), once loaded. */
export type LetterCode = typeof LetterModule;

let loaded: LetterCode | undefined;
let loading: Promise<LetterCode> | undefined;

/**
 * Loads the code that draws cover letters, once: the artboard asks for it when
 * the first letter arrives (by message or `window.__vitae.renderLetter`) and
 * draws the letter once it is here. A failed download is tried again next time.
 */
export function loadLetterCode(): Promise<LetterCode> {
  loading ??= import('./letter-module').then(
    (code) => (loaded = code),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The letter's drawing code if it has loaded (it has, whenever a letter is in the store). */
export function loadedLetterCode(): LetterCode | undefined {
  return loaded;
}
