import './xatu.css';

import { Columns, PictureBesideText } from '../../blocks/layout';
import { type TemplateDefinition, type TemplateProps } from '../template';

/**
 * Xatu, a timeline: in the main column each item's date stands in a gutter
 * before a vertical line, a dot on the line marks the item; the sidebar on
 * the right; contacts as tinted pills.
 */
function XatuPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && <PictureBesideText />}
      <Columns main={main} sidebar={sidebar} />
    </>
  );
}

/** The xatu template. */
export const xatu: TemplateDefinition = { level: 'dots', Page: XatuPage };
