import './nosepass.css';

import { Contacts, Headline, Name, Picture } from '../../blocks/basics';
import { SectionList } from '../../blocks/section';
import { type TemplateDefinition, type TemplateProps } from '../template';

/** Nosepass: picture, name and a two-column contact block in the header; a narrow sidebar on the left; left-ruled headings. */
function NosepassPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && (
        <header className="header">
          <Picture />
          <div className="header-text">
            <Name />
            <Headline />
          </div>
          <Contacts />
        </header>
      )}
      <div className="columns">
        <aside className="sidebar">
          <SectionList ids={sidebar} />
        </aside>
        <div className="main">
          <SectionList ids={main} />
        </div>
      </div>
    </>
  );
}

/** The nosepass template. */
export const nosepass: TemplateDefinition = { level: 'squares', Page: NosepassPage };
