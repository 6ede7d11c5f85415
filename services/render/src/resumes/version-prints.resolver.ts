import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';

import { RenderError } from '../render.errors';
import { type RenderContext } from '../render-context';
import { PrintableVersionType } from './version.type';

/**
 * The PDF of a version of a resume (the History panel's Download PDF,
 * docs/web.md#the-history-panel). Owners only: the version is read from the
 * resume service for the caller, which answers nothing for anyone else, so
 * another user's version is refused like a missing one. It is printed with
 * the resume's title and stored beside the resume's own prints under its
 * content hash, so a version that equals the present state is the same file,
 * and the resume's purge takes it too.
 */
@Resolver(() => PrintableVersionType)
export class VersionPrintsResolver {
  @FieldResolver(() => String)
  async pdfUrl(@Root() root: PrintableVersionType, @Ctx() ctx: RenderContext): Promise<string> {
    if (!ctx.userId) {
      throw new RenderError('ResumeNotFound');
    }
    ctx.prints.refuseIfLimited(ctx.userId);
    const version = await ctx.resumes.loadVersion(root.id);
    const resume = version && (await ctx.resumes.load(version.resumeId));
    if (!version || !resume || resume.userId !== ctx.userId) {
      throw new RenderError('ResumeNotFound');
    }
    const file = await ctx.prints.file({ ...resume, data: version.data }, 'pdf', ctx.userId);
    return file.url;
  }
}
