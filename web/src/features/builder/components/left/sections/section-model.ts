import {
  awardSchema,
  certificationSchema,
  customItemSchema,
  customSectionLayoutId,
  customSectionSchema,
  educationSchema,
  experienceSchema,
  idSchema,
  interestSchema,
  type ItemSectionKey,
  languageSchema,
  profileSchema,
  projectSchema,
  publicationSchema,
  referenceSchema,
  type ResumeData,
  skillSchema,
  volunteerSchema,
} from '@vitae/schema';

import { getIn, setIn } from '../../../lib/resume-store';

/** Which kind of items a section holds: a built-in section's key, or `custom`. */
export type SectionKind = ItemSectionKey | 'custom';

/**
 * A section of the left pane that holds items: its kind, the path of the
 * section in the document and its id in `metadata.layout`.
 */
export type SectionRef = {
  kind: SectionKind;
  /** `sections.experience` or `sections.custom.<id>`. */
  path: string;
  /** `experience` or `custom.<id>`. */
  layoutId: string;
};

/**
 * A new cuid2 for an item or a custom section: the schema's own id default
 * (the web app does not depend on the generator directly).
 */
export function newId(): string {
  return idSchema.parse(undefined);
}

/** The built-in item sections in the pane's order (docs/product.md#panes). */
export const paneSectionKeys = [
  'profiles',
  'experience',
  'education',
  'skills',
  'languages',
  'awards',
  'certifications',
  'interests',
  'projects',
  'publications',
  'volunteer',
  'references',
] as const satisfies readonly ItemSectionKey[];

export function builtInRef(key: ItemSectionKey): SectionRef {
  return { kind: key, path: `sections.${key}`, layoutId: key };
}

export function customRef(id: string): SectionRef {
  return { kind: 'custom', path: `sections.custom.${id}`, layoutId: customSectionLayoutId(id) };
}

/** The anchor id of a section in the pane (`section-{id}`): dots are awkward in ids. */
export function anchorId(ref: SectionRef): string {
  return ref.layoutId.replace('.', '-');
}

/** Every item field, with what kind of input edits it. */
export type FieldKind = 'text' | 'url' | 'level' | 'summary' | 'keywords' | 'icon';

/** The item schema of each section kind (validation before a dialog saves). */
export const itemSchemas = {
  awards: awardSchema,
  certifications: certificationSchema,
  education: educationSchema,
  experience: experienceSchema,
  volunteer: volunteerSchema,
  interests: interestSchema,
  languages: languageSchema,
  profiles: profileSchema,
  projects: projectSchema,
  publications: publicationSchema,
  references: referenceSchema,
  skills: skillSchema,
  custom: customItemSchema,
} as const;

/** The fields a section's dialog shows, in order (docs/product.md#item-fields). */
export const sectionFields: Record<SectionKind, readonly string[]> = {
  profiles: ['network', 'username', 'icon', 'url'],
  experience: ['company', 'position', 'date', 'location', 'url', 'summary'],
  education: ['institution', 'studyType', 'area', 'score', 'date', 'url', 'summary'],
  skills: ['name', 'description', 'level', 'keywords'],
  languages: ['name', 'description', 'level'],
  awards: ['title', 'awarder', 'date', 'url', 'summary'],
  certifications: ['name', 'issuer', 'date', 'url', 'summary'],
  interests: ['name', 'keywords'],
  projects: ['name', 'description', 'date', 'url', 'summary', 'keywords'],
  publications: ['name', 'publisher', 'date', 'url', 'summary'],
  volunteer: ['organization', 'position', 'date', 'location', 'url', 'summary'],
  references: ['name', 'description', 'url', 'summary'],
  custom: ['name', 'description', 'date', 'location', 'url', 'summary', 'keywords'],
};

/** The input a field takes. */
export function fieldKind(field: string): FieldKind {
  switch (field) {
    case 'url':
      return 'url';
    case 'level':
      return 'level';
    case 'summary':
      return 'summary';
    case 'keywords':
      return 'keywords';
    case 'icon':
      return 'icon';
    default:
      return 'text';
  }
}

/** The required main fields (docs/product.md#resume-fields); skills and custom items have none. */
export function isRequired(kind: SectionKind, field: string): boolean {
  const shape = itemSchemas[kind].shape as Record<
    string,
    { safeParse(value: unknown): { success: boolean } }
  >;
  return fieldKind(field) === 'text' && !shape[field].safeParse('').success;
}

/** Any item of any section, as the dialog edits it. */
export type AnyItem = { id: string; visible: boolean } & Record<string, unknown>;

/** A blank item of a section: empty texts, an empty link, level 1, no keywords. */
export function blankItem(kind: SectionKind, id: string): AnyItem {
  const item: AnyItem = { id, visible: true };
  for (const field of sectionFields[kind]) {
    const input = fieldKind(field);
    item[field] =
      input === 'url'
        ? { label: '', href: '' }
        : input === 'level'
          ? 1
          : input === 'keywords'
            ? []
            : '';
  }
  return item;
}

/** What a row of the item list shows (docs/product.md#item-lists). */
export type ItemLine = { title: string; subtitle?: string; keywordCount?: number };

