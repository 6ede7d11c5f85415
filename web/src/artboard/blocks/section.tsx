import { type CSSProperties } from 'react';

import { hasRichText, sanitizeRichText } from '../content/sanitize';
import { sectionHeading } from '../i18n/strings';
import { useArtboard } from './context';
import { Item } from './item';
import { sectionView } from './item-view';
import { RichText } from './rich-text';

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
      <section className="section section-summary" data-section="summary">
        <h2 className="section-heading">
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
    <section className={`section section-${section.kind}`} data-section={section.id}>
      <h2 className="section-heading">
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
