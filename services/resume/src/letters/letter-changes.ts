import { isDeepStrictEqual } from 'node:util';

import { type LetterData } from '@vitae/schema';

import {
  type SectionChange,
  type VersionChanges,
  wordChanges,
  wordsOf,
} from '../versions/version-changes';

/** The parts of a letter a version's changes name, in the order the letter is read, with their names. */
const letterParts = [
  ['sender', 'Sender'],
  ['recipient', 'Recipient'],
  ['date', 'Date'],
  ['subject', 'Subject'],
  ['salutation', 'Salutation'],
  ['body', 'Body'],
  ['closing', 'Closing'],
  ['signature', 'Signature'],
  ['metadata', 'Design'],
] as const satisfies readonly (readonly [keyof LetterData, string])[];

/** The words of the text a reader sees: every part but the design and the notes. */
function wordCounts(data: LetterData): Map<string, number> {
  const words = new Map<string, number>();
  for (const [part] of letterParts) {
    if (part !== 'metadata') {
      wordsOf(data[part], words);
    }
  }
  return words;
}

/**
 * What a letter's version changed since the one before (docs/letters.md#history),
 * in the resume's shape: each part edited as a whole (1 when anything in it
 * changed), the words added and removed, and the template before and after.
 */
export function compareLetters(before: LetterData, after: LetterData): VersionChanges {
  const sections: SectionChange[] = letterParts
    .filter(([part]) => !isDeepStrictEqual(before[part], after[part]))
    .map(([section, name]) => ({ section, name, added: 0, removed: 0, edited: 1 }));
  const changes: VersionChanges = {
    sections,
    ...wordChanges(wordCounts(before), wordCounts(after)),
  };
  if (before.metadata.template !== after.metadata.template) {
    changes.template = { from: before.metadata.template, to: after.metadata.template };
  }
  return changes;
}
