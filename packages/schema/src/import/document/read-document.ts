import { type DocumentImportType, type ImportResult } from '../types';
import { type Mammoth, readDocxResume } from './read-docx';
import { type PdfJs, readPdfResume } from './read-pdf';

/** The libraries that read documents, handed in by the caller (loaded only when a document is imported). */
export type DocumentReaders = { pdfjs: () => Promise<PdfJs>; mammoth: () => Promise<Mammoth> };

/**
 * Reads a PDF or Word resume into resume data (docs/import-export.md#pdf-and-word),
 * loading only the library its type needs.
 */
export async function readDocumentImport(
  type: DocumentImportType,
  bytes: Uint8Array,
  readers: DocumentReaders,
): Promise<ImportResult> {
  return type === 'pdf'
    ? readPdfResume(bytes, await readers.pdfjs())
    : readDocxResume(bytes, await readers.mammoth());
}
