import { checkContact } from './checks/contact';
import { checkDates } from './checks/dates';
import { checkHeadings, findHeadings } from './checks/headings';
import {
  checkFileSize,
  checkFontSize,
  checkLength,
  checkMargins,
  countWords,
} from './checks/layout';
import { checkReadingOrder } from './checks/reading-order';
import { checkExtractable, checkFonts, checkLigatures } from './checks/text';
import { type Finding } from './finding';
import { rowsByColumns } from './lines';
import { type PdfJs } from './pdf-js';
import { type AtsReading, recoverFields } from './read-as-ats';
import { readPdfText } from './read-pdf';

/** What the check is given besides the bytes. */
export type CheckOptions = {
  /** pdf.js, loaded by the caller (the browser's build in a worker, the legacy build in Node). */
  pdfjs: PdfJs;
  /** The date "Present" stands for when dates are put in order; now unless given. */
  now?: Date;
};

/** The check's result: each finding, and the fields as a parser recovered them. */
export type AtsReport = { pages: number; words: number; findings: Finding[]; reading: AtsReading };

/**
 * Checks a resume PDF the way applicant tracking systems read it
 * (docs/ats.md): text, fonts, reading order, contact details, headings,
 * dates, length, font size, margins and file size, and recovers the fields a
 * parser would. Throws `AtsCheckError` (fileTooLarge, encrypted, damaged,
 * noText) for a file it cannot read. Nothing leaves the caller's process.
 */
export async function checkResumePdf(bytes: Uint8Array, options: CheckOptions): Promise<AtsReport> {
  const pdf = await readPdfText(bytes, options.pdfjs);
  // The content checks read as a column-aware parser does (docs/ats.md#reading-order).
  const rows = pdf.pages.flatMap((page) => rowsByColumns(page));
  const text = rows.map((row) => row.text).join('\n');
  const headings = findHeadings(rows);
  const findings = [
    checkExtractable(pdf),
    ...checkFonts(pdf),
    checkLigatures(pdf),
    checkReadingOrder(pdf),
    ...checkContact(pdf, rows),
    checkHeadings(headings),
    ...checkDates(rows, headings, options.now),
    checkLength(pdf, text),
    checkFontSize(pdf),
    checkMargins(pdf),
    checkFileSize(pdf),
  ];
  return {
    pages: pdf.pages.length,
    words: countWords(text),
    findings,
    reading: recoverFields(pdf),
  };
}

/**
 * What an ATS reads (docs/ats.md#what-an-ats-reads): name, email, phone,
 * links, each job's company, title and dates, each school, the skills.
 * Throws `AtsCheckError` as {@link checkResumePdf} does.
 */
export async function readAsAts(bytes: Uint8Array, options: CheckOptions): Promise<AtsReading> {
  return recoverFields(await readPdfText(bytes, options.pdfjs));
}
