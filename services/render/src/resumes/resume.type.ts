import { Directive, Field, ID, ObjectType } from 'type-graphql';

import { ResumeExportType } from './resume-export.type';

/**
 * The resume subgraph's Resume, extended with its printed files. Only its key
 * lives here: render reads the resume itself from the resume service, acting
 * for the caller (see caller-resumes.ts), so nothing a representation carries
 * besides the id is printed.
 */
@ObjectType('Resume')
@Directive('@key(fields: "id")')
export class PrintableResumeType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, {
    description:
      'URL of the PDF of the resume as it is now, printed on first request and kept until it changes; variant plain: its plain version for ATS portals (one column, no picture, black text).',
  })
  pdfUrl!: string;

  @Field(() => String, {
    description: 'URL of a PNG of the first sheet of the resume as it is now.',
  })
  previewUrl!: string;

  @Field(() => ResumeExportType, {
    description:
      'The resume as a Word, Markdown or plain-text document, written for the caller as the resume is now.',
  })
  exportFile!: ResumeExportType;
}
