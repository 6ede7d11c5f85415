import './onyx.css';

import { Contacts, Headline, Name, Picture } from '../../blocks/basics';
import { SectionList } from '../../blocks/section';
import { type TemplateDefinition, type TemplateProps } from '../template';

/**
 * Onyx: a compact header over a heavy colour rule, then the main column across
 * the page and the sidebar's sections after it, two to a row; headings in capitals.
 */
function OnyxPage({ main, sidebar, isFirstPage }: TemplateProps) {
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
      <div className="main">
        <SectionList ids={main} />
      </div>
      <aside className="sidebar">
        <SectionList ids={sidebar} />
      </aside>
    </>
  );
}

/** The onyx template. */
export const onyx: TemplateDefinition = { level: 'rings', Page: OnyxPage };
