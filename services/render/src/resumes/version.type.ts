import { Directive, Field, ID, ObjectType } from 'type-graphql';

/**
 * The resume subgraph's ResumeVersion (docs/resume.md#history), extended with
 * its PDF. Only its key lives here: the version is read from the resume
 * service acting for the caller, who must own it.
 */
@ObjectType('ResumeVersion')
@Directive('@key(fields: "id")')
export class PrintableVersionType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, {
    description:
      'URL of the PDF of the resume as this version left it, for its owner: printed on first request and kept with the resume.',
  })
  pdfUrl!: string;
}
