import model from 'wink-eng-lite-web-model';
import winkNlp from 'wink-nlp';

import { genericWords, knownTerms, matchKey, matchWords } from './match-words';

/** What kind of thing a posting asks for (docs/ats.md#job-description-match). */
export type TermKind = 'tool' | 'phrase' | 'degree' | 'certification';

/** A term of the posting, before the resume is looked at. */
export type PostingTermDraft = {
  /** As the posting first writes it ("Node.js", "event-driven architecture"). */
  term: string;
  /** The term's words as the match compares them (`matchKey`). */
  key: string;
  kind: TermKind;
  /** How often the posting names it. */
  count: number;
  /** 1.5 where a sentence asks for it ("required", "must"), 0.5 where it is a plus, else 1. */
  stress: number;
};

/** A word of a sentence as the match reads it: wink's tokens joined where a name has marks. */
type TaggedWord = {
  text: string;
  /** Universal part of speech: NOUN, PROPN, ADJ, VERB, … */
  pos: string;
  /** The sentence's first word: a capital there says nothing. */
  first: boolean;
  /** A comma, colon, bracket or full stop follows: a phrase ends here. */
  breakAfter: boolean;
};

const asked = /\b(?:must|required|requirements?|essential|you have|you bring|you will|need)\b/i;
const aPlus =
  /\b(?:a plus|nice to have|bonus|preferred|ideally|desirable|is an advantage|would be great)\b/i;

/** The weight a sentence gives the terms it names. */
function stressOf(sentence: string): number {
  if (aPlus.test(sentence)) {
    return 0.5;
  }
  return asked.test(sentence) ? 1.5 : 1;
}

