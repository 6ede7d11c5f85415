import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** Identity's user, which this subgraph extends with resumes; only the key lives here. */
@ObjectType('User')
@Directive('@key(fields: "id")')
export class User {
  @Field(() => ID)
  id!: string;
}
