import './leafish.css';

import { Columns, PictureBesideText } from '../../blocks/layout';
import { type TemplateDefinition, type TemplateProps } from '../template';

/** Leafish: a soft tinted header band with the picture on the right, then main left and sidebar right. */
function LeafishPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <>
      {isFirstPage && <PictureBesideText pictureLast />}
      <Columns main={main} sidebar={sidebar} />
    </>
  );
}

/** The leafish template. */
export const leafish: TemplateDefinition = {
  level: 'dots',
  Page: LeafishPage,
};
