import { Public } from '@vitae/service-kit';
import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';

import { type ResumeContext } from '../resume-context';
import { type Counter } from '../statistics/statistics.repository';
import { User } from '../users/user.type';
import { Letter, publicLetterView } from './letter.type';

/**
 * A public letter at `/{username}/{slug}` (docs/letters.md#the-public-page):
 * identity's User extended with `publicLetter(slug)`, and the view its page
 * reports of itself. Counted as a public resume's views and downloads are.
 */
@Resolver(() => User)
export class PublicLetterResolver {
  /**
   * A public letter of this user, or null for a private or missing one alike,
   * in the public shape. A view counts unless the owner looks (`countView:
   * false`: the gateway's lookup for the page's HTML, which counts nothing);
   * `countDownload: true` is the public Download PDF, which counts a download.
   */
  @FieldResolver(() => Letter, {
    nullable: true,
    description:
      "The user's public letter at this slug; null for a private or missing one. A public resume with the same slug is served first at /{username}/{slug}.",
  })
  async publicLetter(
    @Root() user: User,
    @Arg('slug', () => String) slug: string,
    @Arg('countView', () => Boolean, {
      defaultValue: true,
      description: "false: a look that is no reader's view (a link preview), counted nowhere.",
    })
    countView: boolean,
    @Arg('countDownload', () => Boolean, {
      defaultValue: false,
      description: "true: a reader's download of the letter's PDF.",
    })
    countDownload: boolean,
    @Ctx() ctx: ResumeContext,
  ): Promise<Letter | null> {
    const letter = await ctx.letters.findPublic(user.id, slug);
    if (!letter) {
      return null;
    }
    if (letter.userId !== ctx.userId) {
      if (countView) {
        await countLetter(ctx, 'view', letter.id);
      }
      if (countDownload) {
        await countLetter(ctx, 'download', letter.id);
      }
    }
    return publicLetterView(letter);
  }

  /**
   * A public letter's page reports its own view: its HTML carried the
   * letter. Counted as a load would be; true whatever happened, so it tells
   * nobody whether such a letter exists.
   */
  @Public()
  @Mutation(() => Boolean, {
    description:
      'Counts a view of a public letter by its page, which got the letter with its HTML; true whether or not it counted.',
  })
  async countPublicLetterView(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: ResumeContext,
  ): Promise<boolean> {
    await countLetter(ctx, 'view', id);
    return true;
  }
}

/** Counts for this request's visitor, never the caller's own letter; a failed count is logged, never the reader's problem. */
async function countLetter(ctx: ResumeContext, counter: Counter, letterId: string): Promise<void> {
  try {
    await ctx.letterStatistics.record(counter, letterId, ctx.visitor(), ctx.userId);
  } catch (error) {
    ctx.logger.warn({ err: error, letterId }, `letter ${counter} not counted`);
  }
}
