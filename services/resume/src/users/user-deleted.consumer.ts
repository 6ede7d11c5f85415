import { decodeEvent, streams, UserDeletedSchema } from '@vitae/proto';
import {
  consumeStream,
  type EventBus,
  followerRetries,
  type Logger,
  type Subscription,
} from '@vitae/service-kit';

import { type LetterService } from '../letters/letter.service';
import { type ResumeService } from '../resumes/resume.service';

/** The durable consumer's name: its position in USER_EVENTS survives restarts. */
export const userDeletedConsumer = 'resume-user-deleted';

/**
 * Follows identity's account deletions (`vitae.user.deleted.<userId>`) and
 * deletes that user's resumes and letters, each announcing its ResumeDeleted
 * or LetterDeleted through the outbox (docs/resume.md#letters). A failure is
 * retried by the bus; deleting twice is harmless.
 */
export async function consumeUserDeletions(
  bus: EventBus,
  { resumes, letters }: { resumes: ResumeService; letters: LetterService },
  logger: Logger,
): Promise<Subscription> {
  return consumeStream(bus, streams.userEvents, {
    durable: userDeletedConsumer,
    // The subject builders refuse wildcards, so the filter is written out.
    filterSubjects: ['vitae.user.deleted.>'],
    ...followerRetries,
    handle: async (delivery) => {
      const { userId } = decodeEvent(UserDeletedSchema, delivery.data);
      const removed = await resumes.removeAllOfUser(userId);
      const removedLetters = await letters.removeAllOfUser(userId);
      logger.info(
        { userId, removed, removedLetters },
        'removed the resumes and letters of a deleted user',
      );
    },
  });
}
