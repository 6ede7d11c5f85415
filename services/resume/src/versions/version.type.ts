import { GraphQLJSONObject } from 'graphql-scalars';
import {
  Directive,
  Field,
  type FieldOptions,
  ID,
  InputType,
  Int,
  ObjectType,
  registerEnumType,
} from 'type-graphql';

import { type ResumeVersionEntity, type VersionReason } from './version.entity';
import { summaryLine, type VersionChanges } from './version-changes';

/** Why a version began; the GraphQL names of the stored reasons. */
export const ResumeVersionReason = {
  created: 'created',
  edit: 'edit',
  import: 'import',
  restore: 'restore',
  template: 'template',
  aiRewrite: 'ai-rewrite',
  manual: 'manual',
} as const satisfies Record<string, VersionReason>;
registerEnumType(ResumeVersionReason, {
  name: 'ResumeVersionReason',
  description:
    'Why a version began: made or imported (created), editing after a pause (edit), an import over the resume, a restore, a template change, an AI rewrite, or saved by name (manual).',
});

/** The changes an editor announces as replacing much at once. */
export const ResumeVersionCheckpoint = {
  import: 'import',
  template: 'template',
  aiRewrite: 'ai-rewrite',
} as const;
registerEnumType(ResumeVersionCheckpoint, {
  name: 'ResumeVersionCheckpoint',
  description:
    'A save that replaces much at once: the state before it is kept as a version of its own.',
});

@ObjectType('ResumeSectionChange', { description: 'What changed in one part of a resume.' })
export class ResumeSectionChange {
  @Field(() => String, {
    description: '`basics`, `summary`, an item section, `custom.<id>` or `metadata` (the design).',
  })
  section!: string;

  @Field(() => String, { description: 'The section as the newer document names it.' })
  name!: string;

  @Field(() => Int)
  added!: number;

  @Field(() => Int)
  removed!: number;

  @Field(() => Int, {
    description: 'Items edited; 1 for the basics, the summary and the design when they changed.',
  })
  edited!: number;
}

@ObjectType('ResumeVersionChanges', { description: 'What a version changed since the one before.' })
export class ResumeVersionChanges {
  @Field(() => [ResumeSectionChange])
  sections!: ResumeSectionChange[];

  @Field(() => Int)
  wordsAdded!: number;

  @Field(() => Int)
  wordsRemoved!: number;

  @Field(() => String, { nullable: true, description: 'The template before, when it changed.' })
  templateFrom!: string | null;

  @Field(() => String, { nullable: true, description: 'The template after, when it changed.' })
  templateTo!: string | null;
}

/** The fields of a version of a resume or a letter, named for its owner (`resumeId`, `letterVersion`). */
export type VersionFields<Owner extends 'resume' | 'letter'> = {
  id: string;
  number: number;
  name: string | null;
  reason: VersionReason;
  current: boolean;
  startedAt: Date;
  savedAt: Date;
  saves: number;
  clientId: string | null;
  userAgent: string | null;
  summary: string;
  changes: ResumeVersionChanges | null;
  restoredFrom: string | null;
  data: object | null;
} & Record<`${Owner}Id`, string> &
  Record<`${Owner}Version`, number>;

/**
 * The fields a version has, said once for both kinds of document: an abstract
 * object type the resume's and the letter's version types extend. Its two
 * fields named for the owner cannot be written in a class body, so each field
 * is declared by calling its decorator, in the order the SDL prints them.
 */
export function versionFields<Owner extends 'resume' | 'letter'>(
  owner: Owner,
  changesDescription?: string,
): abstract new () => VersionFields<Owner> {
  abstract class Fields {}
  const field = (
    name: string,
    // Field's last overload: (returnTypeFunction?, options?).
    type: NonNullable<Parameters<typeof Field>[0]>,
    options: FieldOptions = {},
  ) => Field(type, options)(Fields.prototype, name);

  field('id', () => ID);
  field(`${owner}Id`, () => ID);
  field('number', () => Int, { description: '1, 2, 3… in the order the versions began.' });
  field('name', () => String, {
    nullable: true,
    description: `Given by "Save this version as…": kept as long as the ${owner}.`,
  });
  field('reason', () => ResumeVersionReason);
  field('current', () => Boolean, {
    description: 'The version being written to: the present state, growing with each save.',
  });
  field('startedAt', () => Date, { description: 'Its first save.' });
  field('savedAt', () => Date, { description: 'Its last save.' });
  field(`${owner}Version`, () => Int, {
    description: `The ${owner}'s version after its last save.`,
  });
  field('saves', () => Int, { description: 'How many saves it groups.' });
  field('clientId', () => String, {
    nullable: true,
    description: 'The tab or device of its last save, as the client named itself.',
  });
  field('userAgent', () => String, {
    nullable: true,
    description: 'The User-Agent of its last save, as the service received it.',
  });
  field('summary', () => String, {
    description: 'One line in English: what changed since the version before.',
  });
  field('changes', () => ResumeVersionChanges, {
    nullable: true,
    ...(changesDescription === undefined ? {} : { description: changesDescription }),
  });
  field('restoredFrom', () => ID, {
    nullable: true,
    description: 'The version a restore brought back.',
  });
  field('data', () => GraphQLJSONObject, {
    nullable: true,
    description: 'The document as it was at its last save; only when one version is asked for.',
  });
  // Named, though never printed: only the types the schema reaches are.
  ObjectType(owner === 'resume' ? 'ResumeVersionFields' : 'LetterVersionFields')(Fields);
  return Fields as abstract new () => VersionFields<Owner>;
}

/**
 * A version of a resume (docs/resume.md#history). An entity: render adds the
 * PDF of a version, reached by its id for the owner alone.
 */
@ObjectType('ResumeVersion')
@Directive('@key(fields: "id")')
export class ResumeVersion extends versionFields('resume') {}

/** A version as the graph shows it; `changes` is the open version's when computed. */
export function versionView(
  version: ResumeVersionEntity,
  changes: VersionChanges | null = version.changes,
  data: object | null = null,
): ResumeVersion {
  return {
    id: version.id,
    resumeId: version.resumeId,
    number: version.number,
    name: version.name,
    reason: version.reason,
    current: version.changes === null,
    startedAt: version.startedAt,
    savedAt: version.savedAt,
    resumeVersion: version.resumeVersion,
    saves: version.saves,
    clientId: version.clientId,
    userAgent: version.userAgent,
    summary: summaryLine(changes),
    changes: changes
      ? {
          sections: changes.sections,
          wordsAdded: changes.wordsAdded,
          wordsRemoved: changes.wordsRemoved,
          templateFrom: changes.template?.from ?? null,
          templateTo: changes.template?.to ?? null,
        }
      : null,
    restoredFrom: version.restoredFrom,
    data,
  };
}

@InputType()
export class RestoreResumeVersionInput {
  @Field(() => Int, {
    nullable: true,
    description:
      'The version of the resume the restore was asked on; when no longer the stored one, ResumeVersionConflict.',
  })
  baseVersion?: number | null;

  @Field(() => String, { nullable: true, description: 'The tab or device asking.' })
  clientId?: string | null;
}
