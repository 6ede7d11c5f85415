import './kakuna.css';

import { Contacts, Headline, Name, Picture } from '../../blocks/basics';
import { SectionList } from '../../blocks/section';
import { type TemplateDefinition, type TemplateProps } from '../template';

/**
 * Kakuna: a centred header and headings centred between two rules; no sidebar
 * column: the sidebar's sections follow the main ones, two to a row.
 */
function KakunaPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && (
        <header className="header">
          <Picture />
          <Name />
          <Headline />
          <Contacts />
        </header>
      )}
      <div className="main">
        <SectionList ids={main} />
      </div>
      <aside className="sidebar">
        <SectionList ids={sidebar} />
      </aside>
    </>
  );
}

/** The kakuna template. */
export const kakuna: TemplateDefinition = { level: 'diamonds', Page: KakunaPage };
