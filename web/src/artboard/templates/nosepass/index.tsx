import './nosepass.css';

import { Contacts, Picture } from '../../blocks/basics';
import { Columns, HeaderText } from '../../blocks/layout';
import { type TemplateDefinition, type TemplateProps } from '../template';

/** Nosepass: picture, name and a two-column contact block in the header; a narrow sidebar on the left; left-ruled headings. */
function NosepassPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && (
        <header className="header">
          <Picture />
          <HeaderText />
          <Contacts />
        </header>
      )}
      <Columns main={main} sidebar={sidebar} sidebarFirst />
    </>
  );
}

/** The nosepass template. */
export const nosepass: TemplateDefinition = {
  level: 'squares',
  Page: NosepassPage,
};
