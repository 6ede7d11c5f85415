import './glalie.css';

import { Contacts, Headline, Name, Picture } from '../../blocks/basics';
import { SectionList } from '../../blocks/section';
import { type TemplateDefinition, type TemplateProps } from '../template';

/** Glalie: a tinted sidebar on the left with a centred header in it; the main column on white with ruled headings. */
function GlaliePage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <div className="columns">
      <aside className="sidebar">
        {isFirstPage && (
          <header className="header">
            <Picture />
            <Name />
            <Headline />
            <Contacts />
          </header>
        )}
        <SectionList ids={sidebar} />
      </aside>
      <div className="main">
        <SectionList ids={main} />
      </div>
    </div>
  );
}

/** The glalie template. */
export const glalie: TemplateDefinition = { level: 'segments', Page: GlaliePage };
