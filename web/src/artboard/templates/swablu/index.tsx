import './swablu.css';

import { Contacts, Headline, Name } from '../../blocks/basics';
import { MainColumn, SidebarColumn } from '../../blocks/layout';
import { type TemplateDefinition, type TemplateProps } from '../template';

/**
 * Swablu, minimal: a narrower measure in the middle of the page, a light name,
 * no rules and no colour blocks, small spaced headings; the sidebar's sections
 * after the main ones, three to a row.
 */
function SwabluPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && (
        <header className="header">
          <Name />
          <Headline />
          <Contacts />
        </header>
      )}
      <MainColumn ids={main} />
      <SidebarColumn ids={sidebar} />
    </>
  );
}

/** The swablu template. */
export const swablu: TemplateDefinition = { level: 'bar', Page: SwabluPage };
