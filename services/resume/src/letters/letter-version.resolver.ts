import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';

import { callerId, type ResumeContext, saveSource } from '../resume-context';
import { Letter, letterView } from './letter.type';
import { LetterVersion, letterVersionView, RestoreLetterVersionInput } from './letter-version.type';

/** A letter's history (docs/letters.md#history), its owner's only, with the resume history's names. */
@Authorized()
@Resolver(() => LetterVersion)
export class LetterVersionResolver {
  @Query(() => [LetterVersion], {
    description:
      "A page of the letter's versions, newest first, without their documents: `limit` (1 to 200, default 50) of those numbered below `before`.",
  })
  async letterVersions(
    @Arg('id', () => ID) id: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('before', () => Int, { nullable: true }) before: number | null,
    @Ctx() ctx: ResumeContext,
  ): Promise<LetterVersion[]> {
    const { versions, openChanges } = await ctx.letterVersions.versions(callerId(ctx), id, {
      limit,
      before,
    });
    return versions.map((version) =>
      letterVersionView(version, version.changes === null ? openChanges : version.changes),
    );
  }

  @Query(() => LetterVersion, { description: 'One version of the letter, with its document.' })
  async letterVersion(
    @Arg('id', () => ID) id: string,
    @Arg('versionId', () => ID) versionId: string,
    @Ctx() ctx: ResumeContext,
  ): Promise<LetterVersion> {
    const { version, data, changes } = await ctx.letterVersions.version(
      callerId(ctx),
      id,
      versionId,
    );
    return letterVersionView(version, changes, data);
  }

  @Mutation(() => Letter, {
    description:
      "Brings a version back as the letter's next version; the present state is kept as a version first, so the restore can be undone.",
  })
  async restoreLetterVersion(
    @Arg('id', () => ID) id: string,
    @Arg('versionId', () => ID) versionId: string,
    @Arg('input', () => RestoreLetterVersionInput, { nullable: true })
    input: RestoreLetterVersionInput | null,
    @Ctx() ctx: ResumeContext,
  ): Promise<Letter> {
    const caller = callerId(ctx);
    const source = saveSource(ctx);
    return letterView(
      await ctx.letterVersions.restoreVersion(caller, id, versionId, input ?? {}, source),
    );
  }

  @Mutation(() => LetterVersion, {
    description:
      '"Save this version as…": the present state as a named version (1 to 100 characters).',
  })
  async saveLetterVersion(
    @Arg('id', () => ID) id: string,
    @Arg('name', () => String) name: string,
    @Ctx() ctx: ResumeContext,
  ): Promise<LetterVersion> {
    return letterVersionView(
      await ctx.letterVersions.saveVersion(callerId(ctx), id, name, saveSource(ctx)),
    );
  }

  @Mutation(() => LetterVersion, {
    description: 'Names or renames a version (1 to 100 characters).',
  })
  async renameLetterVersion(
    @Arg('id', () => ID) id: string,
    @Arg('versionId', () => ID) versionId: string,
    @Arg('name', () => String) name: string,
    @Ctx() ctx: ResumeContext,
  ): Promise<LetterVersion> {
    return letterVersionView(
      await ctx.letterVersions.renameVersion(callerId(ctx), id, versionId, name),
    );
  }

  @Mutation(() => LetterVersion, {
    description: 'Deletes a version; the present one cannot be deleted.',
  })
  async deleteLetterVersion(
    @Arg('id', () => ID) id: string,
    @Arg('versionId', () => ID) versionId: string,
    @Ctx() ctx: ResumeContext,
  ): Promise<LetterVersion> {
    return letterVersionView(await ctx.letterVersions.deleteVersion(callerId(ctx), id, versionId));
  }
}
