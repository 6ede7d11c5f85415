import { type LetterData, type ResumeData } from '@vitae/schema';
import { type Logger } from '@vitae/service-kit';
import { type Page } from 'puppeteer-core';

import { type DocumentKind } from '../prints/document-kind';
import { type PrintVariant } from '../prints/print-variant';
import { type PrintOutput } from '../prints/resume-prints';
import { printFailure } from '../render.errors';
import { type ArtboardPages } from './artboard-page';
import { type ChromiumPool } from './chromium-pool';
import { inlinePicture, inlineSignature, type PictureFetcher } from './inline-picture';
import { resumeSource, withAttachment } from './pdf-attachment';
import { withAuthor } from './pdf-author';
import { inFront } from './warm-contexts';

/**
 * What to print: the document's title (the PDF's title), the document, which
 * kind it is (default: a resume) and, for a resume, how to draw it (default: designed).
 */
export type PrintInput = {
  title: string;
  data: unknown;
  variant?: PrintVariant;
  kind?: DocumentKind;
};

/** A printed PDF with the sheet count the artboard measured and the requests it refused. */
export type PrintedPdf = { pdf: Uint8Array; pageCount: number; blocked: string[] };

/** A PNG of the first sheet, with the requests the page made and was refused. */
export type PrintedThumbnail = { png: Uint8Array; blocked: string[] };

/** Prints resumes and letters in the pool's Chromium. */
export type Printer = {
  /**
   * Throws `ResumePrinterError` when the document cannot be printed, or
   * `InvalidBrowserConnection` when Chromium cannot be reached.
   */
  printPdf(input: PrintInput): Promise<PrintedPdf>;
  /** Throws `ResumePreviewError` (or `InvalidBrowserConnection`) when the picture cannot be made. */
  printThumbnail(input: PrintInput): Promise<PrintedThumbnail>;
};

/** What {@link createPrinter} works with. */
export type PrinterParts = {
  pool: ChromiumPool;
  /** The artboard pages the pool's pages are prepared as (the pool may have prepared them ahead). */
  artboard: ArtboardPages;
  pictures: PictureFetcher;
  logger?: Logger;
};

// The parts of the page's globals the functions below use inside Chromium,
// declared here rather than pulling the DOM library into the whole service.
type Box = { x: number; y: number; width: number; height: number };
type Element = { getBoundingClientRect(): Box; getAttribute(name: string): string | null };
declare const document: { title: string; querySelector(selector: string): Element | null };
declare const window: {
  scrollY: number;
  __vitae?: {
    render(data: unknown, options: { variant: PrintVariant }): Promise<{ pageCount: number }>;
    renderLetter(data: unknown): Promise<{ pageCount: number }>;
  };
};

/** A document ready to draw: its picture inlined, with the name the PDF's Author is. */
type Prepared = {
  kind: DocumentKind;
  data: ResumeData | LetterData;
  author: string;
  variant: PrintVariant;
};

/**
 * Draws the document in a page with the artboard open (the artboard first
 * takes the previous document off the page; a resume through `render`, a
 * letter through `renderLetter`) and names the document, in one call into
 * the page. Resolves with the sheet count and the requests refused meanwhile.
 */
async function draw(
  page: Page,
  artboard: ArtboardPages,
  title: string,
  { kind, data, variant }: Prepared,
): Promise<{ pageCount: number; blocked: string[] }> {
  await artboard.prepare(page);
  const blocked = artboard.beginJob(page);
  const pageCount = await page.evaluate(
    async (drawing, name, drawnAs, letter) => {
      const drawn = letter
        ? await window.__vitae!.renderLetter(drawing)
        : await window.__vitae!.render(drawing, { variant: drawnAs });
      // Chromium writes the document title into the PDF's Title.
      document.title = name;
      return drawn.pageCount;
    },
    data as unknown as Record<string, unknown>,
    title,
    variant,
    kind === 'letter',
  );
  return { pageCount, blocked };
}

