import { decodeEntities } from '../../export/html-to-text';
import { type ResumeData } from '../../resume-data';

/** How much of a resume an import brought back: fields equal, fields counted, and which were not. */
export type ImportScore = { matched: number; total: number; ratio: number; misses: string[] };

type Item = Record<string, unknown>;
type Field = { name: string; value: (item: Item) => string };

/** Text as it is compared: HTML tags and entities gone, dashes alike, whitespace collapsed, lowercase. */
function normalise(value: unknown): string {
  return decodeEntities(String(value ?? '').replace(/<[^>]*>/g, ' '))
    .normalize('NFKC')
    .replace(/[‐‑‒–—―]/gu, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase();
}

const text =
  (key: string): Field['value'] =>
  (item) =>
    normalise(item[key]);

/** Keywords compare as a set: their order on the page is the list's, but a reader may not keep it. */
const keywords: Field = {
  name: 'keywords',
  value: (item) =>
    (Array.isArray(item.keywords) ? item.keywords : [])
      .map(normalise)
      .filter(Boolean)
      .sort()
      .join(' | '),
};

const fields = (...keys: string[]): Field[] => keys.map((key) => ({ name: key, value: text(key) }));

/**
 * The fields counted for each section's items: what a template prints as
 * text and an import can read back. The degree is one field (studyType and
 * area are printed together, "Master of Science, Distributed Systems").
 * Levels are drawn (dots, bars), not written, so they are not counted; nor
 * are summaries of items, urls of items or keywords of projects, which the
 * score leaves to the item's main fields.
 */
const sectionFields: Record<string, Field[]> = {
  profiles: fields('network', 'username'),
  experience: fields('company', 'position', 'date', 'location'),
  education: [
    ...fields('institution'),
    {
      name: 'studyType/area',
      value: (item) =>
        normalise([item.studyType, item.area].filter((part) => normalise(part) !== '').join(', ')),
    },
    ...fields('date'),
  ],
  projects: fields('name', 'description', 'date'),
  skills: [...fields('name'), keywords],
  languages: fields('name', 'description'),
  interests: [...fields('name'), keywords],
  awards: fields('title', 'awarder', 'date'),
  certifications: fields('name', 'issuer', 'date'),
  publications: fields('name', 'publisher', 'date'),
  volunteer: fields('organization', 'position', 'date'),
  references: fields('name', 'description'),
};

/** The number of fields two items agree on, among those the expected item has. */
function agreement(expected: Item, found: Item, list: readonly Field[]): number {
  return list.filter((field) => {
    const value = field.value(expected);
    return value !== '' && value === field.value(found);
  }).length;
}

const visibleItems = (section: unknown): Item[] => {
  const { visible, items } = (section ?? {}) as { visible?: boolean; items?: unknown };
  if (visible === false || !Array.isArray(items)) {
    return [];
  }
  return (items as Item[]).filter((item) => item.visible !== false);
};

/**
 * A field-level score of an import against the resume it was printed from
 * (docs/import-export.md#pdf-and-word): how many of the printed fields came
 * back equal. Text is compared normalised (HTML stripped, whitespace
 * collapsed, case and dash shapes ignored), so "<p>Text</p>" equals "text".
 *
 * Counted: the basics (name, headline, email, phone, location, url.href), the
 * summary's text, and for each section the key fields of each item (see
 * `sectionFields`: company, position, date and location of a job; school,
 * degree and date; name, description and date of a project; name and keywords
 * of a skill or interest; name and description of a language; the title and
 * awarder, name and issuer, or name and publisher, and the date, of an award,
 * certificate or publication; organisation, position and date of
 * volunteering; network and username of a profile; name and description of a
 * reference).
 * Only what a template prints counts: a hidden section or item, an empty
 * field, custom fields and the picture are left out.
 *
 * Items are paired by best match (most fields equal, earlier first), so an
 * import that reads a section's items in another order loses nothing, and
 * one that splits or merges items loses the fields of the items it got wrong.
 * What the import made up counts against it too: each non-empty counted
 * field of an item it read that pairs with none of the resume's, and of the
 * items of a custom section the resume does not have, adds one to the total
 * and nothing to the matches.
 */
export function scoreImport(expected: ResumeData, imported: ResumeData): ImportScore {
  let matched = 0;
  let total = 0;
  const misses: string[] = [];
  const compare = (path: string, want: string, got: string) => {
    if (want === '') {
      return;
    }
    total += 1;
    if (want === got) {
      matched += 1;
    } else {
      misses.push(`${path}: expected "${want}", got "${got}"`);
    }
  };

  const extra = (path: string, item: Item, list: readonly Field[]) => {
    for (const field of list) {
      const value = field.value(item);
      if (value !== '') {
        total += 1;
        misses.push(`${path}.${field.name}: not in the resume, got "${value}"`);
      }
    }
  };

  const basics = imported.basics;
  for (const key of ['name', 'headline', 'email', 'phone', 'location'] as const) {
    compare(`basics.${key}`, normalise(expected.basics[key]), normalise(basics[key]));
  }
  const href = (value: string) => normalise(value).replace(/\/+$/, '');
  compare('basics.url', href(expected.basics.url.href), href(basics.url.href));

  if (expected.sections.summary.visible !== false) {
    compare(
      'summary',
      normalise(expected.sections.summary.content),
      normalise(imported.sections.summary.content),
    );
  }

  const importedSections = imported.sections as unknown as Record<string, unknown>;
  const expectedSections = expected.sections as unknown as Record<string, unknown>;
  for (const [section, list] of Object.entries(sectionFields)) {
    const wanted = visibleItems(expectedSections[section]);
    const found = visibleItems(importedSections[section]);
    // Pair each expected item with the found item it agrees with most, best pairs first.
    const pairs: Array<{ want: number; got: number; score: number }> = [];
    wanted.forEach((want, i) =>
      found.forEach((got, j) => pairs.push({ want: i, got: j, score: agreement(want, got, list) })),
    );
    pairs.sort((a, b) => b.score - a.score || Math.abs(a.want - a.got) - Math.abs(b.want - b.got));
    const partner = new Map<number, number>();
    const taken = new Set<number>();
    for (const pair of pairs) {
      if (!partner.has(pair.want) && !taken.has(pair.got) && pair.score > 0) {
        partner.set(pair.want, pair.got);
        taken.add(pair.got);
      }
    }
    wanted.forEach((item, i) => {
      const j = partner.get(i);
      const other = j === undefined ? {} : found[j];
      for (const field of list) {
        compare(`${section}[${i}].${field.name}`, field.value(item), field.value(other));
      }
    });
    // An item read that the resume does not have (a job split in two) counts against the import.
    found.forEach((item, j) => {
      if (!taken.has(j)) {
        extra(`${section}[+${j}]`, item, list);
      }
    });
  }
  // So do sections the resume does not have (a bold line misread as a heading).
  const expectedCustom = new Set(Object.keys(expected.sections.custom));
  for (const [id, section] of Object.entries(imported.sections.custom)) {
    if (!expectedCustom.has(id)) {
      for (const item of visibleItems(section)) {
        extra(`custom.${id}`, item, fields('name', 'description', 'date'));
      }
    }
  }
  const ratio = total === 0 ? 1 : matched / total;
  return { matched, total, ratio, misses };
}
