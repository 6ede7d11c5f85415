import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';

import { type PrintOutput } from '../prints/resume-prints';
import { type RenderContext } from '../render-context';
import { PrintableResumeType } from './resume.type';

/** How long a link handed to someone other than the owner (a public resume's reader) stays valid. */
const sharedLinkSeconds = 24 * 60 * 60;

/**
 * The printed files of a resume. The gateway only reaches them through
 * resume's own fields (the owner's `resume(id)`, a public resume), so whoever
 * gets here may see the resume. The owner gets the file's stable URL, which
 * storage serves to them alone; anyone else a signed link.
 */
@Resolver(() => PrintableResumeType)
export class ResumePrintsResolver {
  @FieldResolver(() => String)
  async pdfUrl(@Root() resume: PrintableResumeType, @Ctx() ctx: RenderContext): Promise<string> {
    const url = await urlOf(resume, 'pdf', ctx);
    // Someone other than the owner only reaches a public resume's PDF: that is a download.
    if (ctx.userId !== resume.userId) {
      await ctx.downloads.count(resume.id);
    }
    return url;
  }

  @FieldResolver(() => String)
  previewUrl(@Root() resume: PrintableResumeType, @Ctx() ctx: RenderContext): Promise<string> {
    return urlOf(resume, 'thumbnail', ctx);
  }
}

async function urlOf(
  resume: PrintableResumeType,
  output: PrintOutput,
  ctx: RenderContext,
): Promise<string> {
  const file = await ctx.prints.file(resume, output);
  return ctx.userId === resume.userId ? file.url : ctx.prints.signedUrl(file, sharedLinkSeconds);
}
