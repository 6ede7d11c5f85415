import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';

import { callerId, type ResumeContext } from '../resume-context';
import {
  CreateResumeInput,
  ImportResumeInput,
  ownerView,
  Resume,
  UpdateResumeInput,
} from './resume.type';

/** The owner's resumes: every field is scoped to the signed-in caller. */
@Authorized()
@Resolver(() => Resume)
export class ResumeResolver {
  @Query(() => [Resume], { description: "The caller's resumes, newest update first." })
  async resumes(@Ctx() ctx: ResumeContext): Promise<Resume[]> {
    return (await ctx.resumes.list(callerId(ctx))).map(ownerView);
  }

  @Query(() => Resume)
  async resume(@Arg('id', () => ID) id: string, @Ctx() ctx: ResumeContext): Promise<Resume> {
    return ownerView(await ctx.resumes.get(callerId(ctx), id));
  }

  @Mutation(() => Resume)
  async createResume(
    @Arg('input') input: CreateResumeInput,
    @Ctx() ctx: ResumeContext,
  ): Promise<Resume> {
    return ownerView(await ctx.resumes.create(callerId(ctx), input));
  }

  @Mutation(() => Resume)
  async importResume(
    @Arg('input') input: ImportResumeInput,
    @Ctx() ctx: ResumeContext,
  ): Promise<Resume> {
    return ownerView(await ctx.resumes.import(callerId(ctx), input));
  }

  @Mutation(() => Resume, { description: 'A private copy titled "… (Copy)" with slug "…-copy".' })
  async duplicateResume(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: ResumeContext,
  ): Promise<Resume> {
    return ownerView(await ctx.resumes.duplicate(callerId(ctx), id));
  }

  @Mutation(() => Resume)
  async updateResume(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: UpdateResumeInput,
    @Ctx() ctx: ResumeContext,
  ): Promise<Resume> {
    return ownerView(await ctx.resumes.update(callerId(ctx), id, input));
  }

  @Mutation(() => Resume, { description: 'Locks (set: true) or unlocks the resume.' })
  async lockResume(
    @Arg('id', () => ID) id: string,
    @Arg('set', () => Boolean) set: boolean,
    @Ctx() ctx: ResumeContext,
  ): Promise<Resume> {
    return ownerView(await ctx.resumes.setLocked(callerId(ctx), id, set));
  }

  @Mutation(() => Resume, { description: 'Deletes the resume and answers what it was.' })
  async deleteResume(@Arg('id', () => ID) id: string, @Ctx() ctx: ResumeContext): Promise<Resume> {
    return ownerView(await ctx.resumes.remove(callerId(ctx), id));
  }
}
