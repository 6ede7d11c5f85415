import { importLimits } from '../limits';
import { importMessages } from '../messages';
import { parseImport } from '../parse-import';
import { type ImportRefusalCode, type ImportResult } from '../types';
import { type DocumentLine, linesFromPdfItems, type PdfTextItem } from './document-lines';
import { parseDocumentLines } from './parse-document';

/** The name of the resume's JSON that every PDF Vitae prints carries (docs/render.md#the-pdfs-own-source). */
export const pdfSourceName = 'vitae-resume.json';

/** What this reader asks of a pdf.js page: its text, its width, and its fonts' real names. */
type PdfPage = {
  getTextContent(): Promise<{ items: readonly unknown[] }>;
  getViewport(options: { scale: number }): { width: number };
  getOperatorList(): Promise<unknown>;
  commonObjs: { has(id: string): boolean; get(id: string): unknown };
  cleanup(): unknown;
};

/** What this reader asks of a pdf.js document. */
type PdfDocument = {
  numPages: number;
  getAttachments(): Promise<Record<string, { filename?: string; content?: Uint8Array }> | null>;
  getPage(pageNumber: number): Promise<PdfPage>;
  destroy(): Promise<void>;
};

/**
 * The part of pdf.js (`pdfjs-dist`) this reader uses, handed in by the caller:
 * the web app's import worker loads the browser build, tests and benchmarks
 * the legacy build for Node. Only `getDocument` is called.
 */
export type PdfJs = {
  getDocument(source: {
    data: Uint8Array;
    isEvalSupported: boolean;
    disableFontFace: boolean;
    useSystemFonts: boolean;
    stopAtErrors: boolean;
    verbosity: number;
  }): { promise: Promise<unknown>; destroy(): Promise<void> };
};

const refuse = (code: ImportRefusalCode): ImportResult => ({
  ok: false,
  errors: [{ path: '', message: importMessages[code], code }],
});

/** A font whose name says it is bold (pdf.js hands on the name the PDF gives, e.g. "BAAAAA+IBMPlexSerif-Bold"). */
const boldName = /bold|black|heavy|semibold|demi/i;

/** Whether pdf.js refused the file for its password (it names the error class). */
function isPasswordError(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'PasswordException';
}

/**
 * Reads a PDF resume (docs/import-export.md#pdf-and-word). A PDF that carries
 * Vitae's own JSON (`vitae-resume.json`, which every PDF Vitae prints holds)
 * comes back exactly, ids and design included. Any other PDF is read from its
 * text: each page's text items become lines (with their size and boldness),
 * and the lines become the resume (`parseDocumentLines`).
 *
 * Refused with a code and a sentence: a file over 20 MB, more than 20 pages,
 * a password, a damaged file or one that is not a PDF, and a PDF with no text
 * (a scan). pdf.js runs without eval and without loading fonts into the page.
 */
export async function readPdfResume(bytes: Uint8Array, pdfjs: PdfJs): Promise<ImportResult> {
  if (bytes.byteLength > importLimits.maxDocumentSize) {
    return refuse('documentTooLarge');
  }
  // pdf.js may take the buffer over (a transfer to its worker): it reads a copy.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    // Errors only: a warning about a font's widths is no news to a person importing.
    verbosity: 0,
  });
  let document: PdfDocument;
  try {
    document = (await task.promise) as PdfDocument;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    return refuse(isPasswordError(error) ? 'encrypted' : 'pdfDamaged');
  }
  try {
    if (document.numPages > importLimits.maxPdfPages) {
      return refuse('tooManyPages');
    }
    const exact = await ownSource(document);
    if (exact?.ok) {
      return exact;
    }
    const lines: DocumentLine[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      lines.push(...(await pageLines(await document.getPage(number), number)));
    }
    if (!lines.some((line) => /\p{L}|\p{N}/u.test(line.text))) {
      return refuse('noText');
    }
    return parseDocumentLines(lines);
  } catch {
    return refuse('pdfDamaged');
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

/**
 * The resume from the PDF's own JSON attachment, read as our JSON format; undefined
 * when there is none, and a failed result when it is there but unreadable
 * (then the PDF is read from its text instead).
 */
async function ownSource(document: PdfDocument): Promise<ImportResult | undefined> {
  const attachments = await document.getAttachments().catch(() => null);
  const source = attachments
    ? Object.entries(attachments).find(
        ([key, file]) => (file.filename ?? key) === pdfSourceName && file.content,
      )?.[1]
    : undefined;
  if (!source?.content || source.content.byteLength > importLimits.maxJsonSize) {
    return undefined;
  }
  return parseImport('reactive-resume-json', source.content);
}

/** One page's lines, bold where the font's real name says so. */
async function pageLines(page: PdfPage, number: number): Promise<DocumentLine[]> {
  try {
    const content = await page.getTextContent();
    const items = content.items.filter(
      (item): item is PdfTextItem => typeof (item as { str?: unknown }).str === 'string',
    );
    // The operator list loads the page's fonts, whose objects carry the names the PDF gives them.
    await page.getOperatorList();
    const boldFonts = new Map<string, boolean>();
    for (const item of items) {
      const id = item.fontName;
      if (id !== undefined && !boldFonts.has(id) && page.commonObjs.has(id)) {
        const font = page.commonObjs.get(id) as { name?: unknown } | null;
        boldFonts.set(id, typeof font?.name === 'string' && boldName.test(font.name));
      }
    }
    const { width } = page.getViewport({ scale: 1 });
    return linesFromPdfItems(items, number, boldFonts, { pageWidth: width });
  } finally {
    page.cleanup();
  }
}
