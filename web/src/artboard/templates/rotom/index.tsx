import './rotom.css';

import { Contacts } from '../../blocks/basics';
import { Columns, HeaderText } from '../../blocks/layout';
import { type TemplateDefinition, type TemplateProps } from '../template';

/**
 * Rotom, compact for dense technical resumes: a one-row header, then a wide
 * main column and a sidebar on the right behind a hairline, in a smaller type
 * with tight spacing; numbered headings, keywords as outlined tags.
 */
function RotomPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && (
        <header className="header">
          <HeaderText />
          <Contacts />
        </header>
      )}
      <Columns main={main} sidebar={sidebar} className="keyword-tags" />
    </>
  );
}

/** The rotom template. */
export const rotom: TemplateDefinition = { level: 'bar', Page: RotomPage };
