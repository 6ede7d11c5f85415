import { defaultResumeData, sampleResumeData } from '@vitae/schema';
import { Public } from '@vitae/service-kit';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Query, Resolver } from 'type-graphql';

/**
 * The documents a new resume starts from: the blank default and the sample
 * ("Create Sample Resume"). Served so every client starts from the server's
 * version of the model, with fresh item ids on each call.
 */
@Resolver()
export class StarterResolver {
  @Public()
  @Query(() => GraphQLJSONObject, { description: 'Resume data a blank resume starts with.' })
  defaultResumeData(): object {
    return defaultResumeData();
  }

  @Public()
  @Query(() => GraphQLJSONObject, { description: 'Resume data of the sample resume.' })
  sampleResumeData(): object {
    return sampleResumeData();
  }
}