const lineFields: Record<SectionKind, [string, string]> = {
  profiles: ['network', 'username'],
  experience: ['company', 'position'],
  education: ['institution', 'area'],
  skills: ['name', 'description'],
  languages: ['name', 'description'],
  awards: ['title', 'awarder'],
  certifications: ['name', 'issuer'],
  interests: ['name', 'keywords'],
  projects: ['name', 'description'],
  publications: ['name', 'publisher'],
  volunteer: ['organization', 'position'],
  references: ['name', 'description'],
  custom: ['name', 'description'],
};

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The title and subtitle of an item's row: profiles network and username;
 * experience company and position; education institution and area; skills
 * name and description, else the count of keywords; interests name and
 * keyword count; and so on (docs/product.md#item-lists).
 */
export function itemLine(kind: SectionKind, item: Record<string, unknown>): ItemLine {
  const [titleField, subtitleField] = lineFields[kind];
  const title = textOf(item[titleField]);
  const keywords = Array.isArray(item.keywords) ? item.keywords.length : 0;
  if (kind === 'interests') {
    return { title, keywordCount: keywords };
  }
  const subtitle = textOf(item[subtitleField]);
  if (kind === 'skills' && !subtitle) {
    return { title, keywordCount: keywords };
  }
  return subtitle ? { title, subtitle } : { title };
}

// ---- Changes of the document (pure: each returns the new document) ----

type ItemList = { items: AnyItem[] };

function itemsAt(data: ResumeData, ref: SectionRef): AnyItem[] {
  return ((getIn(data, ref.path) as ItemList | undefined)?.items ?? []) as AnyItem[];
}

function withItems(data: ResumeData, ref: SectionRef, items: AnyItem[]): ResumeData {
  return setIn(data, `${ref.path}.items`, items);
}

/** Adds `item` at the end of the section. */
export function addItem(data: ResumeData, ref: SectionRef, item: AnyItem): ResumeData {
  return withItems(data, ref, [...itemsAt(data, ref), item]);
}

/** Replaces the item with `item.id`. */
export function updateItem(data: ResumeData, ref: SectionRef, item: AnyItem): ResumeData {
  return withItems(
    data,
    ref,
    itemsAt(data, ref).map((each) => (each.id === item.id ? item : each)),
  );
}

/** Puts `copy` (with its new id) right after the item `originalId`. */
export function insertCopy(
  data: ResumeData,
  ref: SectionRef,
  originalId: string,
  copy: AnyItem,
): ResumeData {
  const items = itemsAt(data, ref);
  const at = items.findIndex((each) => each.id === originalId);
  const next = [...items];
  next.splice(at === -1 ? items.length : at + 1, 0, copy);
  return withItems(data, ref, next);
}

export function deleteItem(data: ResumeData, ref: SectionRef, id: string): ResumeData {
  return withItems(
    data,
    ref,
    itemsAt(data, ref).filter((each) => each.id !== id),
  );
}

export function toggleItem(data: ResumeData, ref: SectionRef, id: string): ResumeData {
  return withItems(
    data,
    ref,
    itemsAt(data, ref).map((each) => (each.id === id ? { ...each, visible: !each.visible } : each)),
  );
}

/** Sets an item's pagination option (docs/templates.md#pagination); false is stored as absent. */
export function setItemOption(
  data: ResumeData,
  ref: SectionRef,
  id: string,
  option: 'keepTogether' | 'breakBefore',
  value: boolean,
): ResumeData {
  return withItems(
    data,
    ref,
    itemsAt(data, ref).map((each) => {
      if (each.id !== id) {
        return each;
      }
      const { [option]: _previous, ...rest } = each;
      return value ? { ...rest, [option]: true } : rest;
    }),
  );
}

/** Moves the item `activeId` to where `overId` is (a drag's end). */
export function moveItem(
  data: ResumeData,
  ref: SectionRef,
  activeId: string,
  overId: string,
): ResumeData {
  const items = itemsAt(data, ref);
  const from = items.findIndex((each) => each.id === activeId);
  const to = items.findIndex((each) => each.id === overId);
  if (from === -1 || to === -1 || from === to) {
    return data;
  }
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return withItems(data, ref, next);
}

/** Reset (docs/product.md#section-actions): the section keeps its name and settings, its items are gone. */
export function resetItems(data: ResumeData, ref: SectionRef): ResumeData {
  return itemsAt(data, ref).length === 0 ? data : withItems(data, ref, []);
}

/**
 * "Add a new section" (docs/product.md#section-actions): a custom section named "Custom Section", one
 * column, visible, no items, put at the end of the last page's first column.
 */
export function addCustomSection(data: ResumeData, id: string): ResumeData {
  const section = customSectionSchema.parse({ id });
  const layoutId = customSectionLayoutId(id);
  const pages = data.metadata.layout;
  const layout =
    pages.length === 0
      ? [[[layoutId], []]]
      : pages.map((page, index) =>
          index === pages.length - 1
            ? page.length === 0
              ? [[layoutId]]
              : page.map((column, at) => (at === 0 ? [...column, layoutId] : column))
            : page,
        );
  return {
    ...data,
    sections: { ...data.sections, custom: { ...data.sections.custom, [id]: section } },
    metadata: { ...data.metadata, layout },
  };
}

/**
 * Remove (docs/product.md#section-actions): only custom sections (layout ids starting with "custom."),
 * gone from the sections and from every column of the layout.
 */
export function removeCustomSection(data: ResumeData, layoutId: string): ResumeData {
  if (!layoutId.startsWith('custom.')) {
    return data;
  }
  const id = layoutId.slice('custom.'.length);
  const custom = Object.fromEntries(
    Object.entries(data.sections.custom).filter(([key]) => key !== id),
  );
  const layout = data.metadata.layout.map((page) =>
    page.map((column) => column.filter((each) => each !== layoutId)),
  );
  return {
    ...data,
    sections: { ...data.sections, custom },
    metadata: { ...data.metadata, layout },
  };
}
