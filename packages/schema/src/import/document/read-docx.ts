import { unzipSync, zipSync } from 'fflate';

import { importLimits } from '../limits';
import { importMessages } from '../messages';
import { type ImportRefusalCode, type ImportResult } from '../types';
import { linesFromDocxHtml } from './docx-lines';
import { parseDocumentLines } from './parse-document';

/**
 * The part of mammoth this reader uses, handed in by the caller: the web
 * app's import worker loads its browser build (which reads `arrayBuffer`),
 * tests and benchmarks the Node one (which reads `buffer`).
 */
export type Mammoth = {
  convertToHtml(input: {
    arrayBuffer: ArrayBuffer;
    buffer: ArrayBuffer;
  }): Promise<{ value: string }>;
};

// Thrown from fflate's entry filter to stop reading a hostile archive at once.
class Refusal {
  constructor(readonly code: ImportRefusalCode) {}
}

const refuse = (code: ImportRefusalCode): ImportResult => ({
  ok: false,
  errors: [{ path: '', message: importMessages[code], code }],
});

/**
 * The Word file's parts, unpacked within bounds: at most 1,000 entries, each
 * declared at most 20 MB and all together at most 50 MB once inflated, checked
 * from the central directory before anything is inflated. fflate inflates
 * each entry into a buffer of its declared size, so no part grows past what
 * was checked, whatever its compressed stream says.
 */
function unpack(bytes: Uint8Array): Record<string, Uint8Array> {
  let entries = 0;
  let inflated = 0;
  return unzipSync(bytes, {
    filter: (entry) => {
      entries += 1;
      if (entries > importLimits.maxDocxEntries) {
        throw new Refusal('docxTooLarge');
      }
      if (entry.name.endsWith('/') || (entry.compression !== 0 && entry.compression !== 8)) {
        return false;
      }
      inflated += entry.originalSize;
      if (
        entry.originalSize > importLimits.maxDocxPartSize ||
        inflated > importLimits.maxDocxInflatedSize
      ) {
        throw new Refusal('docxTooLarge');
      }
      return true;
    },
  });
}

/**
 * Reads a Word resume (.docx; docs/import-export.md#pdf-and-word): the file is
 * unpacked within bounds (a zip bomb is refused, not inflated), packed again
 * uncompressed, and handed to mammoth, which writes it as HTML; its headings,
 * paragraphs and list items become the lines `parseDocumentLines` reads.
 *
 * Refused with a code and a sentence: a file over 20 MB, one too large once
 * unpacked, and one that is damaged or no Word document.
 */
export async function readDocxResume(bytes: Uint8Array, mammoth: Mammoth): Promise<ImportResult> {
  if (bytes.byteLength > importLimits.maxDocumentSize) {
    return refuse('documentTooLarge');
  }
  let parts: Record<string, Uint8Array>;
  try {
    parts = unpack(bytes);
  } catch (error) {
    return refuse(error instanceof Refusal ? error.code : 'docxDamaged');
  }
  if (!parts['word/document.xml']) {
    return refuse('docxDamaged');
  }
  // Mammoth unpacks again: it gets only the parts checked above, stored without compression.
  const checked = zipSync(parts, { level: 0 });
  let html: string;
  try {
    const buffer = checked.buffer.slice(
      checked.byteOffset,
      checked.byteOffset + checked.byteLength,
    ) as ArrayBuffer;
    html = (await mammoth.convertToHtml({ arrayBuffer: buffer, buffer })).value;
  } catch {
    return refuse('docxDamaged');
  }
  return parseDocumentLines(linesFromDocxHtml(html));
}
