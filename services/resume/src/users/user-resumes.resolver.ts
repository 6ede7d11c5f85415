import { Arg, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';

import { type ResumeContext } from '../resume-context';
import { ownerView, publicShape, Resume } from '../resumes/resume.type';
import { User } from './user.type';

/** The resume fields of identity's User. */
@Resolver(() => User)
export class UserResumesResolver {
  @FieldResolver(() => [Resume], {
    description: "The user's resumes; empty unless the caller is that user.",
  })
  async resumes(@Root() user: User, @Ctx() ctx: ResumeContext): Promise<Resume[]> {
    if (!ctx.userId || ctx.userId !== user.id) {
      return [];
    }
    return (await ctx.resumes.list(user.id)).map(ownerView);
  }

  /**
   * GET /resume/public/{username}/{slug} (docs/product.md#calls): a public resume of this user,
   * or null for a private or missing one alike, in the public shape (no owner
   * id). A view counts unless the owner looks, once per visitor and day
   * however often the request asks; `countView: false` (the gateway's link
   * preview of the page) counts nothing.
   */
  @FieldResolver(() => Resume, { nullable: true })
  async publicResume(
    @Root() user: User,
    @Arg('slug', () => String) slug: string,
    @Arg('countView', () => Boolean, {
      defaultValue: true,
      description: "false: a look that is no reader's view (a link preview), counted nowhere.",
    })
    countView: boolean,
    @Ctx() ctx: ResumeContext,
  ): Promise<Resume | null> {
    const resume = await ctx.resumes.findPublic(user.id, slug);
    if (!resume) {
      return null;
    }
    if (countView && resume.userId !== ctx.userId) {
      await ctx.countView(resume.id);
    }
    return publicShape(resume);
  }
}
