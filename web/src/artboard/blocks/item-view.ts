import { type CustomSection, type ItemSectionKey, type ResumeData, type Url } from '@vitae/schema';

/**
 * One item of any section, in the terms the templates draw: a title, what
 * stands under it, the date and place on the right, then text. Every section
 * maps its own fields onto this, so a template styles one shape.
 */
export type ItemView = {
  id: string;
  title: string;
  subtitle: string;
  /** A third line under the subtitle, e.g. an education's score. */
  detail: string;
  date: string;
  location: string;
  /** Rich text. */
  summary: string;
  keywords: string[];
  /** 0 to 5; only skills and languages have one. */
  level: number;
  /** A profile's icon slug. */
  icon: string;
  url: Url;
  /** The link goes on the title rather than its own line (profiles: the user name is the link). */
  linkTitle: boolean;
  /** Never split across sheets (docs/templates.md#pagination). */
  keepTogether: boolean;
  /** Starts a new sheet (docs/templates.md#pagination). */
  breakBefore: boolean;
};

/** A section ready to draw: its id (as the layout names it), heading, grid columns and visible items. */
export type SectionView = {
  id: string;
  kind: string;
  name: string;
  columns: number;
  items: ItemView[];
  keepTogether: boolean;
  breakBefore: boolean;
};

const noUrl: Url = { label: '', href: '' };

function view(id: string, fields: Partial<Omit<ItemView, 'id'>>): ItemView {
  return {
    id,
    title: '',
    subtitle: '',
    detail: '',
    date: '',
    location: '',
    summary: '',
    keywords: [],
    level: 0,
    icon: '',
    url: noUrl,
    linkTitle: false,
    keepTogether: false,
    breakBefore: false,
    ...fields,
  };
}

const joinWith = (separator: string, ...parts: string[]) =>
  parts.filter((part) => part.trim() !== '').join(separator);

type Fields = Partial<Omit<ItemView, 'id'>>;
type ItemOf<K extends ItemSectionKey> = ResumeData['sections'][K]['items'][number];

/** How an item of each built-in section maps onto the drawn shape (docs/product.md#item-lists names the main fields). */
const builtInFields: { [K in ItemSectionKey]: (item: ItemOf<K>, separator: string) => Fields } = {
  awards: (i) => ({
    title: i.title,
    subtitle: i.awarder,
    date: i.date,
    summary: i.summary,
    url: i.url,
  }),
  certifications: (i) => ({
    title: i.name,
    subtitle: i.issuer,
    date: i.date,
    summary: i.summary,
    url: i.url,
  }),
  education: (i, separator) => ({
    title: i.institution,
    subtitle: joinWith(separator, i.studyType, i.area),
    detail: i.score,
    date: i.date,
    summary: i.summary,
    url: i.url,
  }),
  experience: (i) => ({
    title: i.company,
    subtitle: i.position,
    date: i.date,
    location: i.location,
    summary: i.summary,
    url: i.url,
  }),
  volunteer: (i) => ({
    title: i.organization,
    subtitle: i.position,
    date: i.date,
    location: i.location,
    summary: i.summary,
    url: i.url,
  }),
  interests: (i) => ({ title: i.name, keywords: i.keywords }),
  languages: (i) => ({ title: i.name, subtitle: i.description, level: i.level }),
  profiles: (i) => ({
    title: i.username,
    subtitle: i.network,
    icon: i.icon,
    url: i.url,
    linkTitle: true,
  }),
  projects: (i) => ({
    title: i.name,
    subtitle: i.description,
    date: i.date,
    summary: i.summary,
    keywords: i.keywords,
    url: i.url,
  }),
  publications: (i) => ({
    title: i.name,
    subtitle: i.publisher,
    date: i.date,
    summary: i.summary,
    url: i.url,
  }),
  references: (i) => ({ title: i.name, subtitle: i.description, summary: i.summary, url: i.url }),
  skills: (i) => ({ title: i.name, subtitle: i.description, level: i.level, keywords: i.keywords }),
};

/** The visible items of a list, each mapped onto the drawn shape. */
function visibleViews<
  T extends { id: string; visible: boolean; keepTogether?: boolean; breakBefore?: boolean },
>(items: readonly T[], fields: (item: T) => Fields): ItemView[] {
  return items
    .filter((i) => i.visible)
    .map((i) =>
      view(i.id, {
        ...fields(i),
        keepTogether: i.keepTogether === true,
        breakBefore: i.breakBefore === true,
      }),
    );
}

/** A section's own pagination options, false when absent. */
function paginationOf(section: { keepTogether?: boolean; breakBefore?: boolean }) {
  return {
    keepTogether: section.keepTogether === true,
    breakBefore: section.breakBefore === true,
  };
}

function builtInItems<K extends ItemSectionKey>(
  sections: ResumeData['sections'],
  key: K,
  separator: string,
): ItemView[] {
  const fields = builtInFields[key] as (item: ItemOf<K>, separator: string) => Fields;
  return visibleViews(sections[key].items as ItemOf<K>[], (i) => fields(i, separator));
}

function customItems(section: CustomSection): ItemView[] {
  return visibleViews(section.items, (i) => ({
    title: i.name,
    subtitle: i.description,
    date: i.date,
    location: i.location,
    summary: i.summary,
    keywords: i.keywords,
    url: i.url,
  }));
}

/**
 * The section a layout id names, ready to draw (`separator` joins list words
 * in the resume's language); null when it does not exist,
 * is hidden, or has nothing visible in it (an empty heading is noise on paper).
 */
export function sectionView(data: ResumeData, id: string, separator = ', '): SectionView | null {
  const { sections } = data;
  if (id === 'summary') {
    return null;
  }
  if (id.startsWith('custom.')) {
    const custom = sections.custom[id.slice('custom.'.length)];
    if (!custom || !custom.visible) {
      return null;
    }
    const items = customItems(custom);
    return items.length > 0
      ? {
          id,
          kind: 'custom',
          name: custom.name,
          columns: custom.columns,
          items,
          ...paginationOf(custom),
        }
      : null;
  }
  if (!(id in sections) || id === 'custom') {
    return null;
  }
  const key = id as ItemSectionKey;
  const section = sections[key];
  if (!section.visible) {
    return null;
  }
  const items = builtInItems(sections, key, separator);
  return items.length > 0
    ? {
        id,
        kind: key,
        name: section.name,
        columns: section.columns,
        items,
        ...paginationOf(section),
      }
    : null;
}
