import { buildSubgraph } from '@vitae/service-kit';

import { PrintableLetterType } from './letters/letter.type';
import { LetterPrintsResolver } from './letters/letter-prints.resolver';
import { PrintableResumeType } from './resumes/resume.type';
import { ResumePrintsResolver } from './resumes/resume-prints.resolver';
import { PrintableVersionType } from './resumes/version.type';
import { VersionPrintsResolver } from './resumes/version-prints.resolver';
import { TemplateGalleryResolver } from './templates/template-gallery';

/** The render subgraph: the template gallery and the printed files of resumes, their versions and letters. */
export function buildRenderSchema() {
  return buildSubgraph({
    resolvers: [
      TemplateGalleryResolver,
      ResumePrintsResolver,
      VersionPrintsResolver,
      LetterPrintsResolver,
    ],
    // Reached only through resume's fields, never from a root field of this subgraph.
    orphanedTypes: [PrintableResumeType, PrintableVersionType, PrintableLetterType],
    // Only the key is taken from a representation; the resume itself is read for the caller.
    references: {
      Resume: (reference: { id: string }) => ({ id: reference.id }),
      ResumeVersion: (reference: { id: string }) => ({ id: reference.id }),
      Letter: (reference: { id: string }) => ({ id: reference.id }),
    },
  });
}
