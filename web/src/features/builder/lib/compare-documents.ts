import { itemSectionKeys, type ResumeData } from '@vitae/schema';

/** One item of a section as the comparison reads it: a label and its words. */
export type ComparedText = { id: string; label: string; text: string };

/** How an item changed between the older and the newer document. */
export type ItemChange =
  | { kind: 'same'; id: string; label: string; text: string }
  | { kind: 'added'; id: string; label: string; text: string }
  | { kind: 'removed'; id: string; label: string; text: string }
  | { kind: 'changed'; id: string; label: string; before: string; after: string };

/** A section of the comparison: its heading (the newer one's) and its items in order. */
export type SectionChange = { key: string; name: string; items: ItemChange[] };

const skippedKeys = new Set(['id', 'visible', 'hidden', 'columns', 'separateLinks', 'icon']);

/** Rich text's words without its tags (`<p>a</p><p>b</p>` → `a b`). */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every string under `value` but ids and switches, in the order of its keys, as one line. */
function wordsOf(value: unknown): string[] {
  if (typeof value === 'string') {
    const text = plainText(value);
    return text ? [text] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap(wordsOf);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !skippedKeys.has(key))
      .flatMap(([, inner]) => wordsOf(inner));
  }
  return [];
}

type Section = { key: string; name: string; items: ComparedText[] };

function itemsOf(items: unknown[]): ComparedText[] {
  return items.map((item, index) => {
    const words = wordsOf(item);
    const id = (item as { id?: unknown }).id;
    return {
      id: typeof id === 'string' ? id : String(index),
      label: words[0] ?? '',
      text: words.join(' · '),
    };
  });
}

/** The parts of a document the comparison shows: the basics, the summary, each item section. */
export function sectionsOf(data: ResumeData): Section[] {
  const basics = { ...data.basics, picture: undefined };
  const sections: Section[] = [
    {
      key: 'basics',
      name: data.basics.name,
      items: [{ id: 'basics', label: data.basics.name, text: wordsOf(basics).join(' · ') }],
    },
    {
      key: 'summary',
      name: data.sections.summary.name,
      items: [
        {
          id: 'summary',
          label: data.sections.summary.name,
          text: plainText(data.sections.summary.content),
        },
      ],
    },
  ];
  for (const key of itemSectionKeys) {
    const section = data.sections[key];
    sections.push({ key, name: section.name, items: itemsOf(section.items) });
  }
  for (const [id, section] of Object.entries(data.sections.custom)) {
    sections.push({ key: `custom.${id}`, name: section.name, items: itemsOf(section.items) });
  }
  return sections;
}

/**
 * The two documents side by side, section by section and item by item (by
 * id): what was added, removed, changed or kept. Sections with nothing in
 * either are left out. The word-level marks are drawn by the comparison
 * dialog with jsdiff (docs/web.md#the-history-panel).
 */
export function compareDocuments(older: ResumeData, newer: ResumeData): SectionChange[] {
  const before = new Map(sectionsOf(older).map((section) => [section.key, section]));
  const result: SectionChange[] = [];
  const keys = [...new Set([...sectionsOf(newer).map((section) => section.key), ...before.keys()])];
  const after = new Map(sectionsOf(newer).map((section) => [section.key, section]));
  for (const key of keys) {
    const old = before.get(key);
    const next = after.get(key);
    const oldItems = new Map((old?.items ?? []).map((item) => [item.id, item]));
    const items: ItemChange[] = [];
    for (const item of next?.items ?? []) {
      const previous = oldItems.get(item.id);
      if (!previous || !previous.text) {
        if (item.text) {
          items.push({ kind: 'added', ...item });
        }
      } else if (previous.text === item.text) {
        items.push({ kind: 'same', ...item });
      } else if (!item.text) {
        items.push({ kind: 'removed', ...previous });
      } else {
        items.push({
          kind: 'changed',
          id: item.id,
          label: item.label || previous.label,
          before: previous.text,
          after: item.text,
        });
      }
      oldItems.delete(item.id);
    }
    for (const item of oldItems.values()) {
      if (item.text) {
        items.push({ kind: 'removed', ...item });
      }
    }
    if (items.length > 0) {
      result.push({ key, name: next?.name ?? old?.name ?? key, items });
    }
  }
  return result;
}
