import { buildSubgraph } from '@vitae/service-kit';

import { PrintableResumeType } from './resumes/resume.type';
import { ResumePrintsResolver } from './resumes/resume-prints.resolver';
import { TemplateGalleryResolver } from './templates/template-gallery';

/** The render subgraph: the template gallery and the printed files of resumes. */
export function buildRenderSchema() {
  return buildSubgraph({
    resolvers: [TemplateGalleryResolver, ResumePrintsResolver],
    // Reached only through resume's fields, never from a root field of this subgraph.
    orphanedTypes: [PrintableResumeType],
    // Only the key is taken from a representation; the resume itself is read for the caller.
    references: { Resume: (reference: { id: string }) => ({ id: reference.id }) },
  });
}
