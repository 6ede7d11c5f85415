import { Field, Int, ObjectType } from 'type-graphql';

/** How often a public resume was viewed and downloaded by others. */
@ObjectType()
export class ResumeStatistics {
  @Field(() => Int)
  views!: number;

  @Field(() => Int)
  downloads!: number;
}
