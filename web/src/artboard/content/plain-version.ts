import { type ResumeData } from '@vitae/schema';

/** How a resume is drawn: as its template designs it, or the plain version for ATS portals. */
export type PrintVariant = 'designed' | 'plain';

/** The variant a URL's `variant` parameter or a render option names; anything else is the design. */
export function printVariantOf(value: unknown): PrintVariant {
  return value === 'plain' ? 'plain' : 'designed';
}

/**
 * The plain version of a resume (docs/templates.md#the-plain-version): the same
 * content in the same order, language and font, drawn by the one single-column
 * template (unown) whatever template the resume uses, every page's columns
 * joined into one, sections in one column of items, no picture, no icons
 * (contacts as text), no custom CSS, black text on white. The stored resume is
 * never changed: this is a copy for one drawing.
 */
export function plainVersion(data: ResumeData): ResumeData {
  const oneColumn = <Section extends { columns: number }>(section: Section): Section => ({
    ...section,
    columns: 1,
  });
  const { sections, metadata, basics } = data;
  return {
    ...data,
    basics: {
      ...basics,
      picture: { ...basics.picture, effects: { ...basics.picture.effects, hidden: true } },
    },
    sections: {
      summary: oneColumn(sections.summary),
      awards: oneColumn(sections.awards),
      certifications: oneColumn(sections.certifications),
      education: oneColumn(sections.education),
      experience: oneColumn(sections.experience),
      volunteer: oneColumn(sections.volunteer),
      interests: oneColumn(sections.interests),
      languages: oneColumn(sections.languages),
      profiles: oneColumn(sections.profiles),
      projects: oneColumn(sections.projects),
      publications: oneColumn(sections.publications),
      references: oneColumn(sections.references),
      skills: oneColumn(sections.skills),
      custom: Object.fromEntries(
        Object.entries(sections.custom).map(([id, section]) => [id, oneColumn(section)]),
      ),
    },
    metadata: {
      ...metadata,
      template: 'unown',
      // Each page's main column, then its sidebar's sections, as unown reads them.
      layout: metadata.layout.map((columns) => [columns.flat()]),
      css: { ...metadata.css, visible: false },
      theme: { background: '#ffffff', text: '#000000', primary: '#000000' },
      typography: { ...metadata.typography, hideIcons: true },
    },
  };
}
