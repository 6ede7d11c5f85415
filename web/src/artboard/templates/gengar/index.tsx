import './gengar.css';

import { HeaderInSidebarPage } from '../../blocks/layout';
import { type TemplateDefinition } from '../template';

/** Gengar: a solid colour sidebar on the left carrying the picture, name and contacts; main column on a plain page. */
export const gengar: TemplateDefinition = {
  level: 'bar',
  Page: HeaderInSidebarPage,
};
