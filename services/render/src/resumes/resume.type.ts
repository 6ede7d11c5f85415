import { GraphQLJSONObject } from 'graphql-scalars';
import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** The fields of the resume subgraph's Resume that printing needs; the gateway fetches them first. */
export const requiredResumeFields = 'userId title data';

/**
 * The resume subgraph's Resume, extended with its printed files. Only the key
 * and the external fields printing reads live here; resume owns them, and
 * enforces who may reach a resume at all.
 */
@ObjectType('Resume')
@Directive('@key(fields: "id")')
export class PrintableResumeType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  @Directive('@external')
  userId!: string;

  @Field(() => String)
  @Directive('@external')
  title!: string;

  @Field(() => GraphQLJSONObject)
  @Directive('@external')
  data!: Record<string, unknown>;

  @Field(() => String, {
    description:
      'URL of the PDF of the resume as it is now, printed on first request and kept until it changes.',
  })
  @Directive(`@requires(fields: "${requiredResumeFields}")`)
  pdfUrl!: string;

  @Field(() => String, {
    description: 'URL of a PNG of the first sheet of the resume as it is now.',
  })
  @Directive(`@requires(fields: "${requiredResumeFields}")`)
  previewUrl!: string;
}
