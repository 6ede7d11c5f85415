import { decodeEvent, ResumeDeletedSchema, UserDeletedSchema } from '@vitae/proto';
import { type Closable, type EventBus, type Logger } from '@vitae/service-kit';

import { isKeyId, resumePrefix, userPrefix } from '../files/file-keys';
import { type ObjectStore } from '../objects';
import { type StorageEventTopology } from './event-topology';

const retries = { maxDeliver: 10, backoffMs: [1_000, 5_000, 30_000] };

/**
 * Follows deletions: `vitae.user.deleted.<userId>` removes every file of that
 * user (pictures, PDFs, thumbnails), `vitae.resume.deleted.<resumeId>` that
 * resume's PDFs and thumbnails. Both are durable consumers, so a deletion
 * announced while storage is down is done when it is back. Deleting twice is
 * harmless; a failure is retried by the bus, then dead-lettered.
 */
export async function startDeletionConsumers({
  bus,
  objects,
  logger,
  topology,
}: {
  bus: EventBus;
  objects: ObjectStore;
  logger: Logger;
  topology: StorageEventTopology;
}): Promise<Closable> {
  for (const stream of [topology.userEvents, topology.resumeEvents, topology.deadLetter]) {
    await bus.ensureStream(stream);
  }
  const users = await bus.consume({
    stream: topology.userEvents.name,
    durable: `${topology.durablePrefix}-user-deleted`,
    filterSubjects: [topology.userDeletedFilter],
    deadLetterSubject: topology.deadLetterSubject(topology.userEvents.name),
    ...retries,
    handle: async (delivery) => {
      const { userId } = decodeEvent(UserDeletedSchema, delivery.data);
      if (!isKeyId(userId)) {
        // No key can hold such an id, so there is nothing to delete.
        logger.warn({ userId }, 'ignored a user deletion with an impossible id');
        return;
      }
      const removed = await objects.deletePrefix(userPrefix(userId));
      logger.info({ userId, removed }, 'removed the files of a deleted user');
    },
  });
  const resumes = await bus.consume({
    stream: topology.resumeEvents.name,
    durable: `${topology.durablePrefix}-resume-deleted`,
    filterSubjects: [topology.resumeDeletedFilter],
    deadLetterSubject: topology.deadLetterSubject(topology.resumeEvents.name),
    ...retries,
    handle: async (delivery) => {
      const { userId, resumeId } = decodeEvent(ResumeDeletedSchema, delivery.data);
      if (!isKeyId(userId) || !isKeyId(resumeId)) {
        logger.warn({ userId, resumeId }, 'ignored a resume deletion with an impossible id');
        return;
      }
      const removed = await objects.deletePrefix(resumePrefix(userId, resumeId));
      logger.info({ userId, resumeId, removed }, 'removed the printed files of a deleted resume');
    },
  });
  return {
    close: async () => {
      await Promise.all([users.stop(), resumes.stop()]);
    },
  };
}
