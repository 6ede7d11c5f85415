/**
 * The check of a Tailor to the job proposal (docs/product.md#ai-helper): the
 * numbers, URLs, email addresses and names (a word with a capital letter that
 * does not merely open a sentence) that the rewrite holds but the resume does
 * not say anywhere. What it finds is marked "not in your resume" in the
 * proposal. It is a check of tokens, not of meaning: a new skill written in
 * lower case passes it, which is why the prompt also forbids adding facts.
 */
import { decodeEntities } from '@vitae/schema';

export type FactKind = 'number' | 'url' | 'email' | 'name';

/** One place in the rewrite's text that the resume does not back. */
export type FlaggedSpan = { start: number; end: number; text: string; kind: FactKind };

/** What the rewrite adds, each once, in the order it first appears. */
export type InventedFact = { text: string; kind: FactKind };

/** A rich-text field's HTML as the text a person reads: one line a paragraph, list item or line break. */
export function htmlToPlainText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|blockquote|pre|div)>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Every text a resume's document holds (HTML fields as their text), one per line. */
export function resumeText(data: unknown): string {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      texts.push(/<[a-z][^>]*>/i.test(value) ? htmlToPlainText(value) : value);
    } else if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(walk);
    }
  };
  walk(data);
  return texts.join('\n');
}

// One token at a time, in this order: a URL, an email address, a number (with
// its currency, percent or k/M/B), a word (letters, digits and the marks inside
// names such as Node.js, C++ or C#).
const tokenPattern =
  /(?<url>\b(?:https?:\/\/|www\.)[^\s<>"'()]+)|(?<email>[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,})|(?<number>[$€£¥₹]?\d+(?:[.,]\d+)*(?:\s?%|(?:k|K|m|M|bn|B)(?![\p{L}\p{N}]))?(?![\p{L}\p{N}]))|(?<word>[\p{L}\p{N}](?:[\p{L}\p{N}'’.\-+#]*[\p{L}\p{N}+#])?)/gu;

type Token = { start: number; end: number; text: string; kind: FactKind | 'word' };

function tokens(text: string): Token[] {
  const found: Token[] = [];
  for (const match of text.matchAll(tokenPattern)) {
    const groups = match.groups ?? {};
    const start = match.index;
    if (groups.url) {
      const url = groups.url.replace(/[.,;:!?]+$/, '');
      found.push({ start, end: start + url.length, text: url, kind: 'url' });
    } else if (groups.email) {
      found.push({ start, end: start + match[0].length, text: match[0], kind: 'email' });
    } else if (groups.number) {
      found.push({ start, end: start + match[0].length, text: match[0], kind: 'number' });
    } else {
      found.push({ start, end: start + match[0].length, text: match[0], kind: 'word' });
    }
  }
  return found;
}

/** Number words a rewrite may turn into digits ("nine years" into "9 years"). */
const numberWords: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  sixty: '60',
  seventy: '70',
  eighty: '80',
  ninety: '90',
  hundred: '100',
};

/** A number's value as digits: no currency, suffix or thousands separator ("$1,200" and "1200" agree). */
function numberCore(text: string): string {
  const digits = text.replace(/[^\d.,]/g, '').replace(/,(?=\d{3}\b)/g, '');
  return digits.replace(/,/g, '.').replace(/\.$/, '');
}

/** A word as compared: lower case, without a possessive ending ("Google's" is "google"). */
function wordKey(word: string): string {
  return word.toLowerCase().replace(/['’]s$/, '');
}

function urlKey(url: string): string {
  return url
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

/** Whether the word opens a sentence, a line or a list item (its capital then says nothing). */
function opensSentence(text: string, start: number): boolean {
  const before = text.slice(0, start);
  const last = before.replace(/[ \t"“‘'(]+$/, '');
  return last === '' || /[\n.!?:;•·–—-]$/.test(last);
}

/** Whether a word reads as a name: a capital letter after the first, or a capital not opening a sentence. */
function looksLikeName(word: string, text: string, start: number): boolean {
  if (!/\p{Lu}/u.test(word) || word === 'I') {
    return false;
  }
  if (/\p{Lu}/u.test(word.slice(1)) || /\d/.test(word)) {
    return true;
  }
  return !opensSentence(text, start);
}

type Known = { words: Set<string>; numbers: Set<string>; lower: string };

function knownOf(text: string): Known {
  const words = new Set<string>();
  const numbers = new Set<string>();
  for (const token of tokens(text)) {
    if (token.kind === 'number') {
      numbers.add(numberCore(token.text));
    } else if (token.kind === 'word') {
      const key = wordKey(token.text);
      words.add(key);
      for (const part of key.split(/[-.'’/]/)) {
        words.add(part);
      }
      const spelled = numberWords[key];
      if (spelled) {
        numbers.add(spelled);
      }
    }
  }
  return { words, numbers, lower: text.toLowerCase() };
}

/** Whether a name is backed: the whole word, or each of its capitalised parts ("AWS-based"). */
function knownName(word: string, known: Known): boolean {
  const key = wordKey(word);
  if (known.words.has(key)) {
    return true;
  }
  const parts = word.split(/[-'’/]/).filter((part) => /\p{Lu}/u.test(part));
  return parts.length > 0 && parts.every((part) => known.words.has(wordKey(part)));
}

/**
 * The places in `rewrite` (plain text) that `known` (the field's text and the
 * rest of the resume) does not back: numbers by value, URLs without their
 * scheme, email addresses and names without regard to case.
 */
export function flaggedSpans(rewrite: string, known: string): FlaggedSpan[] {
  const backing = knownOf(known);
  const flagged: FlaggedSpan[] = [];
  for (const token of tokens(rewrite)) {
    const { start, end, text } = token;
    switch (token.kind) {
      case 'number':
        if (!backing.numbers.has(numberCore(text))) {
          flagged.push({ start, end, text, kind: 'number' });
        }
        break;
      case 'url':
        if (!backing.lower.includes(urlKey(text))) {
          flagged.push({ start, end, text, kind: 'url' });
        }
        break;
      case 'email':
        if (!backing.lower.includes(text.toLowerCase())) {
          flagged.push({ start, end, text, kind: 'email' });
        }
        break;
      case 'name':
      case 'word':
        if (looksLikeName(text, rewrite, start) && !knownName(text, backing)) {
          flagged.push({ start, end, text, kind: 'name' });
        }
        break;
    }
  }
  return flagged;
}

/** The facts the rewrite adds, each once (by its text, whatever the case), in order. */
export function inventedFacts(rewrite: string, known: string): InventedFact[] {
  const seen = new Set<string>();
  const facts: InventedFact[] = [];
  for (const { text, kind } of flaggedSpans(rewrite, known)) {
    const key = text.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      facts.push({ text, kind });
    }
  }
  return facts;
}
