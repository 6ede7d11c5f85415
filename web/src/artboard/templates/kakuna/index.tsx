import './kakuna.css';

import { Contacts, Headline, Name, Picture } from '../../blocks/Basics';
import { SectionList } from '../../blocks/Section';
import { type TemplateDefinition, type TemplateProps } from '../template';

/** Kakuna: one centred column, no sidebar; headings centred between two rules. The sidebar's sections follow the main ones. */
function KakunaPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && (
        <header className="header">
          <Picture />
          <Name />
          <Headline />
          <Contacts />
        </header>
      )}
      <div className="main">
        <SectionList ids={[...main, ...sidebar]} />
      </div>
    </>
  );
}

/** The kakuna template. */
export const kakuna: TemplateDefinition = { level: 'diamonds', Page: KakunaPage };
