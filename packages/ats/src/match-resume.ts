import { decodeEntities, type itemSectionKeys, type ResumeData } from '@vitae/schema';

import { matchKey } from './match-words';

/** Rich text's words: tags part words, the editor's entities decoded. */
function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '));
}

/** Where a term stands in the resume (docs/ats.md#job-description-match). */
export type TermPlace = {
  /** The section's key: "experience", "skills", "summary", "basics", "custom.<id>". */
  section: string;
  /** The section's name as the resume shows it. */
  sectionName: string;
  /** The item's id and its main field ("Acme", "Languages"); absent for the summary and basics. */
  itemId?: string;
  item?: string;
  /** The field: "summary", "position", "keywords", … */
  field: string;
  /** A skills or keywords list, not text that shows the term in use. */
  list: boolean;
};

/** A field of the resume with its words as the match compares them. */
export type ResumeField = TermPlace & { key: string };

type Item = { id: string; visible: boolean } & Record<string, unknown>;

/** For each item section: the field naming an item, its text fields, and whether it is a list. */
const itemFields: Record<
  string,
  { label: string; text: string[]; html: string[]; lists: string[] }
> = {
  experience: { label: 'company', text: ['company', 'position'], html: ['summary'], lists: [] },
  volunteer: {
    label: 'organization',
    text: ['organization', 'position'],
    html: ['summary'],
    lists: [],
  },
  projects: {
    label: 'name',
    text: ['name', 'description'],
    html: ['summary'],
    lists: ['keywords'],
  },
  education: {
    label: 'institution',
    text: ['institution', 'studyType', 'area'],
    html: ['summary'],
    lists: [],
  },
  certifications: { label: 'name', text: ['name', 'issuer'], html: ['summary'], lists: [] },
  awards: { label: 'title', text: ['title', 'awarder'], html: ['summary'], lists: [] },
  publications: { label: 'name', text: ['name', 'publisher'], html: ['summary'], lists: [] },
  languages: { label: 'name', text: ['name'], html: [], lists: [] },
  skills: { label: 'name', text: [], html: [], lists: ['name', 'description', 'keywords'] },
  interests: { label: 'name', text: [], html: [], lists: ['name', 'keywords'] },
};

const customFields = {
  label: 'name',
  text: ['name', 'description'],
  html: ['summary'],
  lists: ['keywords'],
};

/** Every visible field of the resume that can hold a term: text, rich text as text, and lists. */
export function resumeFields(resume: ResumeData): ResumeField[] {
  const fields: ResumeField[] = [];
  const push = (place: TermPlace, text: string) => {
    const key = matchKey(text);
    if (key !== '') {
      fields.push({ ...place, key });
    }
  };
  const { basics, sections } = resume;
  push(
    { section: 'basics', sectionName: 'Basics', field: 'headline', list: false },
    basics.headline,
  );
  if (sections.summary.visible) {
    push(
      { section: 'summary', sectionName: sections.summary.name, field: 'content', list: false },
      htmlToText(sections.summary.content),
    );
  }
  const readItems = (
    section: string,
    sectionName: string,
    items: readonly Item[],
    shape: typeof customFields,
  ) => {
    for (const item of items.filter((one) => one.visible)) {
      const base = { section, sectionName, itemId: item.id, item: String(item[shape.label] ?? '') };
      const text = (field: string) => {
        const value = item[field];
        return Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : '';
      };
      shape.text.forEach((field) => push({ ...base, field, list: false }, text(field)));
      shape.html.forEach((field) => push({ ...base, field, list: false }, htmlToText(text(field))));
      // Each keyword on its own, so "Go" next to "Docker" does not read as "go docker".
      shape.lists.forEach((field) => {
        const value = item[field];
        const entries = Array.isArray(value) ? value.map(String) : [text(field)];
        const key = entries.map((entry) => matchKey(entry)).join('|');
        if (key.replace(/\|/g, '') !== '') {
          fields.push({ ...base, field, list: true, key });
        }
      });
    }
  };
  for (const [key, shape] of Object.entries(itemFields)) {
    const section = sections[key as (typeof itemSectionKeys)[number]];
    if (section.visible) {
      readItems(key, section.name, section.items as unknown as Item[], shape);
    }
  }
  for (const custom of Object.values(sections.custom)) {
    if (custom.visible) {
      readItems(
        `custom.${custom.id}`,
        custom.name,
        custom.items as unknown as Item[],
        customFields,
      );
    }
  }
  return fields;
}
