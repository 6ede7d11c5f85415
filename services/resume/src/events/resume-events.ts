import {
  DeletionReason,
  encodeEvent,
  ResumeChangedSchema,
  ResumeDeletedSchema,
  subjects,
  timestampFromDate,
  Visibility,
} from '@vitae/proto';
import { resumeContentHash } from '@vitae/service-kit';

import { type ResumeEntity } from '../resumes/resume.entity';

/** An event ready for the outbox: where it goes and its encoded message. */
export type OutgoingEvent = { subject: string; payload: Uint8Array };

/** `vitae.resume.changed.<id>`: the resume's state after a saved change. */
export function resumeChanged(resume: ResumeEntity): OutgoingEvent {
  return {
    subject: subjects.resumeChanged(resume.id),
    payload: encodeEvent(ResumeChangedSchema, {
      resumeId: resume.id,
      userId: resume.userId,
      version: BigInt(resume.version),
      // The one content hash (the service kit's), of which render makes its cache key.
      contentHash: resumeContentHash(resume.data),
      template: resume.data.metadata.template,
      visibility: resume.visibility === 'public' ? Visibility.PUBLIC : Visibility.PRIVATE,
      title: resume.title,
      slug: resume.slug,
      changedAt: timestampFromDate(resume.updatedAt),
      // Render prints from this; the private notes are never drawn, so they stay here.
      dataJson: JSON.stringify({
        ...resume.data,
        metadata: { ...resume.data.metadata, notes: '' },
      }),
    }),
  };
}

export { DeletionReason };

/**
 * `vitae.resume.deleted.<id>`: the resume is gone for good, and why; with the
 * storage keys of the pictures only it used, which storage removes.
 */
export function resumeDeleted(
  resume: Pick<ResumeEntity, 'id' | 'userId'>,
  reason: DeletionReason,
  pictureKeys: string[] = [],
  at = new Date(),
): OutgoingEvent {
  return {
    subject: subjects.resumeDeleted(resume.id),
    payload: encodeEvent(ResumeDeletedSchema, {
      resumeId: resume.id,
      userId: resume.userId,
      deletedAt: timestampFromDate(at),
      reason,
      pictureKeys,
    }),
  };
}
