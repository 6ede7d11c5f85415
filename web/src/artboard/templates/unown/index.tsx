import './unown.css';

import { Contacts, Headline, Name } from '../../blocks/basics';
import { MainColumn } from '../../blocks/layout';
import { type TemplateDefinition, type TemplateProps } from '../template';

/**
 * Unown, ATS first: one plain column in reading order, the sidebar's sections
 * after the main ones, standard headings, no picture, no colour behind text
 * (docs/templates.md#the-templates: applicant tracking systems read a PDF's
 * text in order and misread pictures and side columns).
 */
function UnownPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && (
        <header className="header">
          <Name />
          <Headline />
          <Contacts />
        </header>
      )}
      <MainColumn ids={[...main, ...sidebar]} />
    </>
  );
}

/** The unown template. */
export const unown: TemplateDefinition = { level: 'squares', Page: UnownPage };
