import './onyx.css';

import { MainColumn, PictureBesideText, SidebarColumn } from '../../blocks/layout';
import { type TemplateDefinition, type TemplateProps } from '../template';

/**
 * Onyx: a compact header over a heavy colour rule, then the main column across
 * the page and the sidebar's sections after it, two to a row; headings in capitals.
 */
function OnyxPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && <PictureBesideText />}
      <MainColumn ids={main} />
      <SidebarColumn ids={sidebar} />
    </>
  );
}

/** The onyx template. */
export const onyx: TemplateDefinition = { level: 'rings', Page: OnyxPage };
