import { Public } from '@vitae/service-kit';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';

import { callerId, type ResumeContext } from '../resume-context';
import { ResumeStatistics } from './statistics.type';

/** Reading a resume's counters (owner only) and counting a public download. */
@Resolver()
export class StatisticsResolver {
  @Authorized()
  @Query(() => ResumeStatistics)
  resumeStatistics(@Arg('id', () => ID) id: string, @Ctx() ctx: ResumeContext): Promise<ResumeStatistics> {
    return ctx.statistics.read(callerId(ctx), id);
  }

  /**
   * Called when a public resume's PDF is downloaded (by render's print route).
   * Open to anonymous callers, since anyone may download a public resume; it
   * answers whether the download was counted (never for the owner).
   */
  @Public()
  @Mutation(() => Boolean, { description: 'Counts a download of a public resume; false when not counted.' })
  recordResumeDownload(@Arg('id', () => ID) id: string, @Ctx() ctx: ResumeContext): Promise<boolean> {
    return ctx.statistics.recordDownload(id, ctx.userId);
  }
}
