import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, type FieldOptions, ID, InputType, Int, ObjectType } from 'type-graphql';

import { type Visibility } from '../resumes/resume.entity';

type Kind = 'resume' | 'letter';

/** The fields a resume and a letter both have; a letter also names the resume it goes with. */
export type DocumentFields<K extends Kind> = {
  id: string;
  title: string;
  slug: string;
  data: object;
  visibility: Visibility;
  locked: boolean;
  userId: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
} & (K extends 'letter' ? { resumeId: string | null } : unknown);

/** What a resume's and a letter's fields say differently. */
export type DocumentFieldsOptions = {
  /** The visibility enum, each kind's own (ResumeVisibility, LetterVisibility). */
  visibility: object;
  slug: string;
  data: string;
  userId: string;
};

/**
 * Declares each field on `target` by calling its decorator: the fields are
 * declared in the order the SDL prints them.
 */
function fieldDeclarer(target: object) {
  return (
    name: string,
    // Field's last overload: (returnTypeFunction?, options?).
    type: NonNullable<Parameters<typeof Field>[0]>,
    options: FieldOptions = {},
  ) => Field(type, options)(target, name);
}

/**
 * The fields of a resume or a letter, said once for both: an abstract object
 * type `Resume` and `Letter` extend, their own fields (and the `@key`) added
 * on top. A letter's `resumeId` stands before the timestamps, where the SDL
 * prints it, so it is declared here as well.
 */
export function documentFields<K extends Kind>(
  kind: K,
  options: DocumentFieldsOptions,
): abstract new () => DocumentFields<K> {
  abstract class Fields {}
  const field = fieldDeclarer(Fields.prototype);

  field('id', () => ID);
  field('title', () => String);
  field('slug', () => String, { description: options.slug });
  field('data', () => GraphQLJSONObject, { description: options.data });
  field('visibility', () => options.visibility);
  field('locked', () => Boolean);
  field('userId', () => ID, { nullable: true, description: options.userId });
  field('version', () => Int, { description: 'Grows by one with every saved change.' });
  if (kind === 'letter') {
    field('resumeId', () => ID, {
      nullable: true,
      description:
        'The resume it goes with; null when none, or once that resume is deleted for good.',
    });
  }
  field('createdAt', () => Date);
  field('updatedAt', () => Date);
  // Named, though never printed: only the types the schema reaches are.
  ObjectType(kind === 'resume' ? 'ResumeFields' : 'LetterFields')(Fields);
  return Fields as abstract new () => DocumentFields<K>;
}

/** The fields a new resume and a new letter both start from. */
export type CreateDocumentFields = {
  title: string;
  slug: string;
  visibility?: Visibility | null;
};

/**
 * The first fields of CreateResumeInput and CreateLetterInput, said once: an
 * abstract input type both extend, with the kind's visibility enum.
 */
export function createDocumentFields(
  kind: Kind,
  visibility: object,
): abstract new () => CreateDocumentFields {
  abstract class Fields {}
  const field = fieldDeclarer(Fields.prototype);

  field('title', () => String);
  field('slug', () => String);
  field('visibility', () => visibility, { nullable: true });
  // Named, though never printed: only the types the schema reaches are.
  InputType(kind === 'resume' ? 'CreateResumeFields' : 'CreateLetterFields')(Fields);
  return Fields as abstract new () => CreateDocumentFields;
}

/** A new title, a new slug or both: the fields UpdateLetterInput has and UpdateResumeInput starts with. */
@InputType('RenameDocumentFields')
export abstract class RenameDocumentFields {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  slug?: string | null;
}
