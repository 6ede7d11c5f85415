import {
  decodeEvent,
  LetterDeletedSchema,
  ResumeDeletedSchema,
  UserDeletedSchema,
} from '@vitae/proto';
import {
  type Closable,
  type ConsumerConfig,
  consumeStream,
  type EventBus,
  followerRetries,
  type Logger,
  type StreamConfig,
} from '@vitae/service-kit';

import { isKeyId, parseFileKey, resumePrefix, userPrefix } from '../files/file-keys';
import { type ObjectStore } from '../objects';
import { type RemoteImageCopies } from '../remote/remote-image-copies';
import { type RemoteImageRegistry } from '../remote/remote-image-registry';
import { type StorageEventTopology } from './event-topology';

/**
 * Follows deletions: `vitae.user.deleted.<userId>` removes every file of that
 * user (pictures, PDFs, thumbnails), `vitae.resume.deleted.<resumeId>` that
 * resume's PDFs and thumbnails, and the pictures its message names as used
 * by that resume alone (`picture_keys`: a purge from the trash or a deletion
 * forever, docs/resume.md#trash), and `vitae.letter.deleted.<letterId>` that
 * letter's PDFs (docs/render.md#cover-letters). The first two forget the
 * remote images the deleted resumes held, and a copy no other resume holds is
 * deleted. All three are durable consumers, so a deletion
 * announced while storage is down is done when it is back. Deleting twice is
 * harmless; a failure is retried by the bus, then dead-lettered.
 */
export async function startDeletionConsumers({
  bus,
  objects,
  remoteImages,
  logger,
  topology,
}: {
  bus: EventBus;
  objects: ObjectStore;
  remoteImages: { registry: RemoteImageRegistry; copies: RemoteImageCopies };
  logger: Logger;
  topology: StorageEventTopology;
}): Promise<Closable> {
  await bus.ensureStream(topology.deadLetter);
  // A durable consumer of one kind of deletion, dead-lettering what it cannot do.
  const follow = (
    stream: StreamConfig,
    name: string,
    filter: string,
    handle: ConsumerConfig['handle'],
  ) =>
    consumeStream(bus, stream, {
      durable: `${topology.durablePrefix}-${name}`,
      filterSubjects: [filter],
      deadLetterSubject: topology.deadLetterSubject(stream.name),
      ...followerRetries,
      handle,
    });
  const users = await follow(
    topology.userEvents,
    'user-deleted',
    topology.userDeletedFilter,
    async (delivery) => {
      const { userId } = decodeEvent(UserDeletedSchema, delivery.data);
      if (!isKeyId(userId)) {
        // No key can hold such an id, so there is nothing to delete.
        logger.warn({ userId }, 'ignored a user deletion with an impossible id');
        return;
      }
      const removed = await objects.deletePrefix(userPrefix(userId));
      await remoteImages.registry.forgetUser(userId);
      await remoteImages.copies.prune();
      logger.info({ userId, removed }, 'removed the files of a deleted user');
    },
  );
  const resumes = await follow(
    topology.resumeEvents,
    'resume-deleted',
    topology.resumeDeletedFilter,
    async (delivery) => {
      const { userId, resumeId, pictureKeys } = decodeEvent(ResumeDeletedSchema, delivery.data);
      if (!isKeyId(userId) || !isKeyId(resumeId)) {
        logger.warn({ userId, resumeId }, 'ignored a resume deletion with an impossible id');
        return;
      }
      const removed = await objects.deletePrefix(resumePrefix(userId, resumeId));
      // Only pictures of that resume's owner: a key of anything else is never deleted here.
      const pictures = pictureKeys.filter((key) => {
        const location = parseFileKey(key);
        return location?.kind === 'image' && location.userId === userId;
      });
      if (pictures.length < pictureKeys.length) {
        logger.warn({ userId, resumeId }, 'ignored picture keys that are not the owner’s pictures');
      }
      for (const key of pictures) {
        await objects.delete(key);
      }
      await remoteImages.registry.forgetResume(resumeId);
      await remoteImages.copies.prune();
      logger.info(
        { userId, resumeId, removed, pictures: pictures.length },
        'removed the printed files and the own pictures of a deleted resume',
      );
    },
  );
  const letters = await follow(
    topology.letterEvents,
    'letter-deleted',
    topology.letterDeletedFilter,
    async (delivery) => {
      const { userId, letterId } = decodeEvent(LetterDeletedSchema, delivery.data);
      if (!isKeyId(userId) || !isKeyId(letterId)) {
        logger.warn({ userId, letterId }, 'ignored a letter deletion with an impossible id');
        return;
      }
      // A letter's prints are kept under its id where a resume's are (docs/render.md#cover-letters).
      const removed = await objects.deletePrefix(resumePrefix(userId, letterId));
      logger.info({ userId, letterId, removed }, 'removed the printed files of a deleted letter');
    },
  );
  return {
    close: async () => {
      await Promise.all([users.stop(), resumes.stop(), letters.stop()]);
    },
  };
}
