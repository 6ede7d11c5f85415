import './zangoose.css';

import { Contacts, Headline, Name, Picture } from '../../blocks/basics';
import { Columns } from '../../blocks/layout';
import { type TemplateDefinition, type TemplateProps } from '../template';

/**
 * Zangoose: a bold band of the theme colour across the top carrying the name,
 * headline, contacts and picture; headings as solid colour bars; main column
 * with the sidebar on the right.
 */
function ZangoosePage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && (
        <header className="header">
          <div className="band-text">
            <Name />
            <Headline />
            <Contacts />
          </div>
          <Picture />
        </header>
      )}
      <Columns main={main} sidebar={sidebar} />
    </>
  );
}

/** The zangoose template. */
export const zangoose: TemplateDefinition = {
  level: 'segments',
  Page: ZangoosePage,
};
