import { type LetterData, richTextDepth, richTextLimits } from '@vitae/schema';

import { htmlToPlainText } from '../../builder/lib/invented-facts';
import { type LetterTone } from './letter-ai-tones';

/**
 * The letter builder's AI draft and tone rewrite (docs/letters.md#the-letter-builder):
 * the prompts, and what is made of the answers before they are offered. Loaded
 * with the AI code when the person first asks for a draft or a rewrite.
 */

/** Why an answer cannot be offered, each worded for the person by the dialog or toast. */
export type LetterAiProblem = 'unreadable' | 'empty' | 'tooLong';

export class LetterAiError extends Error {
  constructor(
    readonly problem: LetterAiProblem,
    /** What the model answered, when it is worth showing (a refusal written as text). */
    readonly answer = '',
  ) {
    super(`The AI's answer cannot be offered: ${problem}`);
    this.name = 'LetterAiError';
  }
}

/**
 * The language's name with its tag ("German (Germany) (de-DE)"): in English for
 * the prompt, as the model reads best, or in `locale` for the person.
 */
export function languageName(tag: string, locale = 'en'): string {
  try {
    const name = new Intl.DisplayNames([locale, 'en'], { type: 'language' }).of(tag);
    return name && name !== tag ? `${name} (${tag})` : tag;
  } catch {
    return tag;
  }
}

type Section = { name?: unknown; visible?: unknown; items?: unknown; content?: unknown };

function plain(value: string): string {
  return /<[a-z][^>]*>/i.test(value) ? htmlToPlainText(value) : value;
}

/** One item's words on a line: its text fields and keywords, not its ids, links or levels. */
function itemLine(item: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(item)) {
    if (key === 'id' || key === 'visible' || key === 'icon') {
      continue;
    }
    if (typeof value === 'string' && value.trim() !== '') {
      parts.push(
        plain(value)
          .trim()
          .replace(/\s*\n\s*/g, ' '),
      );
    } else if (Array.isArray(value)) {
      const words = value.filter((word): word is string => typeof word === 'string' && !!word);
      if (words.length > 0) {
        parts.push(words.join(', '));
      }
    }
  }
  return parts.join(' · ');
}

/**
 * The resume as the prompt quotes it: the person's name and headline, the
 * summary, then each visible section's visible items one to a line. Design,
 * ids and links stay out: they are not what a letter is written from.
 */
export function resumeForPrompt(data: unknown): string {
  if (!data || typeof data !== 'object') {
    return '';
  }
  const { basics, sections } = data as { basics?: Record<string, unknown>; sections?: unknown };
  const lines: string[] = [];
  for (const key of ['name', 'headline', 'location'] as const) {
    const value = basics?.[key];
    if (typeof value === 'string' && value.trim()) {
      lines.push(value.trim());
    }
  }
  const all = (sections && typeof sections === 'object' ? sections : {}) as Record<string, unknown>;
  const { custom, ...builtIn } = all;
  const list = [
    ...Object.values(builtIn),
    ...Object.values(custom && typeof custom === 'object' ? custom : {}),
  ] as Section[];
  for (const section of list) {
    if (!section || section.visible === false) {
      continue;
    }
    const name = typeof section.name === 'string' ? section.name : '';
    if (typeof section.content === 'string') {
      const text = plain(section.content).trim();
      if (text) {
        lines.push('', `${name}:`, text);
      }
      continue;
    }
    const items = (Array.isArray(section.items) ? section.items : []) as Record<string, unknown>[];
    const shown = items.filter((item) => item && item.visible !== false).map(itemLine);
    const filled = shown.filter((line) => line !== '');
    if (filled.length > 0) {
      lines.push('', `${name}:`, ...filled.map((line) => `- ${line}`));
    }
  }
  return lines.join('\n').trim();
}

/** The rule every letter prompt states: reword, never invent (the answer is still checked). */
const noNewFacts =
  'Never state a fact, number, date, percentage, amount, employer, product, tool, skill, certificate or claim that neither the resume nor the posting states.';

const quoted = (text: string) => text.trim().replace(/"""/g, '"');

export type DraftInput = {
  /** The resume's words ({@link resumeForPrompt}); empty when the letter has none. */
  resume: string;
  /** The job posting, as the person left it in the dialog. */
  posting: string;
  letter: LetterData;
};

/**
 * The draft's one user message: write the salutation, body and closing in the
 * letter's language, as JSON, from the resume and the posting, to the
 * recipient the letter names, inventing nothing.
 */
export function draftPrompt({ resume, posting, letter }: DraftInput): string {
  const { recipient, subject, sender } = letter;
  const to = [recipient.name, recipient.title, recipient.company]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return [
    'You are an AI writing assistant specialised in cover letters.',
    `Write a cover letter in ${languageName(letter.metadata.language)} from the resume and the job posting below, for the person the resume is about${sender.name.trim() ? ` (${sender.name.trim()})` : ''}.`,
    'Answer with only a JSON object of three strings and nothing else: "salutation" (one line, such as "Dear Ms Rivera,"), "body" (three or four short paragraphs as HTML, each in <p></p>, without the salutation, the closing or a signature) and "closing" (one line, such as "Kind regards,").',
    'The body says why this role, what in the resume fits the posting best, and asks for a conversation. Use the words the posting uses for the same things.',
    noNewFacts,
    to
      ? `The letter is to: ${quoted(to)}.`
      : 'The recipient is not named: greet them as a hiring team.',
    subject.trim() ? `Its subject: ${quoted(subject)}.` : '',
    '',
    'Resume:',
    '<<<',
    resume.trim() ? quoted(resume) : '(none given)',
    '>>>',
    '',
    'Job posting:',
    '<<<',
    posting.trim() ? quoted(posting) : '(none given)',
    '>>>',
    '',
    'Letter as JSON: """',
  ]
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .join('\n');
}

