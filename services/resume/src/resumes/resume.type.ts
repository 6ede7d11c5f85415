import { GraphQLJSONObject } from 'graphql-scalars';
import { Directive, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

import {
  createDocumentFields,
  documentFields,
  RenameDocumentFields,
} from '../documents/document-fields';
import { ResumeVersionCheckpoint } from '../versions/version.type';
import { type ResumeEntity, type Visibility } from './resume.entity';
import { type SourceComparison, trashDays, type VersionCheckpoint } from './resume.service';

/** docs/product.md#resume: public or private; the lowercase names are the REST values as well. */
export const ResumeVisibility = { public: 'public', private: 'private' } as const;
registerEnumType(ResumeVisibility, {
  name: 'ResumeVisibility',
  description: 'Who may see a resume by its public link.',
});

/** The job a resume is aimed at (docs/resume.md#tailored-copies). */
@ObjectType('ResumeJob')
export class ResumeJobType {
  @Field(() => String, { description: "The posting's text as pasted (at most 20,000 characters)." })
  posting!: string;

  @Field(() => String)
  company!: string;

  @Field(() => String)
  role!: string;

  @Field(() => String, { description: 'The day it was saved for, YYYY-MM-DD, or empty.' })
  date!: string;
}

@InputType()
export class ResumeJobInput {
  @Field(() => String, { nullable: true })
  posting?: string | null;

  @Field(() => String, { nullable: true })
  company?: string | null;

  @Field(() => String, { nullable: true })
  role?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  date?: string | null;
}

/** How a part of a tailored copy changed since it last took it from its source. */
export const ResumePartChange = {
  same: 'same',
  copy: 'copy',
  source: 'source',
  both: 'both',
} as const;
registerEnumType(ResumePartChange, {
  name: 'ResumePartChange',
  description:
    'same; copy: edited in the copy only; source: changed in the source only (it can be taken); both: changed on each side.',
});

@ObjectType('ResumePart')
export class ResumePartType {
  @Field(() => String, { description: 'basics, a built-in section id or custom.<id>.' })
  key!: string;

  @Field(() => String)
  name!: string;

  @Field(() => ResumePartChange)
  change!: (typeof ResumePartChange)[keyof typeof ResumePartChange];
}

/** A resume (docs/product.md#resume). Render and storage refer to it by id. */
@ObjectType('Resume')
@Directive('@key(fields: "id")')
export class Resume extends documentFields('resume', {
  visibility: ResumeVisibility,
  slug: "Hyphenated lowercase; unique among the owner's resumes.",
  data: 'The resume document (packages/schema).',
  userId:
    "The owner's id, for the owner and the services; null on a public resume read through publicResume, whoever reads it.",
}) {
  @Field(() => Date, {
    nullable: true,
    description: 'When it was moved to the trash; null while it is in use.',
  })
  deletedAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When a resume in the trash is purged for good (30 days after it was deleted).',
  })
  purgeAt!: Date | null;

  @Field(() => ResumeJobType, {
    nullable: true,
    description: 'The job it is aimed at; for the owner only (null on a public resume).',
  })
  job!: ResumeJobType | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The resume a copy made for a job was made from; for the owner only.',
  })
  sourceId!: string | null;
}

/** A tailored copy's source and each part against it (docs/resume.md#tailored-copies). */
@ObjectType('ResumeSourceComparison')
export class ResumeSourceComparisonType {
  @Field(() => ID)
  sourceId!: string;

  @Field(() => Resume, { nullable: true, description: 'Null once the source is deleted.' })
  source!: Resume | null;

  @Field(() => [ResumePartType])
  parts!: ResumePartType[];
}

/** The comparison as its owner sees it. */
export function comparisonView(comparison: SourceComparison): ResumeSourceComparisonType {
  return {
    ...comparison,
    source: comparison.source ? ownerView(comparison.source) : null,
  };
}

/** The resume as its owner sees it. */
export function ownerView(resume: ResumeEntity): Resume {
  return {
    ...resume,
    job: resume.job ?? null,
    sourceId: resume.sourceId ?? null,
    deletedAt: resume.deletedAt ?? null,
    purgeAt: resume.deletedAt
      ? new Date(resume.deletedAt.getTime() + trashDays * 86_400_000)
      : null,
  };
}

/** The resume as anyone else sees it: the private notes stay behind (docs/quality.md#case-12). */
export function publicView(resume: ResumeEntity): Resume {
  const { data } = resume;
  return {
    ...ownerView(resume),
    data: { ...data, metadata: { ...data.metadata, notes: '' } },
    // The job a resume is aimed at, and the resume it was copied from, are the owner's alone.
    job: null,
    sourceId: null,
  };
}

/**
 * The public shape of a resume, the same through the graph's `publicResume`
 * and `GET /api/resume/public/{username}/{slug}` (docs/resume.md): the public
 * view without its owner's id.
 */
export function publicShape(resume: ResumeEntity): Resume {
  return { ...publicView(resume), userId: null };
}

/** What a blank resume's basics start from: the account's name, email and picture (docs/product.md#resume-list). */
@InputType()
export class NewResumeBasicsInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true, description: "The picture's URL." })
  picture?: string | null;
}

@InputType()
export class CreateResumeInput extends createDocumentFields('resume', ResumeVisibility) {
  @Field(() => Boolean, {
    nullable: true,
    description: 'Start from the sample resume instead of a blank one.',
  })
  sample?: boolean | null;

  @Field(() => NewResumeBasicsInput, {
    nullable: true,
    description:
      "The account's name, email and picture, the basics a blank resume starts with; a sample keeps its own.",
  })
  basics?: NewResumeBasicsInput | null;
}

@InputType()
export class UpdateResumeInput extends RenameDocumentFields {
  @Field(() => ResumeVisibility, { nullable: true })
  visibility?: Visibility | null;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'The whole document; it replaces the stored one.',
  })
  data?: object | null;

  @Field(() => [GraphQLJSONObject], {
    nullable: true,
    description:
      'In place of data: a JSON Patch (RFC 6902) against the stored document of baseVersion, which it then needs; what changed, not the whole document.',
  })
  patch?: object[] | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'The version this change was made on. When given and no longer the stored version, the update is refused with ResumeVersionConflict.',
  })
  baseVersion?: number | null;
}

/** Where a save comes from and what kind of change it is, for the history (docs/resume.md#history). */
@InputType()
export class ResumeSaveInput {
  @Field(() => ResumeVersionCheckpoint, {
    nullable: true,
    description:
      'A change that replaces much at once (an import over the resume, an AI rewrite): the state before it is kept as a version of its own.',
  })
  checkpoint?: VersionCheckpoint | null;

  @Field(() => String, {
    nullable: true,
    description: 'The tab or device saving, kept with the version (at most 100 characters kept).',
  })
  clientId?: string | null;
}

@InputType()
export class ImportResumeInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  slug?: string | null;

  @Field(() => GraphQLJSONObject)
  data!: object;
}
