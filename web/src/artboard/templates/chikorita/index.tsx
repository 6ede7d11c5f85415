import './chikorita.css';

import { Contacts, Headline, Name, Picture } from '../../blocks/basics';
import { SectionList } from '../../blocks/section';
import { type TemplateDefinition, type TemplateProps } from '../template';

/** Chikorita: the main column on the left, a solid colour sidebar on the right holding the picture and contacts. */
function ChikoritaPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <div className="columns">
      <div className="main">
        {isFirstPage && (
          <header className="header">
            <Name />
            <Headline />
          </header>
        )}
        <SectionList ids={main} />
      </div>
      <aside className="sidebar">
        {isFirstPage && (
          <div className="sidebar-top">
            <Picture />
            <Contacts />
          </div>
        )}
        <SectionList ids={sidebar} />
      </aside>
    </div>
  );
}

/** The chikorita template. */
export const chikorita: TemplateDefinition = { level: 'squares', Page: ChikoritaPage };
