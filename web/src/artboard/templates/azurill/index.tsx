import './azurill.css';

import { Contacts, Headline, Name, Picture } from '../../blocks/basics';
import { SectionList } from '../../blocks/section';
import { type TemplateDefinition, type TemplateProps } from '../template';

/** Azurill: a centred header across the page, then a ruled sidebar on the left of the main column. */
function AzurillPage({ main, sidebar, isFirstPage }: TemplateProps) {
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

/** The azurill template. */
export const azurill: TemplateDefinition = { level: 'dots', Page: AzurillPage };
