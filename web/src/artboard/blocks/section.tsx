import { type CSSProperties } from 'react';

import { hasRichText, sanitizeRichText } from '../content/sanitize';
import { sectionHeading } from '../i18n/strings';
import { useArtboard } from './context';
import { Item } from './item';
import { sectionView } from './item-view';
import { RichText } from './rich-text';

/**
 * A heading clips what it draws to its own box. Printed, a heading moved to
 * the next sheet to stay with its first item is otherwise tagged on both
 * sheets, and Chromium's bookmarks show its text twice
 * (docs/render.md#the-accessible-pdf). No template draws anything of a
 * heading outside its box: each prints alike with or without the clip.
 */
const headingStyle: CSSProperties = { overflow: 'clip' };

/** Props of {@link Section}. */
export type SectionProps = { id: string };

/**
 * A section by its layout id: heading, then its visible items in a grid of the
 * section's columns (1 to 5). Hidden or empty sections draw nothing.
 */
export function Section({ id }: SectionProps) {
  const { data, strings } = useArtboard();
  if (id === 'summary') {
    const summary = data.sections.summary;
    if (!summary.visible || !hasRichText(sanitizeRichText(summary.content))) {
      return null;
    }
    return (
      <section
        className="section section-summary"
        data-section="summary"
        data-keep-together={summary.keepTogether ? '' : undefined}
        data-break-before={summary.breakBefore ? '' : undefined}
      >
        <h2 className="section-heading" style={headingStyle}>
          <span>{sectionHeading('summary', summary.name, strings)}</span>
        </h2>
        <RichText html={summary.content} className="summary-content" />
      </section>
    );
  }
  const section = sectionView(data, id, strings.separator);
  if (!section) {
    return null;
  }
  const style = { '--columns': section.columns } as CSSProperties;
  return (
    <section
      className={`section section-${section.kind}`}
      data-section={section.id}
      data-keep-together={section.keepTogether ? '' : undefined}
      data-break-before={section.breakBefore ? '' : undefined}
    >
      <h2 className="section-heading" style={headingStyle}>
        <span>{sectionHeading(section.kind, section.name, strings)}</span>
      </h2>
      <div className="section-items" data-columns={section.columns} style={style}>
        {section.items.map((item) => (
          <Item key={item.id} item={item} separator={strings.separator} />
        ))}
      </div>
    </section>
  );
}

/** Props of {@link SectionList}. */
export type SectionListProps = { ids: string[] };

/** A column's sections in the layout's order. */
export function SectionList({ ids }: SectionListProps) {
  return (
    <>
      {ids.map((id) => (
        <Section key={id} id={id} />
      ))}
    </>
  );
}