/** docs/letters.md#the-letter-builder: how each tone is asked for. */
const toneWords: Record<LetterTone, string> = {
  formal: 'formal: courteous and businesslike, without contractions or casual phrases',
  warm: 'warm: friendly and sincere, showing real interest in the people and the work',
  concise: 'concise: shorter, each sentence kept to what matters, nothing said twice',
  confident: 'confident: direct and assured, strengths stated plainly, without hedging or boasting',
};

/** The tone rewrite's one user message: the part of the body between `"""` markers. */
export function tonePrompt(tone: LetterTone, html: string, language: string): string {
  return [
    'You are an AI writing assistant specialised in cover letters.',
    'Do not return anything else except the revised text. It should not begin with a newline. It should not have any prefix or suffix text.',
    'The text is HTML. Keep its paragraphs, lists, bold, italic and links as they are and change only the words between the tags.',
    `Rewrite the following part of a cover letter toward a tone that is ${toneWords[tone]}.`,
    'Never add a fact, number, date, employer, product, tool, skill or claim that the text does not already state. Keep every number exactly as it is.',
    `Write it in ${languageName(language)}.`,
    '',
    `Text: """${html}"""`,
    '',
    'Revised text: """',
  ].join('\n');
}

/** The draft as the model wrote it, before it is made fit to offer. */
export type DraftAnswer = { salutation: string; body: string; closing: string };

/**
 * The JSON object in the answer (a code fence, the prompt's label or the
 * opening marker echoed around it are dropped). An answer with no such object
 * (a refusal written as text, a letter in prose) is {@link LetterAiError}
 * `unreadable` carrying the answer's words, to show.
 */
export function parseDraftAnswer(content: string): DraftAnswer {
  const text = content
    .trim()
    .replace(/^letter as json:\s*/i, '')
    .replace(/^"""/, '')
    .replace(/"""[\s\S]*$/, '')
    .trim();
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  const excerpt = text.slice(0, 500);
  if (start < 0 || end <= start) {
    throw new LetterAiError(text === '' ? 'empty' : 'unreadable', excerpt);
  }
  let value: unknown;
  try {
    value = JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new LetterAiError('unreadable', excerpt);
  }
  const field = (name: string) => {
    const found = (value as Record<string, unknown> | null)?.[name];
    return typeof found === 'string' ? found : '';
  };
  const answer = {
    salutation: field('salutation'),
    body: field('body'),
    closing: field('closing'),
  };
  if (answer.body.trim() === '') {
    throw new LetterAiError('empty', excerpt);
  }
  return answer;
}

/** A line for the salutation or closing: one line, cut at its bound (docs/letters.md#bounds). */
export function oneLine(text: string, max: number): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, max);
}

/**
 * Rich text fit to offer: the answer's HTML (or text) as the editor writes it
 * (`toHtml` sanitises to the rich-text tags, `normalise` keeps only what the
 * editor's schema holds), within the body's bounds
 * (docs/resume.md#rich-text-bounds); nothing left is `empty`, over a bound `tooLong`.
 */
export function offerableRichText(
  answer: string,
  toHtml: (content: string, original: string) => string,
  normalise: (html: string) => string,
): string {
  const html = normalise(toHtml(answer, ''));
  if (htmlToPlainText(html).trim() === '') {
    throw new LetterAiError('empty');
  }
  return withinBounds(html);
}

/** The body as it would be stored, refused as `tooLong` past the rich-text bounds. */
export function withinBounds(html: string): string {
  if (html.length > richTextLimits.maxLength || richTextDepth(html) > richTextLimits.maxDepth) {
    throw new LetterAiError('tooLong');
  }
  return html;
}

/** A field's HTML cut around some of its top-level blocks. */
export type BlockParts = { before: string; selected: string; after: string };

/**
 * The body's HTML cut around the blocks `first` to `last` (the editor's
 * selected blocks, `selected-blocks.ts`): the editor writes each top-level
 * block as one element, so the elements are the blocks. Null when they are
 * not there (nothing to cut: the whole body is meant).
 */
export function splitBlocks(
  html: string,
  { first, last }: { first: number; last: number },
): BlockParts | null {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const blocks = [...body.children].map((element) => element.outerHTML);
  if (first < 0 || last < first || first >= blocks.length) {
    return null;
  }
  return {
    before: blocks.slice(0, first).join(''),
    selected: blocks.slice(first, last + 1).join(''),
    after: blocks.slice(last + 1).join(''),
  };
}

/** The letter's words the draft is checked against beside the resume (names it may use). */
export function letterKnownText(letter: LetterData): string {
  const { sender, recipient } = letter;
  return [
    sender.name,
    sender.headline,
    sender.email,
    sender.location,
    sender.website.href,
    recipient.name,
    recipient.title,
    recipient.company,
    recipient.address,
    letter.subject,
  ].join('\n');
}

/** How a proposal shows the salutation, body and closing as one text to compare. */
export function draftAsHtml({ salutation, body, closing }: DraftAnswer): string {
  const line = (text: string) => (text.trim() ? `<p>${escapeText(text)}</p>` : '');
  return `${line(salutation)}${body}${line(closing)}`;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
