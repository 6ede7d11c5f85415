import './chikorita.css';

import { Contacts, Headline, Name, Picture } from '../../blocks/basics';
import { Columns } from '../../blocks/layout';
import { type TemplateDefinition, type TemplateProps } from '../template';

/** Chikorita: the main column on the left, a solid colour sidebar on the right holding the picture and contacts. */
function ChikoritaPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <Columns
      main={main}
      sidebar={sidebar}
      mainTop={
        isFirstPage && (
          <header className="header">
            <Name />
            <Headline />
          </header>
        )
      }
      sidebarTop={
        isFirstPage && (
          <div className="sidebar-top">
            <Picture />
            <Contacts />
          </div>
        )
      }
    />
  );
}

/** The chikorita template. */
export const chikorita: TemplateDefinition = {
  level: 'squares',
  Page: ChikoritaPage,
};
