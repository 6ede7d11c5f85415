import './bronzor.css';

import { Contacts, Headline, Name, Picture } from '../../blocks/basics';
import { SectionList } from '../../blocks/section';
import { type TemplateDefinition, type TemplateProps } from '../template';

/**
 * Bronzor: one column, no sidebar; each section's heading stands in a left
 * margin beside its items, ledger style. The sidebar's sections follow the main ones.
 */
function BronzorPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && (
        <header className="header">
          <div className="header-text">
            <Name />
            <Headline />
          </div>
          <Contacts />
          <Picture />
        </header>
      )}
      <div className="main">
        <SectionList ids={[...main, ...sidebar]} />
      </div>
    </>
  );
}

/** The bronzor template. */
export const bronzor: TemplateDefinition = { level: 'bar', Page: BronzorPage };
