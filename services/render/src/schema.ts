import { buildSubgraph } from '@vitae/service-kit';

import { TemplateGalleryResolver } from './templates/template-gallery';

/** The render subgraph. */
export function buildRenderSchema() {
  return buildSubgraph({ resolvers: [TemplateGalleryResolver] });
}
