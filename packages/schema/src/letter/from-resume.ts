import { type ResumeData } from '../resume-data';
import { type LetterData, letterDataSchema, letterLimits } from './letter-data';

/** The job a letter answers, as far as it is known. */
export type LetterPosting = { company?: string; role?: string; description?: string };

/**
 * The words a new letter may need, in the reader's language: the schema holds
 * none (docs/letters.md#a-letter-from-a-resume). `subject` turns the posting's
 * role into the subject line (in English, "Application for {role}").
 */
export type LetterWords = { subject?: (role: string) => string };

/** `text` cut to `max` characters: what the model makes itself is made to fit, not refused. */
function fit(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** `text` when it fits in `max`, else empty: a cut email or address would be a wrong one. */
function whole(text: string, max: number): string {
  return text.length > max ? '' : text;
}

/**
 * A new letter filled from a resume (docs/letters.md#a-letter-from-a-resume):
 * the sender from its personal block, its design (template, typography,
 * theme, page, language), the recipient's company and the subject from the
 * posting, and `today` (YYYY-MM-DD) as its date, else the day it is printed.
 * The letter follows the resume's design; the caller sets `resumeId`.
 * Without `words.subject` the subject is the role itself; without a role it is empty.
 */
export function letterFromResume(
  resume: ResumeData,
  posting: LetterPosting = {},
  today = '',
  words: LetterWords = {},
): LetterData {
  const { basics, metadata } = resume;
  const role = posting.role?.trim() ?? '';
  const subject = role === '' ? '' : (words.subject?.(role) ?? role);
  return letterDataSchema.parse({
    sender: {
      name: fit(basics.name, letterLimits.name),
      headline: fit(basics.headline, letterLimits.shortText),
      email: whole(basics.email, letterLimits.name),
      phone: fit(basics.phone, letterLimits.shortText),
      location: fit(basics.location, letterLimits.shortText),
      website: {
        label: fit(basics.url.label, letterLimits.shortText),
        href: whole(basics.url.href, letterLimits.url),
      },
    },
    recipient: { company: fit(posting.company?.trim() ?? '', letterLimits.name) },
    date: today,
    subject: fit(subject, letterLimits.shortText),
    signature: { name: fit(basics.name, letterLimits.name) },
    metadata: {
      template: metadata.template,
      // Parsing copies every object and list, so the letter shares none with the resume.
      typography: metadata.typography,
      theme: metadata.theme,
      page: metadata.page,
      language: metadata.language,
      // The posting stays beside the letter while it is written; notes are never printed.
      notes: fit(posting.description?.trim() ?? '', letterLimits.longText),
      followResume: true,
    },
  });
}
