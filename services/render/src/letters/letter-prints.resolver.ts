import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';

import { RenderError } from '../render.errors';
import { type RenderContext } from '../render-context';
import { sharedLinkSeconds } from '../resumes/resume-prints.resolver';
import { PrintableLetterType } from './letter.type';

/**
 * The printed PDF of a cover letter (docs/render.md#cover-letters). The
 * letter is read from the resume service for the caller, whatever the
 * representation says: a letter the caller may not see is LetterNotFound,
 * never a print. The owner gets the file's stable URL; anyone else resume
 * shows a letter to gets a signed link, as a public resume's reader does.
 */
@Resolver(() => PrintableLetterType)
export class LetterPrintsResolver {
  @FieldResolver(() => String)
  async pdfUrl(@Root() root: PrintableLetterType, @Ctx() ctx: RenderContext): Promise<string> {
    // A signed-in account refused an uncached print this minute is refused before anything is read.
    if (ctx.userId) {
      ctx.prints.refuseIfLimited(ctx.userId);
    }
    const letter = await ctx.letters.load(root.id);
    if (!letter) {
      throw new RenderError('LetterNotFound');
    }
    // Uncached prints count against the caller's account, a guest's against the owner's.
    const file = await ctx.prints.file(letter, 'pdf', ctx.userId ?? letter.userId);
    return ctx.userId === letter.userId ? file.url : ctx.prints.signedUrl(file, sharedLinkSeconds);
  }
}
