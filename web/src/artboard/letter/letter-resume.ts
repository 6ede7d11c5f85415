import { defaultResumeData, type LetterData, type ResumeData } from '@vitae/schema';

/**
 * Every piece of text a letter draws, in one string: the script detection of
 * the font loader (fonts/fonts.ts) reads it to load the faces of the letter's
 * scripts, as it reads a resume's text.
 */
export function letterText(letter: LetterData): string {
  const { sender, recipient, signature } = letter;
  return [
    ...Object.values(recipient),
    letter.subject,
    letter.salutation,
    letter.body,
    letter.closing,
    signature.name,
    sender.name,
    sender.headline,
    sender.location,
    sender.website.label,
  ].join('\n');
}

/**
 * The letter as the resume the template's header blocks read
 * (docs/templates.md#letters): the sender as `basics` (no picture, no custom
 * field), the letter's design as `metadata` (template, typography, theme,
 * page, language and custom CSS), one layout page with no section, and the
 * letter's text in the never-drawn `notes`, so the fonts of its scripts load.
 */
export function letterAsResume(letter: LetterData): ResumeData {
  const resume = defaultResumeData();
  const { sender, metadata } = letter;
  resume.basics = {
    ...resume.basics,
    name: sender.name,
    headline: sender.headline,
    email: sender.email,
    phone: sender.phone,
    location: sender.location,
    url: { ...sender.website },
    customFields: [],
  };
  resume.metadata = {
    ...resume.metadata,
    template: metadata.template,
    typography: structuredClone(metadata.typography),
    theme: { ...metadata.theme },
    page: structuredClone(metadata.page),
    language: metadata.language,
    css: { ...metadata.css },
    layout: [[[], []]],
    notes: letterText(letter),
  };
  return resume;
}
