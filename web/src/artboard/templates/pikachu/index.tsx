import './pikachu.css';

import { Contacts, Headline, Name, Picture } from '../../blocks/basics';
import { Columns } from '../../blocks/layout';
import { type TemplateDefinition, type TemplateProps } from '../template';

/**
 * Pikachu: picture at the top of a left sidebar; the name and contacts in a
 * rounded colour panel over the main column. The main column comes first in
 * the document and the sidebar is drawn before it (pikachu.css), so the name
 * is read first and heads the PDF's bookmarks (docs/render.md#the-accessible-pdf).
 */
function PikachuPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <Columns
      main={main}
      sidebar={sidebar}
      className="keyword-tags"
      sidebarTop={isFirstPage && <Picture />}
      mainTop={
        isFirstPage && (
          <header className="header">
            <Name />
            <Headline />
            <Contacts />
          </header>
        )
      }
    />
  );
}

/** The pikachu template. */
export const pikachu: TemplateDefinition = {
  level: 'segments',
  Page: PikachuPage,
};
