import './leafish.css';

import { Contacts, Headline, Name, Picture } from '../../blocks/basics';
import { SectionList } from '../../blocks/section';
import { type TemplateDefinition, type TemplateProps } from '../template';

/** Leafish: a soft tinted header band with the picture on the right, then main left and sidebar right. */
function LeafishPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && (
        <header className="header">
          <div className="header-text">
            <Name />
            <Headline />
            <Contacts />
          </div>
          <Picture />
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

/** The leafish template. */
export const leafish: TemplateDefinition = { level: 'dots', Page: LeafishPage };
