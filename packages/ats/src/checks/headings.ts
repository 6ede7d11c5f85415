import { type Finding } from '../finding';
import { expectedSections, headingOf, type HeadingSection } from '../heading-synonyms';
import { type PageRow } from '../lines';

/** A heading found: the section it names, its language and its row. */
export type FoundHeading = { section: HeadingSection; language: string; row: PageRow };

/**
 * The rows that are section headings, in reading order: a row that is a
 * heading, or whose first phrase is one (a label set in the margin beside the
 * section's first line).
 */
export function findHeadings(rows: readonly PageRow[]): FoundHeading[] {
  return rows.flatMap((row) => {
    const heading = headingOf(row.text) ?? headingOf(row.phrases[0] ?? '');
    return heading ? [{ ...heading, row }] : [];
  });
}

/** docs/ats.md#section-headings: experience, education and skills under headings a parser knows. */
export function checkHeadings(headings: readonly FoundHeading[]): Finding {
  const found = new Set(headings.map((heading) => heading.section));
  const missing = expectedSections.filter((section) => !found.has(section));
  const items = headings.map((heading) => `${heading.row.text} (${heading.section})`);
  if (missing.length === 0) {
    return {
      id: 'sections.headings',
      status: 'pass',
      title: 'Standard section headings recognised',
      fix: 'Nothing to fix.',
      items,
    };
  }
  return {
    id: 'sections.headings',
    status: 'warn',
    title: `No heading recognised for ${missing.join(', ')}`,
    fix: `Give ${missing.join(', ')} a plain heading of its own (such as "${missing
      .map((section) => section[0].toUpperCase() + section.slice(1))
      .join('", "')}") rather than a creative title.`,
    items,
  };
}