/** The bounds of the first sheet of the first page, as drawn on screen. */
function firstSheet(page: Page) {
  return page.evaluate(() => {
    const sheet = document.querySelector('.page');
    if (!sheet) {
      throw new Error('the artboard drew no page');
    }
    const format = document.querySelector('.artboard')?.getAttribute('data-format');
    const box = sheet.getBoundingClientRect();
    const ratio = format === 'letter' ? 279 / 216 : 297 / 210;
    return {
      x: box.x,
      y: box.y + window.scrollY,
      width: box.width,
      height: Math.min(box.height, box.width * ratio),
    };
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The name a string field holds, else empty (the artboard checks the document after this). */
function nameIn(value: unknown): string {
  return isObject(value) && typeof value.name === 'string' ? value.name : '';
}

/** Creates the printer. Resume JavaScript never runs: the artboard sanitises what it draws. */
export function createPrinter({ pool, artboard, pictures, logger }: PrinterParts): Printer {
  /**
   * The document with its picture inlined (a resume's photo, a letter's
   * signature) and its author (the resume's `basics.name`, the letter's
   * sender). Only its outline is checked here: the artboard's render() and
   * renderLetter() check it against the whole schema in the page, before
   * they draw anything, and refuse it with the first wrong field named.
   * Checking it here as well cost half a millisecond of CPU a print.
   */
  async function prepare({ data, variant = 'designed', kind = 'resume' }: PrintInput) {
    if (!isObject(data)) {
      throw new Error(`the ${kind} data is not valid: it is no object`);
    }
    const refused = (url: string, error: unknown) =>
      logger?.warn({ url, err: error }, `${kind} picture left out of the print`);
    if (kind === 'letter') {
      const letter = await inlineSignature(data as LetterData, pictures, refused);
      return { kind, data: letter, author: nameIn(data.sender), variant } satisfies Prepared;
    }
    if (!isObject(data.basics)) {
      throw new Error('the resume data is not valid: it holds no basics');
    }
    const resume = await inlinePicture(data as ResumeData, pictures, refused);
    return { kind, data: resume, author: nameIn(data.basics), variant } satisfies Prepared;
  }

  /** Logs what went wrong and throws the error code (docs/product.md#error-codes) the caller meets instead (never Chromium's message). */
  function fail(output: PrintOutput, error: unknown): never {
    const failure = printFailure(output, error);
    logger?.error({ err: error }, `${output} print failed`);
    throw failure;
  }

  return {
    async printPdf(input) {
      try {
        const prepared = await prepare(input);
        const result = await pool.run(async (page) => {
          const { pageCount, blocked } = await draw(page, artboard, input.title, prepared);
          // A PDF is printed in print media whatever the page shows on screen. The
          // artboard's render() has waited for the fonts (bounded, then the fallback
          // face), so puppeteer's own wait would be one more round trip a print; the
          // pool's job time limit bounds the print, so puppeteer's timer is off too.
          // Tagged, with the headings as its bookmarks (docs/render.md#the-accessible-pdf).
          const printed = await page.pdf({
            preferCSSPageSize: true,
            printBackground: true,
            tagged: true,
            outline: true,
            waitForFonts: false,
            timeout: 0,
          });
          return { pdf: withAuthor(printed, prepared.author), pageCount, blocked };
        });
        if (prepared.kind === 'letter') {
          // A letter carries no source: the PDF import reads resumes (docs/render.md#cover-letters).
          return result;
        }
        // The resume's own JSON goes in after the page is handed back (docs/render.md#the-pdfs-own-source).
        return { ...result, pdf: await withAttachment(result.pdf, resumeSource(input.data)) };
      } catch (error) {
        fail('pdf', error);
      }
    },
    async printThumbnail(input) {
      try {
        const prepared = await prepare(input);
        return await pool.run(async (page) => {
          const { blocked } = await draw(page, artboard, input.title, prepared);
          const clip = await firstSheet(page);
          const png = await inFront(page, () =>
            page.screenshot({ type: 'png', clip, captureBeyondViewport: true }),
          );
          return { png, blocked };
        });
      } catch (error) {
        fail('thumbnail', error);
      }
    },
  };
}
