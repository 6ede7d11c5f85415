import { type ResumeData } from '@vitae/schema';

/** The field each section's item is listed by (docs/product.md#item-lists), as the templates title it. */
const titleField: Record<string, string> = {
  awards: 'title',
  certifications: 'name',
  education: 'institution',
  experience: 'company',
  volunteer: 'organization',
  interests: 'name',
  languages: 'name',
  profiles: 'username',
  projects: 'name',
  publications: 'name',
  references: 'name',
  skills: 'name',
  custom: 'name',
};

type AnySection = {
  name: string;
  visible: boolean;
  items?: { visible: boolean; [field: string]: unknown }[];
  content?: string;
};

function sectionOf(data: ResumeData, id: string): { kind: string; section: AnySection } | null {
  if (id.startsWith('custom.')) {
    const custom = data.sections.custom[id.slice('custom.'.length)];
    return custom ? { kind: 'custom', section: custom } : null;
  }
  const section = (data.sections as unknown as Record<string, AnySection>)[id];
  return section ? { kind: id, section } : null;
}

/**
 * What a reader must find in the printed resume (section names and item titles
 * of visible sections in the layout) and must not find (hidden sections and items).
 */
export function expectedText(data: ResumeData): { shown: string[]; hidden: string[] } {
  const shown: string[] = [data.basics.name];
  const hidden: string[] = [];
  for (const id of data.metadata.layout.flat(2)) {
    const found = sectionOf(data, id);
    if (!found) {
      continue;
    }
    const { kind, section } = found;
    const titles = (section.items ?? []).map((item) => ({
      title: String(item[titleField[kind] ?? 'name'] ?? ''),
      visible: item.visible,
    }));
    if (!section.visible) {
      hidden.push(section.name, ...titles.map((item) => item.title));
      continue;
    }
    const visibleTitles = titles.filter((item) => item.visible && item.title !== '');
    if (kind !== 'summary' && visibleTitles.length > 0) {
      shown.push(section.name);
    }
    shown.push(...visibleTitles.map((item) => item.title));
    hidden.push(...titles.filter((item) => !item.visible).map((item) => item.title));
  }
  return { shown, hidden: hidden.filter((text) => text !== '') };
}

/** Text as compared: lower case without white space, since templates set headings in capitals and lines wrap anywhere. */
export const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '');
