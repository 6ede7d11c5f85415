import './rhyhorn.css';

import { Contacts, Headline, Name, Picture } from '../../blocks/basics';
import { SectionList } from '../../blocks/section';
import { type TemplateDefinition, type TemplateProps } from '../template';

/** Rhyhorn, the default: a plain header with the picture on the left, main column with a sidebar on the right. */
function RhyhornPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && (
        <header className="header">
          <Picture />
          <div className="header-text">
            <Name />
            <Headline />
            <Contacts />
          </div>
        </header>
      )}
      <div className="columns">
        <div className="main">
          <SectionList ids={main} />
        </div>
        <aside className="sidebar">
          <SectionList ids={sidebar} />
        </aside>
      </div>
    </>
  );
}

/** The rhyhorn template. */
export const rhyhorn: TemplateDefinition = { level: 'bar', Page: RhyhornPage };
