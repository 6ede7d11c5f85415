// What a document export (DOCX, Markdown, plain text) writes: the resume as
// the artboard shows it, without its design. Sections come in the layout's
// order, page by page, each page's main column before its sidebar; hidden
// sections and items are left out, as are sections with nothing to show.

import { defaultSectionNames } from '../constants';
import { type ResumeData } from '../resume-data';
import { type Url } from '../shared';

/** The words an export writes itself: each section id's default heading in the resume's language (`custom` for any custom section). */
export type ExportHeadings = Partial<Record<keyof typeof defaultSectionNames, string>>;

/** One entry of a section, in the fields every format shares. */
export type OutlineItem = {
  /** The main field: company, institution, name, network… */
  title: string;
  /** The second line: position, degree and field, issuer… */
  subtitle: string;
  date: string;
  location: string;
  /** Extra text: a skill's or language's description, a reference's relation, an education's score. */
  description: string;
  url?: Url;
  /** Rich text (the editor's HTML). */
  summary: string;
  keywords: string[];
  /** A skill's or language's level, 1 to 5; absent when it has none or it is 0 (hidden). */
  level?: number;
};

export type OutlineSection = {
  /** `summary`, a built-in section id, or `custom.<id>`. */
  id: string;
  heading: string;
  /** The summary's rich text; empty for other sections. */
  content: string;
  items: OutlineItem[];
};

export type ResumeOutline = {
  language: string;
  name: string;
  headline: string;
  /** Email, phone, location, website and the custom fields, in that order; a link where it is one. */
  contacts: { text: string; href?: string }[];
  sections: OutlineSection[];
};

/**
 * The heading of a section: a name still equal to its English default is
 * the resume language's word for it (as the artboard does, docs/templates.md), a
 * name the person typed is kept.
 */
export function exportHeading(kind: string, name: string, headings: ExportHeadings): string {
  const key = kind as keyof typeof defaultSectionNames;
  return Object.prototype.hasOwnProperty.call(defaultSectionNames, kind) &&
    name === defaultSectionNames[key]
    ? (headings[key] ?? name)
    : name;
}

const join = (parts: string[], separator = ', ') =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(separator);

const blank = { subtitle: '', date: '', location: '', description: '', summary: '', keywords: [] };

type Items = ResumeData['sections'];

/** The fields of an item of each built-in section, as {@link OutlineItem}. */
const itemOf: {
  [K in Exclude<keyof Items, 'summary' | 'custom'>]: (
    item: Items[K]['items'][number],
  ) => OutlineItem;
} = {
  experience: (item) => ({
    ...blank,
    title: item.company,
    subtitle: item.position,
    date: item.date,
    location: item.location,
    url: item.url,
    summary: item.summary,
  }),
  education: (item) => ({
    ...blank,
    title: item.institution,
    subtitle: join([item.studyType, item.area]),
    date: item.date,
    description: item.score,
    url: item.url,
    summary: item.summary,
  }),
  volunteer: (item) => ({
    ...blank,
    title: item.organization,
    subtitle: item.position,
    date: item.date,
    location: item.location,
    url: item.url,
    summary: item.summary,
  }),
  awards: (item) => ({
    ...blank,
    title: item.title,
    subtitle: item.awarder,
    date: item.date,
    url: item.url,
    summary: item.summary,
  }),
  certifications: (item) => ({
    ...blank,
    title: item.name,
    subtitle: item.issuer,
    date: item.date,
    url: item.url,
    summary: item.summary,
  }),
  publications: (item) => ({
    ...blank,
    title: item.name,
    subtitle: item.publisher,
    date: item.date,
    url: item.url,
    summary: item.summary,
  }),
  projects: (item) => ({
    ...blank,
    title: item.name,
    subtitle: item.description,
    date: item.date,
    url: item.url,
    summary: item.summary,
    keywords: item.keywords,
  }),
  references: (item) => ({
    ...blank,
    title: item.name,
    subtitle: item.description,
    url: item.url,
    summary: item.summary,
  }),
  skills: (item) => ({
    ...blank,
    title: item.name,
    description: item.description,
    keywords: item.keywords,
    ...(item.level > 0 ? { level: item.level } : {}),
  }),
  languages: (item) => ({
    ...blank,
    title: item.name,
    description: item.description,
    ...(item.level > 0 ? { level: item.level } : {}),
  }),
  interests: (item) => ({ ...blank, title: item.name, keywords: item.keywords }),
  profiles: (item) => ({ ...blank, title: item.network, subtitle: item.username, url: item.url }),
};

