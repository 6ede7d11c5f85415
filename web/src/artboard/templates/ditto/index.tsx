import './ditto.css';

import { Contacts, Headline, Name, Picture } from '../../blocks/basics';
import { Columns } from '../../blocks/layout';
import { type TemplateDefinition, type TemplateProps } from '../template';

/** Ditto: a full-width colour band with the picture and name, a contact strip, then sidebar left and main right. */
function DittoPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && (
        <header className="header">
          <div className="band">
            <Picture />
            <div className="band-text">
              <Name />
              <Headline />
            </div>
          </div>
          <Contacts />
        </header>
      )}
      <Columns main={main} sidebar={sidebar} sidebarFirst className="keyword-tags" />
    </>
  );
}

/** The ditto template. */
export const ditto: TemplateDefinition = { level: 'rings', Page: DittoPage };
