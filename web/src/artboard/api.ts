import { parseResumeData, type ResumeData } from '@vitae/schema';
import { flushSync } from 'react-dom';

import { showImagesAsGiven } from './content/own-origin-image';
import { plainVersion, type PrintVariant, printVariantOf } from './content/plain-version';
import { hasCustomCss, loadCustomCssSanitizer } from './content/use-custom-css';
import { fontsSettled } from './fonts/fonts';
import { loadStrings } from './i18n/load-strings';
import { loadLetterCode } from './letter/load-letter';
import { measureEvent, measureSheets } from './page/page-size';
import { setLetter, setResume } from './store';

/** Options of {@link VitaeArtboardApi.render}. */
export type RenderOptions = {
  /** How long to wait for fonts before drawing with the fallback (default 8000 ms). */
  fontTimeoutMs?: number;
  /** How long to wait for images before printing without them (default 8000 ms). */
  imageTimeoutMs?: number;
  /** `plain`: the resume's plain version for ATS portals (docs/templates.md#the-plain-version). */
  variant?: PrintVariant;
};

/** What {@link VitaeArtboardApi.render} resolves to. */
export type RenderResult = { pageCount: number };

/** Options of {@link VitaeArtboardApi.renderLetter}: {@link RenderOptions}' waits (a letter has no plain version). */
export type RenderLetterOptions = Pick<RenderOptions, 'fontTimeoutMs' | 'imageTimeoutMs'>;

/**
 * The injection API the render service uses when there is no parent page
 * (docs/templates.md): `window.__vitae.render(data)` draws the resume, waits for
 * fonts and images, marks the root `data-ready="true"` and resolves with the
 * number of printed sheets; `window.__vitae.renderLetter(data)` does the same
 * for a cover letter (docs/templates.md#letters).
 */
export type VitaeArtboardApi = {
  version: 1;
  render: (data: unknown, options?: RenderOptions) => Promise<RenderResult>;
  renderLetter: (data: unknown, options?: RenderLetterOptions) => Promise<RenderResult>;
};

declare global {
  interface Window {
    __vitae?: VitaeArtboardApi;
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves when every image has loaded or failed, or after `limitMs`. */
async function imagesSettled(root: HTMLElement, limitMs: number): Promise<void> {
  const pending = [...root.querySelectorAll('img')]
    .filter((image) => !image.complete)
    .map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    );
  await Promise.race([Promise.all(pending), delay(limitMs)]);
}

/** The printed sheets the drawn pages take, measured from their content. */
export function countSheets(root: HTMLElement, data: ResumeData): number {
  const { format, margin } = data.metadata.page;
  const pages = [...root.querySelectorAll<HTMLElement>('.page')];
  return pages.reduce((sum, page) => sum + measureSheets(page, format, margin), 0);
}

/** The reasons a refusal names, one `path: message` per bad field. */
function reasonsOf(issues: { path: string; message: string }[]): string {
  return issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
}

/** Installs `window.__vitae` for a page whose artboard root is `root`. */
export function installApi(root: HTMLElement, target: Window = window): VitaeArtboardApi {
  /**
   * Draws what `show` puts in the store (`data` is the resume the page's
   * header and fonts read), waits for its fonts and images, and reports the
   * sheets: the end of both of the API's calls.
   */
  async function draw(
    data: ResumeData,
    show: () => void,
    options: RenderLetterOptions,
  ): Promise<RenderResult> {
    // The previous document leaves the page before the next is drawn, so a page
    // that draws many (render's warm pages) starts each from an empty tree: no
    // state or element of one resume or letter can show in another.
    flushSync(() => setResume(null));
    flushSync(show);
    await fontsSettled(data, options.fontTimeoutMs ?? 8000);
    await imagesSettled(root, options.imageTimeoutMs ?? 8000);
    // Let layout effects that depend on the settled fonts run before measuring.
    await delay(0);
    const pageCount = countSheets(root, data);
    // Page numbers and the parent's count follow the final measurement.
    target.dispatchEvent(new Event(measureEvent));
    await delay(0);
    root.dataset.pageCount = String(pageCount);
    root.dataset.ready = 'true';
    return { pageCount };
  }

  const api: VitaeArtboardApi = {
    version: 1,
    async render(input, options = {}) {
      // A print: the render service inlined the picture and refuses every other request.
      showImagesAsGiven();
      const parsed = parseResumeData(input);
      if (!parsed.success) {
        throw new Error(`The resume data is not valid: ${reasonsOf(parsed.issues)}`);
      }
      root.removeAttribute('data-ready');
      if (hasCustomCss(parsed.data.metadata.css)) {
        await loadCustomCssSanitizer();
      }
      // The headings and page numbers in the resume's language before the first
      // draw: a print is never in English by accident (English only when the
      // language's file cannot be had, rather than no print at all).
      await loadStrings(parsed.data.metadata.language);
      const data =
        printVariantOf(options.variant) === 'plain' ? plainVersion(parsed.data) : parsed.data;
      return draw(data, () => setResume(data), options);
    },
    async renderLetter(input, options = {}) {
      // A print: images as given, as `render` takes them.
      showImagesAsGiven();
      const letters = await loadLetterCode();
      const parsed = letters.parseLetterData(input);
      if (!parsed.success) {
        throw new Error(`The letter data is not valid: ${reasonsOf(parsed.issues)}`);
      }
      root.removeAttribute('data-ready');
      const letter = parsed.data;
      if (hasCustomCss(letter.metadata.css)) {
        await loadCustomCssSanitizer();
      }
      // The page numbers in the letter's language, as a resume's.
      await loadStrings(letter.metadata.language);
      const data = letters.letterAsResume(letter);
      return draw(data, () => setLetter(letter, data), options);
    },
  };
  target.__vitae = api;
  return api;
}
