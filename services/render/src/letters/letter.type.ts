import { Directive, Field, ID, ObjectType } from 'type-graphql';

/**
 * The resume subgraph's Letter, extended with its printed PDF. Only its key
 * lives here: render reads the letter itself from the resume service, acting
 * for the caller (see caller-letters.ts), so nothing a representation carries
 * besides the id is printed.
 */
@ObjectType('Letter')
@Directive('@key(fields: "id")')
export class PrintableLetterType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, {
    description:
      'URL of the PDF of the letter as it is now, printed on first request and kept until it changes.',
  })
  pdfUrl!: string;
}
