import { GraphQLJSONObject } from 'graphql-scalars';
import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';

import { callerId, type ResumeContext, saveSource } from '../resume-context';
import { type Visibility } from '../resumes/resume.entity';
import {
  CreateLetterInput,
  ImportLetterInput,
  Letter,
  LetterStatistics,
  letterView,
  LetterVisibility,
  UpdateLetterInput,
} from './letter.type';

/** The owner's cover letters: every field is scoped to the signed-in caller. */
@Authorized()
@Resolver(() => Letter)
export class LetterResolver {
  @Query(() => [Letter], { description: "The caller's letters, newest update first." })
  async letters(@Ctx() ctx: ResumeContext): Promise<Letter[]> {
    return (await ctx.letters.list(callerId(ctx))).map(letterView);
  }

  @Query(() => Letter)
  async letter(@Arg('id', () => ID) id: string, @Ctx() ctx: ResumeContext): Promise<Letter> {
    return letterView(await ctx.letters.get(callerId(ctx), id));
  }

  @Mutation(() => Letter, {
    description: "A blank letter, or one written from the caller's resume.",
  })
  async createLetter(
    @Arg('input') input: CreateLetterInput,
    @Ctx() ctx: ResumeContext,
  ): Promise<Letter> {
    return letterView(await ctx.letters.create(callerId(ctx), input));
  }

  @Mutation(() => Letter, {
    description:
      'A new private, unlocked letter with the given document, in one step; a taken slug gets a free "-2", "-3", …',
  })
  async importLetter(
    @Arg('input') input: ImportLetterInput,
    @Ctx() ctx: ResumeContext,
  ): Promise<Letter> {
    return letterView(await ctx.letters.import(callerId(ctx), input));
  }

  @Mutation(() => Letter, { description: 'Renames the letter: its title, its slug or both.' })
  async updateLetter(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: UpdateLetterInput,
    @Ctx() ctx: ResumeContext,
  ): Promise<Letter> {
    return letterView(await ctx.letters.rename(callerId(ctx), id, input));
  }

  @Mutation(() => Letter, {
    description:
      'Replaces the whole document, made on baseVersion; a stale one is refused with LetterVersionConflict.',
  })
  async updateLetterData(
    @Arg('id', () => ID) id: string,
    @Arg('data', () => GraphQLJSONObject) data: object,
    @Arg('baseVersion', () => Int) baseVersion: number,
    @Ctx() ctx: ResumeContext,
  ): Promise<Letter> {
    const request = { data, baseVersion };
    return letterView(await ctx.letters.updateData(callerId(ctx), id, request, saveSource(ctx)));
  }

  @Mutation(() => Letter)
  async setLetterVisibility(
    @Arg('id', () => ID) id: string,
    @Arg('visibility', () => LetterVisibility) visibility: Visibility,
    @Ctx() ctx: ResumeContext,
  ): Promise<Letter> {
    return letterView(await ctx.letters.setVisibility(callerId(ctx), id, visibility));
  }

  @Mutation(() => Letter, { description: 'Locks (set: true) or unlocks the letter.' })
  async lockLetter(
    @Arg('id', () => ID) id: string,
    @Arg('set', () => Boolean) set: boolean,
    @Ctx() ctx: ResumeContext,
  ): Promise<Letter> {
    return letterView(await ctx.letters.setLocked(callerId(ctx), id, set));
  }

  @Mutation(() => Letter, { description: 'A private copy titled "… (Copy)" with slug "…-copy".' })
  async duplicateLetter(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: ResumeContext,
  ): Promise<Letter> {
    return letterView(await ctx.letters.duplicate(callerId(ctx), id));
  }

  @FieldResolver(() => LetterStatistics, {
    description:
      "How often the public letter was viewed and downloaded by others; the owner's alone (LetterNotFound for anyone else).",
  })
  async statistics(@Root() letter: Letter, @Ctx() ctx: ResumeContext): Promise<LetterStatistics> {
    return ctx.letterStatistics.read(callerId(ctx), letter.id);
  }

  @Mutation(() => Letter, { description: 'Deletes the letter for good and answers it as it was.' })
  async deleteLetter(@Arg('id', () => ID) id: string, @Ctx() ctx: ResumeContext): Promise<Letter> {
    return letterView(await ctx.letters.remove(callerId(ctx), id));
  }
}
