/**
 * Bounds that keep a hostile file from exhausting the browser or the resume
 * service (docs/quality.md#case-26). A real resume is a few kilobytes and a LinkedIn export
 * a few megabytes, so each bound is far above what a person's file needs.
 */
export const importLimits = {
  /** A JSON file's size, in characters of text or bytes of a file. */
  maxJsonSize: 5 * 1024 * 1024,
  /** How deeply arrays and objects may nest in a JSON file; a resume needs about 8. */
  maxJsonDepth: 64,
  /** A zip file's size in bytes; only the few CSVs we read are ever inflated. */
  maxZipSize: 32 * 1024 * 1024,
  /** Entries in a zip's central directory. */
  maxZipEntries: 5_000,
  /** The declared inflated size of one CSV we read. */
  maxEntrySize: 4 * 1024 * 1024,
  /** The declared inflated size of all the CSVs we read together. */
  maxInflatedSize: 8 * 1024 * 1024,
  /** A PDF or Word file's size in bytes (docs/import-export.md#pdf-and-word). */
  maxDocumentSize: 20 * 1024 * 1024,
  /** A PDF's pages: a resume has one to three. */
  maxPdfPages: 20,
  /** Entries in a Word file's zip; a resume's has a few dozen. */
  maxDocxEntries: 1_000,
  /** The declared inflated size of one part of a Word file (its text, a picture). */
  maxDocxPartSize: 20 * 1024 * 1024,
  /** The declared inflated size of all the parts of a Word file together. */
  maxDocxInflatedSize: 50 * 1024 * 1024,
} as const;
