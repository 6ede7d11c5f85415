import { Public } from '@vitae/service-kit';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';

import { callerId, type ResumeContext } from '../resume-context';
import { ResumeStatistics } from './statistics.type';

/**
 * Reading a resume's counters (owner only), and the view a public page reports
 * of itself. Views are otherwise counted where the public resume is loaded,
 * downloads from render's events.
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

  /**
   * A public page's own view (docs/resume.md, "Statistics"): its HTML carried
   * the resume, so this is the page's one request. Counted as a load of the
   * resume would be (once per visitor and day, never the owner's, nothing for
   * a private, trashed or missing one); the answer is true whatever happened,
   * so it tells nobody whether such a resume exists.
   */
  @Public()
  @Mutation(() => Boolean, {
    description:
      'Counts a view of a public resume by its page, which got the resume with its HTML; true whether or not it counted.',
  })
  async countPublicResumeView(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: ResumeContext,
  ): Promise<boolean> {
    await ctx.countPageView(id);
    return true;
  }
}
