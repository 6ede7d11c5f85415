import './bronzor.css';

import { Contacts, Picture } from '../../blocks/basics';
import { HeaderText, MainColumn } from '../../blocks/layout';
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
          <HeaderText />
          <Contacts />
          <Picture />
        </header>
      )}
      <MainColumn ids={[...main, ...sidebar]} />
    </>
  );
}

/** The bronzor template. */
export const bronzor: TemplateDefinition = {
  level: 'bar',
  Page: BronzorPage,
};