function sectionOf(
  id: string,
  data: ResumeData,
  headings: ExportHeadings,
): OutlineSection | undefined {
  const { sections } = data;
  if (id === 'summary') {
    const summary = sections.summary;
    return summary.visible && summary.content.replace(/<[^>]*>/g, '').trim()
      ? {
          id,
          heading: exportHeading('summary', summary.name, headings),
          content: summary.content,
          items: [],
        }
      : undefined;
  }
  if (id.startsWith('custom.')) {
    const section = sections.custom[id.slice('custom.'.length)];
    if (!section?.visible) {
      return undefined;
    }
    const items = section.items
      .filter((item) => item.visible)
      .map((item) => ({
        ...blank,
        title: item.name,
        subtitle: item.description,
        date: item.date,
        location: item.location,
        url: item.url,
        summary: item.summary,
        keywords: item.keywords,
      }));
    return items.length
      ? { id, heading: exportHeading('custom', section.name, headings), content: '', items }
      : undefined;
  }
  if (!Object.prototype.hasOwnProperty.call(itemOf, id)) {
    return undefined;
  }
  const key = id as keyof typeof itemOf;
  const section = sections[key];
  if (!section.visible) {
    return undefined;
  }
  const toItem = itemOf[key] as (item: unknown) => OutlineItem;
  const items = (section.items as { visible: boolean }[])
    .filter((item) => item.visible)
    .map(toItem)
    .filter((item) => item.title.trim() || item.subtitle.trim() || item.description.trim());
  return items.length
    ? { id, heading: exportHeading(key, section.name, headings), content: '', items }
    : undefined;
}

/** The resume as the document exports write it. `headings` are the default headings in the resume's language. */
export function resumeOutline(data: ResumeData, headings: ExportHeadings = {}): ResumeOutline {
  const { basics } = data;
  const seen = new Set<string>();
  const sections: OutlineSection[] = [];
  for (const page of data.metadata.layout) {
    for (const column of page) {
      for (const id of column) {
        if (seen.has(id)) {
          continue;
        }
        seen.add(id);
        const section = sectionOf(id, data, headings);
        if (section) {
          sections.push(section);
        }
      }
    }
  }
  const contacts: ResumeOutline['contacts'] = [];
  if (basics.email) {
    contacts.push({ text: basics.email, href: `mailto:${basics.email}` });
  }
  if (basics.phone.trim()) {
    contacts.push({
      text: basics.phone.trim(),
      href: `tel:${basics.phone.replace(/[^+\d]/g, '')}`,
    });
  }
  if (basics.location.trim()) {
    contacts.push({ text: basics.location.trim() });
  }
  if (basics.url.href) {
    contacts.push({ text: basics.url.label.trim() || basics.url.href, href: basics.url.href });
  }
  for (const field of basics.customFields) {
    const text = join([field.name, field.value], ': ');
    if (field.value.trim()) {
      contacts.push({
        text,
        ...(/^https?:\/\//i.test(field.value.trim()) ? { href: field.value.trim() } : {}),
      });
    }
  }
  return {
    language: data.metadata.language,
    name: basics.name.trim(),
    headline: basics.headline.trim(),
    contacts,
    sections,
  };
}
