import { Arg, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';

import { type ReadableResume } from '../jobs/resume-source';
import { type PrintOutput } from '../prints/resume-prints';
import { RenderError } from '../render.errors';
import { type RenderContext } from '../render-context';
import { PrintVariantType } from './print-variant.type';
import { PrintableResumeType } from './resume.type';
import { ExportFormatType, ResumeExportType } from './resume-export.type';

/** How long a link handed to someone other than the owner (a public resume's reader) stays valid. */
export const sharedLinkSeconds = 24 * 60 * 60;

/**
 * The printed files of a resume. The resume is read from the resume service
 * for the caller, whatever the representation says: the owner gets the
 * file's stable URL, which storage serves to them alone; anyone else gets a
 * signed link, and only for a public resume, which counts a download.
 */
@Resolver(() => PrintableResumeType)
export class ResumePrintsResolver {
  @FieldResolver(() => String)
  async pdfUrl(
    @Root() root: PrintableResumeType,
    @Arg('variant', () => PrintVariantType, { defaultValue: PrintVariantType.designed })
    variant: PrintVariantType,
    @Ctx() ctx: RenderContext,
  ): Promise<string> {
    const resume = await readable(root, ctx);
    const drawn = variant === PrintVariantType.plain ? 'plain' : 'designed';
    const url = await urlOf({ ...resume, variant: drawn }, 'pdf', ctx);
    // Someone other than the owner only reaches a public resume's PDF: that is a download.
    if (ctx.userId !== resume.userId) {
      await ctx.downloads.announce(resume.id, ctx.request);
    }
    return url;
  }

  /** A document export (docs/import-export.md#export); someone other than the owner downloading it counts as a download. */
  @FieldResolver(() => ResumeExportType)
  async exportFile(
    @Root() root: PrintableResumeType,
    @Arg('format', () => ExportFormatType) format: ExportFormatType,
    @Ctx() ctx: RenderContext,
  ): Promise<ResumeExportType> {
    const resume = await ctx.resumes.load(root.id);
    if (!resume) {
      throw new RenderError('ResumeNotFound');
    }
    const file = await ctx.exports.export(resume, format);
    if (ctx.userId !== resume.userId) {
      await ctx.downloads.announce(resume.id, ctx.request);
    }
    return {
      fileName: file.fileName,
      contentType: file.contentType,
      base64: file.content.toString('base64'),
    };
  }

  @FieldResolver(() => String)
  async previewUrl(@Root() root: PrintableResumeType, @Ctx() ctx: RenderContext): Promise<string> {
    return urlOf(await readable(root, ctx), 'thumbnail', ctx);
  }
}

/** The resume as the resume service shows it to the caller; ResumeNotFound when it shows nothing. */
async function readable(root: PrintableResumeType, ctx: RenderContext): Promise<ReadableResume> {
  // A signed-in account refused an uncached print this minute is refused before anything is read.
  if (ctx.userId) {
    ctx.prints.refuseIfLimited(ctx.userId);
  }
  const resume = await ctx.resumes.load(root.id);
  if (!resume) {
    throw new RenderError('ResumeNotFound');
  }
  return resume;
}

async function urlOf(
  resume: ReadableResume,
  output: PrintOutput,
  ctx: RenderContext,
): Promise<string> {
  // Uncached prints count against the caller's account, a guest's against the owner's.
  const file = await ctx.prints.file(resume, output, ctx.userId ?? resume.userId);
  return ctx.userId === resume.userId ? file.url : ctx.prints.signedUrl(file, sharedLinkSeconds);
}
