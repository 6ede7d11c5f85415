import './azurill.css';

import { Columns, StackedHeader } from '../../blocks/layout';
import { type TemplateDefinition, type TemplateProps } from '../template';

/** Azurill: a centred header across the page, then a ruled sidebar on the left of the main column. */
function AzurillPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && <StackedHeader />}
      <Columns main={main} sidebar={sidebar} sidebarFirst />
    </>
  );
}

/** The azurill template. */
export const azurill: TemplateDefinition = {
  level: 'dots',
  Page: AzurillPage,
};
