import { builtInSectionIds, customSectionLayoutId, type Sections } from '@vitae/schema';

/** What the layout editor shows of a section: its name and whether it is drawn. */
export type SectionLabel = { name: string; visible: boolean; exists: boolean };

const customPrefix = 'custom.';

/**
 * A layout id's section (`experience`, or `custom.<id>` for a section the
 * person made), with the name the person gave it. An id that names no section
 * (a custom section since removed) shows the id itself.
 */
export function sectionLabel(sections: Sections, id: string): SectionLabel {
  if (id.startsWith(customPrefix)) {
    const custom = sections.custom[id.slice(customPrefix.length)];
    return custom
      ? { name: custom.name || id, visible: custom.visible, exists: true }
      : { name: id, visible: true, exists: false };
  }
  if ((builtInSectionIds as readonly string[]).includes(id)) {
    const section = sections[id as (typeof builtInSectionIds)[number]];
    return { name: section.name || id, visible: section.visible, exists: true };
  }
  return { name: id, visible: true, exists: false };
}

/** The layout ids of the resume's custom sections. */
export function customLayoutIds(sections: Sections): string[] {
  return Object.keys(sections.custom).map(customSectionLayoutId);
}
