import { Field, InputType, Int, ObjectType } from 'type-graphql';

import { versionFields, versionView } from '../versions/version.type';
import { type VersionChanges } from '../versions/version-changes';
import { type LetterVersionEntity } from './letter-version.entity';

/**
 * A version of a letter (docs/letters.md#history), a resume version's fields
 * named for the letter: its reasons and changes are a resume version's types,
 * the parts of a letter (`sender`, `recipient`, `date`, `subject`,
 * `salutation`, `body`, `closing`, `signature`, `metadata`) as its sections.
 */
@ObjectType('LetterVersion')
export class LetterVersion extends versionFields(
  'letter',
  'Each part of the letter that changed (edited: 1), and the words; null while open and not asked.',
) {}

/** A letter version as the graph shows it; `changes` is the open version's when computed. */
export function letterVersionView(
  version: LetterVersionEntity,
  changes: VersionChanges | null = version.changes,
  data: object | null = null,
): LetterVersion {
  // The resume's view of the shared columns, its two names of its own given the letter's.
  const { resumeId, resumeVersion, ...shared } = versionView(
    { ...version, resumeId: version.letterId, resumeVersion: version.letterVersion },
    changes,
    data,
  );
  return { ...shared, letterId: resumeId, letterVersion: resumeVersion };
}

@InputType()
export class RestoreLetterVersionInput {
  @Field(() => Int, {
    nullable: true,
    description:
      'The version of the letter the restore was asked on; when no longer the stored one, LetterVersionConflict.',
  })
  baseVersion?: number | null;

  @Field(() => String, { nullable: true, description: 'The tab or device asking.' })
  clientId?: string | null;
}
