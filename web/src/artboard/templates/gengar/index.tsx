import './gengar.css';

import { Contacts, Headline, Name, Picture } from '../../blocks/basics';
import { SectionList } from '../../blocks/section';
import { type TemplateDefinition, type TemplateProps } from '../template';

/** Gengar: a solid colour sidebar on the left carrying the picture, name and contacts; main column on a plain page. */
function GengarPage({ main, sidebar, isFirstPage }: TemplateProps) {
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

/** The gengar template. */
export const gengar: TemplateDefinition = { level: 'bar', Page: GengarPage };
