import './kakuna.css';

import { MainColumn, SidebarColumn, StackedHeader } from '../../blocks/layout';
import { type TemplateDefinition, type TemplateProps } from '../template';

/**
 * Kakuna: a centred header and headings centred between two rules; no sidebar
 * column: the sidebar's sections follow the main ones, two to a row.
 */
function KakunaPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && <StackedHeader />}
      <MainColumn ids={main} />
      <SidebarColumn ids={sidebar} />
    </>
  );
}

/** The kakuna template. */
export const kakuna: TemplateDefinition = {
  level: 'diamonds',
  Page: KakunaPage,
};
