import './onyx.css';

import { Contacts, Headline, Name, Picture } from '../../blocks/Basics';
import { SectionList } from '../../blocks/Section';
import { type TemplateDefinition, type TemplateProps } from '../template';

/**
 * Onyx: a compact header over a heavy colour rule, then a single column with
 * the sidebar's sections after the main ones; headings in capitals.
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
        <SectionList ids={[...main, ...sidebar]} />
      </div>
    </>
  );
}

/** The onyx template. */
export const onyx: TemplateDefinition = { level: 'rings', Page: OnyxPage };
