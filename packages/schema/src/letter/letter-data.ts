import { z } from 'zod';

import { hrefSchema } from '../href';
import { metadataSchema } from '../metadata';
import { richText } from '../rich-text';
import { type DocumentIssue, issuesOf, optionalEmailSchema } from '../shared';

/**
 * Bounds of a letter's text fields, in characters (docs/letters.md#bounds).
 * Names are as long as a resume title may be; the others are far above what a
 * real letter holds, so what they refuse is text made to be too long.
 */
export const letterLimits = {
  /** A person's or a company's name, an email address, the typed signature. */
  name: 255,
  /** One line: a headline, a job title, a subject, a salutation, a closing, a phone number. */
  shortText: 1_000,
  /** A web address: the sender's website, the signature's picture. */
  url: 2_048,
  /** Several lines of plain text: the recipient's address, the private notes. */
  longText: 5_000,
  /** The letter's own custom CSS. */
  css: 50_000,
} as const;

/** Text of at most `max` characters, empty by default; a refusal names the bound. */
function boundedText(max: number) {
  return z
    .string()
    .max(max, { error: `Text must be at most ${max} characters long.` })
    .default('');
}

/** At most `max` characters, checked after the field's own rules (an email, a web address). */
function atMost(max: number) {
  return (value: string) => value.length <= max;
}

const urlBound = { error: `URL must be at most ${letterLimits.url} characters long.` };

/** A link of the sender's (docs/product.md#basics `url`): `{ label, href }`, bounded. */
const letterLinkSchema = z
  .object({
    label: boundedText(letterLimits.shortText),
    href: hrefSchema.refine(atMost(letterLimits.url), urlBound),
  })
  .prefault({});

/** Who writes: the fields of the resume's personal block (docs/product.md#basics), bounded. */
export const letterSenderSchema = z
  .object({
    name: boundedText(letterLimits.name),
    headline: boundedText(letterLimits.shortText),
    email: optionalEmailSchema.refine(atMost(letterLimits.name), {
      error: `Email must be at most ${letterLimits.name} characters long.`,
    }),
    phone: boundedText(letterLimits.shortText),
    location: boundedText(letterLimits.shortText),
    website: letterLinkSchema,
  })
  .prefault({});
/** Who writes. */
export type LetterSender = z.infer<typeof letterSenderSchema>;

/** To whom: a person, their title, the company and its postal address (plain text, one line per line). */
export const letterRecipientSchema = z
  .object({
    name: boundedText(letterLimits.name),
    title: boundedText(letterLimits.shortText),
    company: boundedText(letterLimits.name),
    address: boundedText(letterLimits.longText),
  })
  .prefault({});
/** To whom. */
export type LetterRecipient = z.infer<typeof letterRecipientSchema>;

/**
 * The letter's date: an ISO date (`2026-03-14`), or empty for the day it is
 * printed (docs/letters.md#the-data-model).
 */
export const letterDateSchema = z
  .literal('')
  .or(z.iso.date({ error: 'Date must be empty or a date written YYYY-MM-DD.' }))
  .default('');

/** The signature: the typed name, and the address of a picture of a handwritten one (empty for none). */
export const letterSignatureSchema = z
  .object({
    name: boundedText(letterLimits.name),
    // Free text, as the resume's picture URL is (docs/product.md#basics): an uploaded
    // picture's address comes from storage, whichever origin serves it.
    pictureUrl: boundedText(letterLimits.url),
  })
  .prefault({});
/** The signature. */
export type LetterSignature = z.infer<typeof letterSignatureSchema>;

const resumeMetadata = metadataSchema.unwrap().shape;

/**
 * A letter's design and settings: the resume's model (docs/product.md#metadata)
 * for what a letter shares with it, without the resume's section layout;
 * whether it follows its resume's design; and which resume that is.
 */
export const letterMetadataSchema = z
  .object({
    template: resumeMetadata.template,
    typography: resumeMetadata.typography,
    theme: resumeMetadata.theme,
    page: resumeMetadata.page,
    language: resumeMetadata.language,
    css: z
      .object({
        value: boundedText(letterLimits.css),
        visible: z.boolean().default(false),
      })
      .prefault({}),
    notes: boundedText(letterLimits.longText),
    // docs/letters.md#the-data-model: the letter takes its resume's design while this is on.
    followResume: z.boolean().default(true),
    resumeId: z
      .string()
      .min(1, { error: 'Resume id must not be empty; null means no resume.' })
      .max(letterLimits.name, {
        error: `Resume id must be at most ${letterLimits.name} characters long.`,
      })
      .nullable()
      .default(null),
  })
  .prefault({});
/** A letter's design and settings. */
export type LetterMetadata = z.infer<typeof letterMetadataSchema>;

/**
 * A cover letter's document (docs/letters.md): who writes to whom, when and
 * about what, the body, the closing and signature, and its design. Unknown
 * keys are dropped, missing ones get their defaults.
 */
export const letterDataSchema = z.object({
  sender: letterSenderSchema,
  recipient: letterRecipientSchema,
  date: letterDateSchema,
  subject: boundedText(letterLimits.shortText),
  salutation: boundedText(letterLimits.shortText),
  // The resume summary's model and bounds (docs/resume.md#rich-text-bounds); the
  // artboard's sanitiser keeps only the editor's tags when it is drawn.
  body: richText(),
  closing: boundedText(letterLimits.shortText),
  signature: letterSignatureSchema,
  metadata: letterMetadataSchema,
});
/** A cover letter's document. */
export type LetterData = z.infer<typeof letterDataSchema>;

/** One reason a letter was refused: where (dotted path) and why. */
export type LetterDataIssue = DocumentIssue;

/** The outcome of {@link parseLetterData}. */
export type LetterParseResult =
  { success: true; data: LetterData } | { success: false; issues: LetterDataIssue[] };

/** Validates a letter, filling in defaults; a refusal lists each bad field by path. */
export function parseLetterData(input: unknown): LetterParseResult {
  const result = letterDataSchema.safeParse(input);
  if (result.success) {
    return { success: true, data: result.data };
  }
  return { success: false, issues: issuesOf(result.error) };
}

/** A blank letter: every default of docs/letters.md#defaults. A new object each call. */
export function defaultLetterData(): LetterData {
  return letterDataSchema.parse({});
}
