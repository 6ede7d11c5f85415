import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';

import { callerId, type ResumeContext } from '../resume-context';
import { ResumeStatistics } from './statistics.type';

/**
 * Reading a resume's counters (owner only). Nothing here counts: views are
 * counted where the public resume is loaded, downloads from render's events.
 */
@Resolver()
export class StatisticsResolver {
  @Authorized()
  @Query(() => ResumeStatistics)
  resumeStatistics(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: ResumeContext,
  ): Promise<ResumeStatistics> {
    return ctx.statistics.read(callerId(ctx), id);
  }
}
