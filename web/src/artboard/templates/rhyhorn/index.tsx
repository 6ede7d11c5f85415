import './rhyhorn.css';

import { Columns, PictureBesideText } from '../../blocks/layout';
import { type TemplateDefinition, type TemplateProps } from '../template';

/** Rhyhorn, the default: a plain header with the picture on the left, main column with a sidebar on the right. */
function RhyhornPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && <PictureBesideText />}
      <Columns main={main} sidebar={sidebar} />
    </>
  );
}

/** The rhyhorn template. */
export const rhyhorn: TemplateDefinition = {
  level: 'bar',
  Page: RhyhornPage,
};
