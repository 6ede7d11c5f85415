import { importLimits } from './limits';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The messages an import gives: those of docs/product.md#import-rules word for word, and ours for hostile files. */
export const importMessages = {
  /** docs/product.md#import-rules: the file is not JSON. */
  parseJson: 'Failed to parse JSON',
  /** docs/product.md#import-rules: the file cannot be read at all (not text, not a zip). */
  readFile: 'Failed to read the file',
  /** docs/product.md#import-rules: a zip without files. */
  emptyZip: 'ParserError: There were no files found inside the zip archive.',
  /** docs/product.md#import-rules: the dialog needs a file and a type. */
  fileRequired: 'Choose a file to import.',
  typeRequired: 'Choose the type of the file to import.',
  /** A JSON Resume date that is not a year, year-month or year-month-day: kept as written (docs/import-export.md#dates). */
  isoDate: 'Not an ISO 8601 date; it was kept as written.',
  jsonTooLarge: `The file is larger than ${megabytes(importLimits.maxJsonSize)}.`,
  zipTooLarge: `The file is larger than ${megabytes(importLimits.maxZipSize)}.`,
  tooDeep: `The file nests lists and objects more than ${importLimits.maxJsonDepth} levels deep.`,
  tooManyEntries: `The zip archive holds more than ${importLimits.maxZipEntries} files.`,
  entryTooLarge: (name: string) =>
    `${name} is larger than ${megabytes(importLimits.maxEntrySize)} once unpacked.`,
  inflatedTooLarge: `The files to read are larger than ${megabytes(importLimits.maxInflatedSize)} once unpacked.`,
  documentTooLarge: `The file is larger than ${megabytes(importLimits.maxDocumentSize)}.`,
  tooManyPages: `The PDF has more than ${importLimits.maxPdfPages} pages; a resume has a few.`,
  encrypted:
    'The PDF is protected by a password. Save a copy without the password, then import that.',
  pdfDamaged: 'The file is damaged or is not a PDF.',
  noText:
    'The PDF holds pictures of text but no text (a scan). Import a PDF saved from the document itself.',
  docxDamaged: 'The file is damaged or is not a Word (.docx) document.',
  docxTooLarge: `The Word document is larger than ${megabytes(importLimits.maxDocxInflatedSize)} once unpacked.`,
  notFormat: (format: string) => `This file is not a ${format} file.`,
  noLinkedInFiles:
    'This zip archive is not a LinkedIn data export: none of Profile.csv, Email Addresses.csv, Certifications.csv, Education.csv, Languages.csv, Positions.csv, Projects.csv or Skills.csv is in it.',
  schemeAdded: (value: string) => `"${value}" has no scheme; it was read as https://${value}.`,
  cleared: (reason: string) => `${reason} The field was left empty.`,
  reset: (reason: string) => `${reason} The field was set to its default.`,
  keptAsSection: (heading: string) =>
    `"${heading}" is no heading of a section we know; what is under it was kept as a section of its own.`,
  skipped: (reason: string) => `${reason} The item was skipped.`,
  duplicateId: (id: string) => `Another item has the id "${id}"; this one was given a new id.`,
  formula: (value: string) =>
    `"${value}" starts like a spreadsheet formula; its leading characters were removed.`,
} as const;
