import './slowking.css';

import { Contacts, Headline, Name } from '../../blocks/basics';
import { MainColumn } from '../../blocks/layout';
import { type TemplateDefinition, type TemplateProps } from '../template';

/**
 * An academic CV leads with its publications (docs/templates.md#why-slowking-moves-the-publications):
 * on the page that has them they come first, after the summary when there is one.
 */
export function publicationsFirst(ids: string[]): string[] {
  if (!ids.includes('publications')) {
    return ids;
  }
  const rest = ids.filter((id) => id !== 'publications');
  return rest[0] === 'summary'
    ? ['summary', 'publications', ...rest.slice(1)]
    : ['publications', ...rest];
}

/**
 * Slowking, an academic CV: one formal column (the sidebar's sections after
 * the main ones), publications first and numbered, small-capital headings over
 * a hairline, a justified summary.
 */
function SlowkingPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && (
        <header className="header">
          <Name />
          <Headline />
          <Contacts />
        </header>
      )}
      <MainColumn ids={publicationsFirst([...main, ...sidebar])} />
    </>
  );
}

/** The slowking template. */
export const slowking: TemplateDefinition = {
  level: 'dots',
  Page: SlowkingPage,
};
