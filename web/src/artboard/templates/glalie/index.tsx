import './glalie.css';

import { HeaderInSidebarPage } from '../../blocks/layout';
import { type TemplateDefinition } from '../template';

/** Glalie: a tinted sidebar on the left with a centred header in it; the main column on white with ruled headings. */
export const glalie: TemplateDefinition = {
  level: 'segments',
  Page: HeaderInSidebarPage,
};