/** A name by its spelling, not only its capital: an acronym, inner capitals, marks ("AWS", "GraphQL", "C++"). */
function isSpelledName(text: string): boolean {
  return (/[+#./\d]/.test(text) && /\p{L}/u.test(text)) || /\p{Lu}.*\p{Lu}/u.test(text);
}

/** A word that names a thing on its own: a proper noun or a spelled name; not a capital that starts a sentence. */
function isNameLike(word: TaggedWord): boolean {
  return isSpelledName(word.text) || (word.pos === 'PROPN' && !word.first);
}

const isNoun = (word: TaggedWord) => word.pos === 'NOUN' || word.pos === 'PROPN';
const isModifier = (word: TaggedWord) => word.pos === 'ADJ';

/** Marks that join tokens into one name when nothing parts them: "Node.js", "CI/CD", "C++", "event-driven". */
const joiners = new Set(['.', '/', '+', '#', '-', "'s", '++']);
const breakers = /^[,;:()[\]!?.…–—]$/;

/**
 * The words of a sentence from wink's tokens: a name written with marks is
 * one word ("Node.js" is three tokens to wink), its part of speech a proper
 * noun; a hyphenated word is a noun if its last part is one, else a modifier.
 */
function sentenceWords(values: string[], tags: string[], spaces: string[]): TaggedWord[] {
  const words: TaggedWord[] = [];
  for (let index = 0; index < values.length; index += 1) {
    let text = values[index];
    let pos = tags[index];
    let marked = false;
    let hyphenated = false;
    while (
      index + 1 < values.length &&
      spaces[index + 1] === '' &&
      (joiners.has(values[index + 1]) || joiners.has(values[index]) || /[+#./-]$/.test(text)) &&
      !(values[index + 1] === '.' && (index + 2 >= values.length || spaces[index + 2] !== ''))
    ) {
      index += 1;
      const next = values[index];
      marked ||= /^[./+#]|^\+\+$/.test(next);
      hyphenated ||= next === '-';
      text += next;
      if (/[\p{L}\p{N}]/u.test(next)) {
        pos = hyphenated && !marked ? (tags[index] === 'NOUN' ? 'NOUN' : 'ADJ') : pos;
      }
    }
    if (breakers.test(text) || tags[index] === 'PUNCT') {
      if (words.length > 0) {
        words[words.length - 1].breakAfter = true;
      }
      continue;
    }
    if (marked && /\p{L}/u.test(text)) {
      pos = 'PROPN';
    }
    words.push({ text, pos, first: words.length === 0, breakAfter: false });
  }
  return words;
}

type Found = { term: string; kind: TermKind; stress: number };

/**
 * The noun phrases of a sentence, as compromise tags it: runs of adjectives
 * and nouns, cut at punctuation, without generic words in front. A name-like
 * word in a phrase is a term of its own; the phrase is one too when it is
 * more than a name and a generic word ("PostgreSQL schemas" gives PostgreSQL).
 */
function phrasesOf(words: TaggedWord[], stress: number, found: Found[]): void {
  const run: TaggedWord[] = [];
  const flush = () => {
    while (run.length > 0 && genericWords.has(run[0].text.toLowerCase())) {
      run.shift();
    }
    // A run ends on a noun: "event-driven architecture", not "driven".
    while (run.length > 0 && !isNoun(run[run.length - 1])) {
      run.pop();
    }
    const parts = [...run];
    run.length = 0;
    if (parts.length === 0) {
      return;
    }
    const names = parts.filter(isNameLike);
    // In a run of capitalised words ("Computer Science") only the run is a term, with
    // the spelled names in it ("AWS" of "AWS Certified Solutions Architect").
    // In a run that mixes names and common words ("Kubernetes clusters"), each name is one too.
    const titled = parts.every(({ text }) => /^\p{Lu}/u.test(text));
    const singles =
      parts.length === 1
        ? names
        : names.filter(({ text }) => (isSpelledName(text) && text.length > 2) || !titled);
    for (const { text } of singles) {
      found.push({ term: text, kind: 'tool', stress });
    }
    if (parts.length < 2) {
      return;
    }
    const phrase = parts.map(({ text }) => text).join(' ');
    if (/\bcertifi(?:ed|cation|cate)\b/i.test(phrase)) {
      found.push({ term: phrase, kind: 'certification', stress });
      return;
    }
    const spelled = parts.filter(({ text }) => isSpelledName(text));
    const meaningful = parts.filter(({ text }) => !genericWords.has(text.toLowerCase()));
    // "PostgreSQL schemas" is PostgreSQL; "REST APIs" and "communication skills" are phrases.
    const phraseOf = spelled.length > 0 ? names.length === parts.length : meaningful.length >= 1;
    if (parts.length <= 4 && phraseOf) {
      found.push({ term: phrase, kind: 'phrase', stress });
    }
  };
  for (const word of words) {
    const takes =
      (isNoun(word) || isModifier(word) || isNameLike(word)) && /\p{L}/u.test(word.text);
    if (takes) {
      run.push(word);
      if (word.breakAfter) {
        flush();
      }
    } else {
      flush();
    }
  }
  flush();
}

const degreePattern =
  /\b(?:bachelor(?:'s|s)?|master(?:'s|s)?|ph\.?\s?d\.?|doctorate|mba|b\.?sc?\.?|m\.?sc\.?)(?:\s+degree)?(?:\s+(?:in|of)\s+((?:[A-Z][\p{L}-]*|and|&)(?:\s+(?:[A-Z][\p{L}-]*|and|&))*))?/giu;

const degreeWords = new Set(['bachelor', 'master', 'phd', 'doctorate', 'mba']);

/** Degrees a sentence asks for: "Bachelor's degree in Computer Science", "MSc". */
function degreesOf(sentence: string, stress: number, found: Found[]): void {
  for (const match of sentence.matchAll(degreePattern)) {
    const [whole, field] = match;
    const degree = field
      ? whole.slice(0, whole.length - field.length).replace(/\s+(?:in|of)\s+$/i, '')
      : whole;
    found.push({ term: degree.trim(), kind: 'degree', stress });
  }
}

/** A text as a regular expression that matches it literally. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

let knownKeyList: (readonly [string, string])[] | undefined;

/** Each known term with its compared words, worked out once. */
function knownKeys(): readonly (readonly [string, string])[] {
  knownKeyList ??= knownTerms.map((known) => [known, matchKey(known)] as const);
  return knownKeyList;
}

/** Known names written in lower case, or in a posting the NLP library does not read. */
function knownOf(sentence: string, stress: number, found: Found[]): void {
  const key = matchKey(sentence);
  for (const [known, knownKey] of knownKeys()) {
    if (key.includes(knownKey)) {
      // As the posting writes it where it can be found ("Go", "Machine learning").
      const written = new RegExp(
        `(?<![\\p{L}\\p{N}])${escaped(known)}(?![\\p{L}\\p{N}])`,
        'iu',
      ).exec(sentence);
      const term = written?.[0] ?? known;
      found.push({ term, kind: known.includes(' ') ? 'phrase' : 'tool', stress });
    }
  }
}

/** For postings not in English: names by their shape only (capitals inside, marks, acronyms). */
function shapesOf(sentence: string, stress: number, found: Found[]): void {
  for (const match of sentence.matchAll(
    /[\p{L}\p{N}][\p{L}\p{N}+#]*(?:[./][\p{L}\p{N}+#]+)*(?:\+\+|#)?/gu,
  )) {
    const text = match[0];
    const named =
      (/\p{L}/u.test(text) && /[+#./]|\d/.test(text) && text.length > 1) ||
      /^\p{Lu}{2,}$/u.test(text) ||
      /^\p{L}+\p{Lu}\p{L}*$/u.test(text);
    if (named && !genericWords.has(text.toLowerCase())) {
      found.push({ term: text, kind: 'tool', stress });
    }
  }
}

const innerDot = /(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu;
const leader = '\u2024';

let loaded: ReturnType<typeof winkNlp> | undefined;

/** wink with its English model, made once: sentences and parts of speech are all the match asks. */
function reader(): ReturnType<typeof winkNlp> {
  loaded ??= winkNlp(model, ['sbd', 'pos']);
  return loaded;
}

/** How a posting's terms were found: by the NLP library, or by shape for a language it lacks. */
export type TermMethod = 'nlp' | 'shape';

/** Whether the NLP library reads this language (BCP 47: "en", "en-GB"). */
export function readsLanguage(language: string): boolean {
  return /^en\b/i.test(language);
}

/**
 * The terms of a posting, each once (by its compared words), weighted by how
 * often and how strongly the posting names them; words in `exclude` (the
 * company's name) are not terms.
 */
export function postingTerms(
  posting: string,
  { language, exclude = [] }: { language: string; exclude?: readonly string[] },
): { terms: PostingTermDraft[]; method: TermMethod } {
  const method: TermMethod = readsLanguage(language) ? 'nlp' : 'shape';
  const excluded = new Set(exclude.map(matchKey).filter((key) => key !== ''));
  const byKey = new Map<string, PostingTermDraft>();
  // Each sentence counts a term once, however many of the finders below name it.
  const add = (found: Found[]) => {
    const seen = new Set<string>();
    for (const { term, kind, stress } of found) {
      const key = matchKey(term);
      const words = matchWords(term);
      // A degree's word alone ("Bachelor's" of "Bachelor's degree") is the degree's finder's.
      const generic =
        words.every((word) => genericWords.has(word)) ||
        (kind === 'tool' && words.length === 1 && degreeWords.has(words[0]));
      if (key === '' || generic || excluded.has(key) || seen.has(key)) {
        continue;
      }
      seen.add(key);
      const known = byKey.get(key);
      if (!known) {
        byKey.set(key, { term, key, kind, count: 1, stress });
        continue;
      }
      known.count += 1;
      known.stress = Math.max(known.stress, stress);
      if (known.kind === 'phrase' && kind !== 'phrase') {
        known.kind = kind; // a name found in a phrase first is still a tool
      }
    }
  };
  if (method === 'nlp') {
    const wink = reader();
    const its = wink.its;
    // wink ends a sentence at the dot of "Node.js": a dot inside a word is read as a one-dot leader.
    const sentences = wink.readDoc(posting.replace(innerDot, leader)).sentences();
    for (let index = 0; index < sentences.length(); index += 1) {
      const sentence = sentences.itemAt(index);
      const text = sentence.out().replaceAll(leader, '.');
      const tokens = sentence.tokens();
      const words = sentenceWords(
        tokens.out(its.value).map((value) => value.replaceAll(leader, '.')),
        tokens.out(its.pos),
        tokens.out(its.precedingSpaces),
      );
      const stress = stressOf(text);
      const found: Found[] = [];
      degreesOf(text, stress, found);
      phrasesOf(words, stress, found);
      knownOf(text, stress, found);
      add(found);
    }
  } else {
    for (const sentence of posting.split(/(?<=[.!?])\s+|\n+/)) {
      const stress = stressOf(sentence);
      const found: Found[] = [];
      shapesOf(sentence, stress, found);
      knownOf(sentence, stress, found);
      add(found);
    }
  }
  return { terms: [...byKey.values()], method };
}
