import { own } from './context';

/**
 * The words a file uses for a skill's level and the model's level, 1 to 5
 * (docs/import-export.md#levels). Compared in lower case with spaces, dashes
 * and underscores alike.
 */
const skillLevels: Record<string, number> = {
  beginner: 1,
  novice: 1,
  basic: 1,
  learning: 1,
  elementary: 2,
  familiar: 2,
  'pre intermediate': 2,
  intermediate: 3,
  competent: 3,
  good: 3,
  'upper intermediate': 3,
  advanced: 4,
  proficient: 4,
  'very good': 4,
  strong: 4,
  expert: 5,
  master: 5,
  excellent: 5,
};

/**
 * A language's fluency as a level: the CEFR grades, LinkedIn's (and the ILR's)
 * proficiencies and the usual words (docs/import-export.md#levels).
 */
const languageLevels: Record<string, number> = {
  a1: 1,
  a2: 1,
  beginner: 1,
  novice: 1,
  basic: 1,
  elementary: 1,
  'elementary proficiency': 1,
  b1: 2,
  'limited working': 2,
  'limited working proficiency': 2,
  conversational: 2,
  'pre intermediate': 2,
  b2: 3,
  intermediate: 3,
  'upper intermediate': 3,
  'professional working': 3,
  'professional working proficiency': 3,
  good: 3,
  c1: 4,
  advanced: 4,
  fluent: 4,
  proficient: 4,
  'very good': 4,
  'full professional': 4,
  'full professional proficiency': 4,
  c2: 5,
  native: 5,
  bilingual: 5,
  'native or bilingual': 5,
  'native or bilingual proficiency': 5,
  'native speaker': 5,
  'mother tongue': 5,
  expert: 5,
  master: 5,
};

const normalise = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** A CEFR grade standing alone in the text: "C1", "Fluent (C1)", "B2 level". */
const cefrGrade = /(?:^|[^a-z0-9])([abc][12])(?![a-z0-9])/;

function levelFrom(table: Record<string, number>, text: unknown): number | undefined {
  if (typeof text !== 'string') {
    return undefined;
  }
  const words = normalise(text);
  const exact = own(table, words);
  if (exact !== undefined) {
    return exact;
  }
  const grade = cefrGrade.exec(words);
  return grade ? own(languageLevels, grade[1]) : undefined;
}

/** A skill's level for its level text ("Expert" → 5); undefined for words not in the table. */
export const skillLevel = (text: unknown) => levelFrom(skillLevels, text);

/** A language's level for its fluency text ("Native" → 5, "B2" → 3); undefined for words not in the table. */
export const languageLevel = (text: unknown) => levelFrom(languageLevels, text);
