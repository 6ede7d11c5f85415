import { AtsCheckError } from './errors';
import { atsLimits } from './limits';
import { type PdfJs } from './pdf-js';

/** A run of text as pdf.js draws it, placed from the page's top left in points. */
export type TextRun = {
  /** The text as a parser reads it (see {@link readableText}). */
  str: string;
  /** The text as the file's fonts map it, ligature characters and all. */
  raw: string;
  x: number;
  /** The baseline's distance from the page's top. */
  top: number;
  width: number;
  size: number;
  fontId: string;
};

/** What the check knows of a font: its name, whether the file carries it, whether its text maps to Unicode. */
export type FontFacts = { id: string; name: string; embedded: boolean; unicodeMapped: boolean };

/** One page: its size, its text runs, its fonts and how many pictures it paints. */
export type PageText = {
  number: number;
  width: number;
  height: number;
  runs: TextRun[];
  fonts: FontFacts[];
  /** How many pictures the page paints; counted only on a page with no text or a font new to the document. */
  images: number;
  /** The runs as pdf.js gives them (bottom-left origin), for the column reader of `@vitae/schema`. */
  items: { str: string; transform: number[]; width: number; fontName?: string }[];
};

/** A PDF as the check reads it. */
export type PdfText = { bytes: number; pages: PageText[] };

type PdfFont = {
  name?: unknown;
  missingFile?: unknown;
  toUnicode?: { _map?: unknown; firstChar?: unknown } | null;
};
type PdfPage = {
  getTextContent(options: {
    disableNormalization: boolean;
  }): Promise<{ items: readonly unknown[] }>;
  getViewport(options: { scale: number }): { width: number; height: number };
  getOperatorList(): Promise<{ fnArray: number[] }>;
  commonObjs: { has(id: string): boolean; get(id: string): unknown };
  cleanup(): unknown;
};
type PdfDocument = { numPages: number; getPage(pageNumber: number): Promise<PdfPage> };
type PdfItem = { str: string; transform: number[]; width: number; fontName?: string };

/**
 * Reads a PDF's text, fonts and pictures with pdf.js, page by page (no
 * rendering). Throws {@link AtsCheckError}: `fileTooLarge` before parsing,
 * `encrypted`, `damaged`, and `noText` when no page has a letter or digit.
 */
export async function readPdfText(bytes: Uint8Array, pdfjs: PdfJs): Promise<PdfText> {
  // A caller's mistake, not the file's: said plainly rather than as pdf.js's TypeError.
  if (!(bytes instanceof Uint8Array)) {
    throw new TypeError('The ATS check reads the PDF as a Uint8Array of its bytes.');
  }
  if (typeof pdfjs?.getDocument !== 'function') {
    throw new TypeError(
      'The ATS check needs pdf.js: pass { pdfjs } (pdfjs-dist, its legacy build in Node).',
    );
  }
  if (bytes.byteLength > atsLimits.maxFileBytes) {
    throw new AtsCheckError('fileTooLarge');
  }
  // pdf.js may take the buffer over (a transfer to its worker): it reads a copy.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    // The fonts' Unicode maps come to this side only with the extra properties.
    fontExtraProperties: true,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    let document: PdfDocument;
    try {
      document = (await task.promise) as PdfDocument;
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      throw new AtsCheckError(name === 'PasswordException' ? 'encrypted' : 'damaged');
    }
    const pages: PageText[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      pages.push(await readPage(await document.getPage(number).catch(damaged), number, pdfjs));
    }
    if (!pages.some((page) => page.runs.some((run) => /[\p{L}\p{N}]/u.test(run.str)))) {
      throw new AtsCheckError('noText');
    }
    return { bytes: bytes.byteLength, pages };
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

/**
 * A run's text as parsers read it: glyphs mapped to U+0000 (parts of a shaped
 * Arabic word that stand for no letter of their own) dropped, ligatures
 * written out, and Arabic presentation forms as the letters they are.
 */
export function readableText(text: string): string {
  return text
    .replaceAll('\0', '')
    .replace(/[\uFB00-\uFB06\uFB50-\uFDFF\uFE70-\uFEFF]/gu, (char) => char.normalize('NFKC'));
}

function damaged(): never {
  throw new AtsCheckError('damaged');
}

const imageOperators = ['paintImageXObject', 'paintInlineImageXObject', 'paintImageMaskXObject'];

async function readPage(page: PdfPage, number: number, pdfjs: PdfJs): Promise<PageText> {
  try {
    const { width, height } = page.getViewport({ scale: 1 });
    // Unnormalised, so ligature characters (ﬁ) show as the file carries them.
    const content = await page.getTextContent({ disableNormalization: true }).catch(damaged);
    const items = content.items.filter(
      (item): item is PdfItem => typeof (item as { str?: unknown }).str === 'string',
    );
    const runs = items
      .filter((item) => readableText(item.str) !== '')
      .map((item) => ({
        str: readableText(item.str),
        raw: item.str,
        x: item.transform[4],
        top: height - item.transform[5],
        width: Math.max(0, item.width),
        size: Math.hypot(item.transform[2], item.transform[3]) || Math.abs(item.transform[0]),
        fontId: item.fontName ?? '',
      }));
    // The operator list loads the page's fonts (their objects carry names and
    // Unicode maps) and names its pictures. It costs as much as the text, so it
    // is read only for a page with a font no earlier page loaded, or with no text.
    const hasText = runs.some((run) => /[\p{L}\p{N}]/u.test(run.str));
    const newFont = runs.some((run) => !page.commonObjs.has(run.fontId));
    let images = 0;
    if (newFont || !hasText) {
      const operators = await page.getOperatorList().catch(damaged);
      const imageCodes = new Set(imageOperators.map((name) => pdfjs.OPS[name]));
      images = operators.fnArray.filter((code) => imageCodes.has(code)).length;
    }
    const readable = items.map((item) => ({ ...item, str: readableText(item.str) }));
    return { number, width, height, runs, fonts: fontsOf(page, runs), images, items: readable };
  } finally {
    page.cleanup();
  }
}

/**
 * Each font the page's text uses. A font maps to Unicode when pdf.js built a
 * map for it (from the file's ToUnicode, its encoding or its glyph names) that
 * covers the characters it extracted; where it did not, pdf.js falls back to
 * the raw codes, so the text that copies out is not the text shown.
 */
function fontsOf(page: PdfPage, runs: readonly TextRun[]): FontFacts[] {
  const ids = [...new Set(runs.map((run) => run.fontId))];
  return ids.map((id) => {
    const font = (page.commonObjs.has(id) ? page.commonObjs.get(id) : null) as PdfFont | null;
    const text = runs
      .filter((run) => run.fontId === id)
      .map((run) => run.raw.replaceAll('\0', ''))
      .join('');
    return {
      id,
      name: typeof font?.name === 'string' ? font.name : id,
      embedded: font?.missingFile !== true,
      unicodeMapped: font ? covers(font.toUnicode, text) : true,
    };
  });
}

function covers(toUnicode: PdfFont['toUnicode'], text: string): boolean {
  if (!toUnicode) {
    return false;
  }
  if (toUnicode._map === undefined) {
    // An identity map: each code is its own character.
    return true;
  }
  const values = new Set<string>();
  for (const value of Object.values(toUnicode._map as object)) {
    if (typeof value === 'string') {
      for (const char of value) {
        values.add(char);
      }
    }
  }
  const shown = [...new Set(text.replace(/\s/gu, ''))];
  const unmapped = shown.filter((char) => !values.has(char));
  return unmapped.length <= shown.length / 10;
}
