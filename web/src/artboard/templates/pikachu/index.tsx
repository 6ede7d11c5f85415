import './pikachu.css';

import { Contacts, Headline, Name, Picture } from '../../blocks/basics';
import { SectionList } from '../../blocks/section';
import { type TemplateDefinition, type TemplateProps } from '../template';

/** Pikachu: picture at the top of a left sidebar; the name and contacts in a rounded colour panel over the main column. */
function PikachuPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <div className="columns keyword-tags">
      <aside className="sidebar">
        {isFirstPage && <Picture />}
        <SectionList ids={sidebar} />
      </aside>
      <div className="main">
        {isFirstPage && (
          <header className="header">
            <Name />
            <Headline />
            <Contacts />
          </header>
        )}
        <SectionList ids={main} />
      </div>
    </div>
  );
}

/** The pikachu template. */
export const pikachu: TemplateDefinition = { level: 'segments', Page: PikachuPage };
