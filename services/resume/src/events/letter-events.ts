import {
  encodeEvent,
  LetterChangedSchema,
  LetterDeletedSchema,
  LetterDeletionReason,
  subjects,
  timestampFromDate,
  Visibility,
} from '@vitae/proto';
import { resumeContentHash } from '@vitae/service-kit';

import { type LetterEntity } from '../letters/letter.entity';
import { type OutgoingEvent } from './resume-events';

/**
 * `vitae.letter.changed.<id>`: the letter's state after a saved change, as
 * ResumeChanged tells a resume's (docs/resume.md#letters).
 */
export function letterChanged(letter: LetterEntity): OutgoingEvent {
  return {
    subject: subjects.letterChanged(letter.id),
    payload: encodeEvent(LetterChangedSchema, {
      letterId: letter.id,
      userId: letter.userId,
      version: BigInt(letter.version),
      // Made as a resume's is: the document without its private notes.
      contentHash: resumeContentHash(letter.data),
      template: letter.data.metadata.template,
      visibility: letter.visibility === 'public' ? Visibility.PUBLIC : Visibility.PRIVATE,
      title: letter.title,
      slug: letter.slug,
      changedAt: timestampFromDate(letter.updatedAt),
      resumeId: letter.resumeId ?? '',
      // The notes hold the posting and the writer's own remarks; they are never printed.
      dataJson: JSON.stringify({
        ...letter.data,
        metadata: { ...letter.data.metadata, notes: '' },
      }),
      locked: letter.locked,
    }),
  };
}

export { LetterDeletionReason };

/** `vitae.letter.deleted.<id>`: the letter is gone for good, and why. */
export function letterDeleted(
  letter: Pick<LetterEntity, 'id' | 'userId'>,
  reason: LetterDeletionReason,
  at = new Date(),
): OutgoingEvent {
  return {
    subject: subjects.letterDeleted(letter.id),
    payload: encodeEvent(LetterDeletedSchema, {
      letterId: letter.id,
      userId: letter.userId,
      deletedAt: timestampFromDate(at),
      reason,
    }),
  };
}
