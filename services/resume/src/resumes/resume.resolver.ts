import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';

import { callerId, type ResumeContext, saveSource } from '../resume-context';
import { RestoreResumeVersionInput, ResumeVersion, versionView } from '../versions/version.type';
import {
  comparisonView,
  CreateResumeInput,
  ImportResumeInput,
  ownerView,
  Resume,
  ResumeJobInput,
  ResumeSaveInput,
  ResumeSourceComparisonType,
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
    return ownerView(await ctx.resumes.create(callerId(ctx), input, saveSource(ctx)));
  }

  @Mutation(() => Resume)
  async importResume(
    @Arg('input') input: ImportResumeInput,
    @Ctx() ctx: ResumeContext,
  ): Promise<Resume> {
    return ownerView(await ctx.resumes.import(callerId(ctx), input, saveSource(ctx)));
  }

  @Mutation(() => Resume, { description: 'A private copy titled "… (Copy)" with slug "…-copy".' })
  async duplicateResume(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: ResumeContext,
  ): Promise<Resume> {
    return ownerView(await ctx.resumes.duplicate(callerId(ctx), id, saveSource(ctx)));
  }

  @Mutation(() => Resume, {
    description:
      'A private copy aimed at a job, linked to its source (docs/resume.md#tailored-copies).',
  })
  async copyResumeForJob(
    @Arg('id', () => ID) id: string,
    @Arg('job', () => ResumeJobInput) job: ResumeJobInput,
    @Ctx() ctx: ResumeContext,
  ): Promise<Resume> {
    return ownerView(await ctx.resumes.copyForJob(callerId(ctx), id, job, saveSource(ctx)));
  }

  @Mutation(() => Resume, { description: 'Sets the job a resume is aimed at; null clears it.' })
  async setResumeJob(
    @Arg('id', () => ID) id: string,
    @Arg('job', () => ResumeJobInput, { nullable: true }) job: ResumeJobInput | null,
    @Ctx() ctx: ResumeContext,
  ): Promise<Resume> {
    return ownerView(await ctx.resumes.setJob(callerId(ctx), id, job ?? null));
  }

  @Query(() => ResumeSourceComparisonType, {
    nullable: true,
    description:
      'A copy made for a job against its source, part by part; null for any other resume.',
  })
  async resumeSourceComparison(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: ResumeContext,
  ): Promise<ResumeSourceComparisonType | null> {
    const comparison = await ctx.resumes.sourceComparison(callerId(ctx), id);
    return comparison ? comparisonView(comparison) : null;
  }

  @Mutation(() => Resume, {
    description:
      "Takes these parts (basics, a section id, custom.<id>) from a copy's source as they are now, as one saved change.",
  })
  async takeFromSource(
    @Arg('id', () => ID) id: string,
    @Arg('parts', () => [String]) parts: string[],
    @Arg('baseVersion', () => Int, { nullable: true }) baseVersion: number | null,
    @Ctx() ctx: ResumeContext,
  ): Promise<Resume> {
    return ownerView(
      await ctx.resumes.takeFromSource(callerId(ctx), id, { parts, baseVersion }, saveSource(ctx)),
    );
  }

  @Mutation(() => Resume)
  async updateResume(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: UpdateResumeInput,
    @Arg('save', () => ResumeSaveInput, {
      nullable: true,
      description: 'The saving tab and the kind of change, for the history.',
    })
    save: ResumeSaveInput | null,
    @Ctx() ctx: ResumeContext,
  ): Promise<Resume> {
    return ownerView(
      await ctx.resumes.update(callerId(ctx), id, { ...input, ...save }, saveSource(ctx)),
    );
  }

  @Mutation(() => Resume, { description: 'Locks (set: true) or unlocks the resume.' })
  async lockResume(
    @Arg('id', () => ID) id: string,
    @Arg('set', () => Boolean) set: boolean,
    @Ctx() ctx: ResumeContext,
  ): Promise<Resume> {
    return ownerView(await ctx.resumes.setLocked(callerId(ctx), id, set));
  }

  @Mutation(() => Resume, {
    description:
      'Moves the resume to the trash for 30 days (its public link stops at once) and answers it with deletedAt.',
  })
  async deleteResume(@Arg('id', () => ID) id: string, @Ctx() ctx: ResumeContext): Promise<Resume> {
    return ownerView(await ctx.resumes.remove(callerId(ctx), id));
  }

  @Query(() => [Resume], {
    description: "The caller's resumes in the trash, the most recently deleted first.",
  })
  async trashedResumes(@Ctx() ctx: ResumeContext): Promise<Resume[]> {
    return (await ctx.resumes.trash(callerId(ctx))).map(ownerView);
  }

  @Mutation(() => Resume, { description: 'Takes a resume out of the trash, with its slug.' })
  async restoreResume(@Arg('id', () => ID) id: string, @Ctx() ctx: ResumeContext): Promise<Resume> {
    return ownerView(await ctx.resumes.restore(callerId(ctx), id));
  }

  @Mutation(() => Resume, {
    description: 'Deletes a resume in the trash for good, with its versions and files.',
  })
  async deleteResumeForever(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: ResumeContext,
  ): Promise<Resume> {
    return ownerView(await ctx.resumes.deleteForever(callerId(ctx), id));
  }

  @Mutation(() => Int, {
    description: 'Deletes every resume in the trash for good; answers how many.',
  })
  async emptyTrash(@Ctx() ctx: ResumeContext): Promise<number> {
    return ctx.resumes.emptyTrash(callerId(ctx));
  }

  @Query(() => [ResumeVersion], {
    description:
      "A page of the resume's versions, newest first, without their documents: `limit` (1 to 200, default 50) of those numbered below `before` (the last number of the page before).",
  })
  async resumeVersions(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: ResumeContext,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
    @Arg('before', () => Int, { nullable: true }) before?: number | null,
  ): Promise<ResumeVersion[]> {
    const { versions, openChanges } = await ctx.resumes.versions(callerId(ctx), id, {
      limit,
      before,
    });
    return versions.map((version) =>
      versionView(version, version.changes === null ? openChanges : version.changes),
    );
  }

  @Query(() => ResumeVersion, { description: 'One version of the resume, with its document.' })
  async resumeVersion(
    @Arg('id', () => ID) id: string,
    @Arg('versionId', () => ID) versionId: string,
    @Ctx() ctx: ResumeContext,
  ): Promise<ResumeVersion> {
    const { version, data, changes } = await ctx.resumes.version(callerId(ctx), id, versionId);
    return versionView(version, changes, data);
  }

  @Mutation(() => Resume, {
    description:
      'Brings a version back; the present state is kept as a version first, so the restore can be undone.',
  })
  async restoreResumeVersion(
    @Arg('id', () => ID) id: string,
    @Arg('versionId', () => ID) versionId: string,
    @Arg('input', () => RestoreResumeVersionInput, { nullable: true })
    input: RestoreResumeVersionInput | null,
    @Ctx() ctx: ResumeContext,
  ): Promise<Resume> {
    return ownerView(
      await ctx.resumes.restoreVersion(callerId(ctx), id, versionId, input ?? {}, saveSource(ctx)),
    );
  }

  @Mutation(() => ResumeVersion, {
    description:
      '"Save this version as…": the present state as a named version (1 to 100 characters).',
  })
  async saveResumeVersion(
    @Arg('id', () => ID) id: string,
    @Arg('name', () => String) name: string,
    @Ctx() ctx: ResumeContext,
  ): Promise<ResumeVersion> {
    return versionView(await ctx.resumes.saveVersion(callerId(ctx), id, name, saveSource(ctx)));
  }

  @Mutation(() => ResumeVersion, {
    description: 'Names or renames a version (1 to 100 characters).',
  })
  async renameResumeVersion(
    @Arg('id', () => ID) id: string,
    @Arg('versionId', () => ID) versionId: string,
    @Arg('name', () => String) name: string,
    @Ctx() ctx: ResumeContext,
  ): Promise<ResumeVersion> {
    return versionView(await ctx.resumes.renameVersion(callerId(ctx), id, versionId, name));
  }

  @Mutation(() => ResumeVersion, {
    description: 'Deletes a version; the present one cannot be deleted.',
  })
  async deleteResumeVersion(
    @Arg('id', () => ID) id: string,
    @Arg('versionId', () => ID) versionId: string,
    @Ctx() ctx: ResumeContext,
  ): Promise<ResumeVersion> {
    return versionView(await ctx.resumes.deleteVersion(callerId(ctx), id, versionId));
  }
}
