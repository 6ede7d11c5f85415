import { isDeepStrictEqual } from 'node:util';

import { itemSectionKeys, type ResumeData } from '@vitae/schema';

/** What changed in one section (or the basics, or the design) between two documents. */
export type SectionChange = {
  /** `basics`, `summary`, an item section's key, `custom.<id>` or `metadata` (design and layout). */
  section: string;
  /** The section's name as the newer document shows it ("Experience"). */
  name: string;
  added: number;
  removed: number;
  /** Items edited; for the basics, the summary and the design, 1 when anything in them changed. */
  edited: number;
};

/** What a version changed since the one before it (docs/resume.md#history). */
export type VersionChanges = {
  sections: SectionChange[];
  wordsAdded: number;
  wordsRemoved: number;
  /** The template before and after, when it changed. */
  template?: { from: string; to: string };
};

type Item = { id?: string } & Record<string, unknown>;
type ItemSection = { name?: string; items?: Item[] } & Record<string, unknown>;

/** Counts item changes by item id; an id on both sides whose content differs is edited. */
function itemChanges(before: ItemSection | undefined, after: ItemSection | undefined) {
  const old = new Map((before?.items ?? []).map((item, index) => [item.id ?? `#${index}`, item]));
  let added = 0;
  let edited = 0;
  const seen = new Set<string>();
  (after?.items ?? []).forEach((item, index) => {
    const id = item.id ?? `#${index}`;
    seen.add(id);
    const previous = old.get(id);
    if (!previous) {
      added += 1;
    } else if (!isDeepStrictEqual(previous, item)) {
      edited += 1;
    }
  });
  const removed = [...old.keys()].filter((id) => !seen.has(id)).length;
  const { items: beforeItems, ...beforeHeader } = before ?? {};
  const { items: afterItems, ...afterHeader } = after ?? {};
  void beforeItems;
  void afterItems;
  // A renamed, hidden or re-columned section with no item change still counts as edited once.
  if (
    added + removed + edited === 0 &&
    before &&
    after &&
    !isDeepStrictEqual(beforeHeader, afterHeader)
  ) {
    edited = 1;
  }
  return { added, removed, edited };
}

/** The words of every text of a value: rich text without its tags, each string's words. */
export function wordsOf(value: unknown, into: Map<string, number>) {
  if (typeof value === 'string') {
    const text = value.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
    for (const word of text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu) ?? []) {
      into.set(word, (into.get(word) ?? 0) + 1);
    }
  } else if (Array.isArray(value)) {
    value.forEach((item) => wordsOf(item, into));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // Ids, links and colours are not words a person wrote.
      if (key !== 'id' && key !== 'url' && key !== 'href' && key !== 'icon') {
        wordsOf(item, into);
      }
    }
  }
}

/** The words of the text a reader sees: the basics and the sections (not the notes or the design). */
function wordCounts(data: ResumeData): Map<string, number> {
  const words = new Map<string, number>();
  wordsOf(data.basics, words);
  wordsOf(data.sections, words);
  return words;
}

/** The words added and removed between two counts of words, as multisets. */
export function wordChanges(old: Map<string, number>, now: Map<string, number>) {
  let wordsAdded = 0;
  let wordsRemoved = 0;
  for (const [word, count] of now) {
    wordsAdded += Math.max(0, count - (old.get(word) ?? 0));
  }
  for (const [word, count] of old) {
    wordsRemoved += Math.max(0, count - (now.get(word) ?? 0));
  }
  return { wordsAdded, wordsRemoved };
}

/** Compares two documents: sections and items added, removed and edited; words added and removed. */
export function compareDocuments(before: ResumeData, after: ResumeData): VersionChanges {
  const sections: SectionChange[] = [];
  const push = (section: string, name: string, counts: Omit<SectionChange, 'section' | 'name'>) => {
    if (counts.added + counts.removed + counts.edited > 0) {
      sections.push({ section, name, ...counts });
    }
  };
  const changedOnce = (a: unknown, b: unknown) => ({
    added: 0,
    removed: 0,
    edited: isDeepStrictEqual(a, b) ? 0 : 1,
  });
  push('basics', 'Basics', changedOnce(before.basics, after.basics));
  push(
    'summary',
    after.sections.summary.name,
    changedOnce(before.sections.summary, after.sections.summary),
  );
  for (const key of itemSectionKeys) {
    const was = before.sections[key] as unknown as ItemSection;
    const now = after.sections[key] as unknown as ItemSection;
    push(key, String(now.name ?? key), itemChanges(was, now));
  }
  const customIds = new Set([
    ...Object.keys(before.sections.custom ?? {}),
    ...Object.keys(after.sections.custom ?? {}),
  ]);
  for (const id of customIds) {
    const was = before.sections.custom?.[id] as unknown as ItemSection | undefined;
    const now = after.sections.custom?.[id] as unknown as ItemSection | undefined;
    push(`custom.${id}`, String(now?.name ?? was?.name ?? id), itemChanges(was, now));
  }
  push('metadata', 'Design', changedOnce(before.metadata, after.metadata));

  const changes: VersionChanges = {
    sections,
    ...wordChanges(wordCounts(before), wordCounts(after)),
  };
  if (before.metadata.template !== after.metadata.template) {
    changes.template = { from: before.metadata.template, to: after.metadata.template };
  }
  return changes;
}

/** The parts that are edited as a whole, never item by item: a resume's, and every part of a letter's. */
const wholeParts = new Set([
  'basics',
  'summary',
  'metadata',
  ...['sender', 'recipient', 'date', 'subject', 'salutation', 'body', 'closing', 'signature'],
]);

/** The one-line summary of a version's changes, in English (the web builds its own from the parts). */
export function summaryLine(changes: VersionChanges | null): string {
  if (!changes) {
    return 'No changes';
  }
  const parts = changes.sections.map(({ section, name, added, removed, edited }) => {
    const counts = [
      added ? `${added} added` : '',
      removed ? `${removed} removed` : '',
      edited ? `${edited} edited` : '',
    ].filter(Boolean);
    return wholeParts.has(section) ? `${name} edited` : `${name}: ${counts.join(', ')}`;
  });
  if (changes.template) {
    parts.push(`template ${changes.template.from} → ${changes.template.to}`);
  }
  if (changes.wordsAdded || changes.wordsRemoved) {
    parts.push(`+${changes.wordsAdded} / −${changes.wordsRemoved} words`);
  }
  return parts.length ? parts.join(' · ') : 'No changes';
}
