import { GraphQLJSONObject } from 'graphql-scalars';
import { Directive, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

import {
  createDocumentFields,
  documentFields,
  RenameDocumentFields,
} from '../documents/document-fields';
import { type LetterEntity } from './letter.entity';
import { withLink } from './letter.service';

/** Public or private, as a resume's (docs/resume.md#letters). */
export const LetterVisibility = { public: 'public', private: 'private' } as const;
registerEnumType(LetterVisibility, {
  name: 'LetterVisibility',
  description:
    'Who may see a letter by its public link /{username}/{slug} (docs/letters.md#the-public-page).',
});

/** A cover letter (docs/letters.md), as its owner sees it. */
@ObjectType('Letter')
@Directive('@key(fields: "id")')
export class Letter extends documentFields('letter', {
  visibility: LetterVisibility,
  slug: "Hyphenated lowercase; unique among the owner's letters and resumes.",
  data: 'The letter document (packages/schema); metadata.resumeId is always resumeId.',
  userId:
    "The owner's id, for the owner and the services; null on a public letter read through publicLetter.",
}) {}

/** The letter as its owner sees it; the document names the stored resume link. */
export function letterView(letter: LetterEntity): Letter {
  return { ...letter, data: withLink(letter.data, letter.resumeId) };
}

/**
 * The public shape of a letter, through `publicLetter` and
 * `GET /api/letter/public/{username}/{slug}` (docs/letters.md#the-public-page):
 * no owner id, no link to the owner's resume, the private notes emptied.
 */
export function publicLetterView(letter: LetterEntity): Letter {
  const { data } = letter;
  return {
    ...letter,
    userId: null,
    resumeId: null,
    data: { ...data, metadata: { ...data.metadata, notes: '', resumeId: null } },
  };
}

/**
 * A public letter as another subgraph sees it through its reference: the
 * owner's id stays (render prints on the owner's account and storage checks
 * the file's owner), the notes and the resume link do not.
 */
export function referencedLetterView(letter: LetterEntity): Letter {
  return { ...publicLetterView(letter), userId: letter.userId };
}

/** How often a public letter was viewed and downloaded by others (docs/letters.md#the-public-page). */
@ObjectType()
export class LetterStatistics {
  @Field(() => Int)
  views!: number;

  @Field(() => Int)
  downloads!: number;
}

/** The job a letter answers: its company, role and the posting's text (docs/letters.md#a-letter-from-a-resume). */
@InputType()
export class LetterPostingInput {
  @Field(() => String, { nullable: true, description: "Becomes the recipient's company." })
  company?: string | null;

  @Field(() => String, { nullable: true, description: 'Becomes the subject.' })
  role?: string | null;

  @Field(() => String, { nullable: true, description: "Becomes the letter's private notes." })
  description?: string | null;
}

@InputType()
export class CreateLetterInput extends createDocumentFields('letter', LetterVisibility) {
  @Field(() => ID, {
    nullable: true,
    description:
      "One of the caller's resumes: the letter takes its sender and design and goes with it. Blank without it.",
  })
  fromResumeId?: string | null;

  @Field(() => LetterPostingInput, {
    nullable: true,
    description: 'The job the letter answers; only with fromResumeId.',
  })
  posting?: LetterPostingInput | null;
}

@InputType()
export class UpdateLetterInput extends RenameDocumentFields {}

/** A new letter from a document, as ImportResumeInput is for a resume. */
@InputType()
export class ImportLetterInput {
  @Field(() => String, {
    nullable: true,
    description: 'Without one: the subject, else the recipient\'s company, else "Imported letter".',
  })
  title?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Without one: made from the title; a taken one gets "-2", "-3", …',
  })
  slug?: string | null;

  @Field(() => GraphQLJSONObject, { description: 'The letter document, checked by its model.' })
  data!: object;
}
