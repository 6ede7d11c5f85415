import { decodeEvent, ResumeChangedSchema } from '@vitae/proto';
import {
  type Closable,
  consumeStream,
  type EventBus,
  followerRetries,
  type Logger,
} from '@vitae/service-kit';

import { type RemoteImageCopies } from '../remote/remote-image-copies';
import { type RemoteImageRegistry } from '../remote/remote-image-registry';
import { resumeImageUrls } from '../remote/resume-image-urls';
import { type StorageEventTopology } from './event-topology';

/**
 * Follows `vitae.resume.changed.<resumeId>`: registers the remote images the
 * resume now shows (its picture, the images of its rich text), forgets the
 * ones it no longer shows, and copies the new ones into the object store.
 * This runs after the save, off the resume service's path, so a save never
 * waits for another host. A fetch that fails is recorded, not retried here:
 * the image's first request tries again (docs/storage.md).
 */
export async function startRemoteImageConsumer({
  bus,
  registry,
  copies,
  isOwn,
  logger,
  topology,
}: {
  bus: EventBus;
  registry: RemoteImageRegistry;
  copies: RemoteImageCopies;
  /** Whether a URL is served from this origin already (an uploaded picture). */
  isOwn: (url: string) => boolean;
  logger: Logger;
  topology: StorageEventTopology;
}): Promise<Closable> {
  const consumer = await consumeStream(bus, topology.resumeEvents, {
    durable: `${topology.durablePrefix}-resume-images`,
    filterSubjects: [topology.resumeChangedFilter],
    deadLetterSubject: topology.deadLetterSubject(topology.resumeEvents.name),
    ...followerRetries,
    handle: async (delivery) => {
      const change = decodeEvent(ResumeChangedSchema, delivery.data);
      let data: unknown;
      try {
        data = JSON.parse(change.dataJson);
      } catch {
        logger.warn(
          { resumeId: change.resumeId },
          'ignored a resume change whose data is not JSON',
        );
        return;
      }
      const urls = resumeImageUrls(data, isOwn);
      const { pending, dropped } = await registry.setResumeImages(change, urls);
      await copies.copyAll(pending);
      // An image no resume holds any more can only come from a dropped use.
      if (dropped > 0) {
        await copies.prune();
      }
    },
  });
  return { close: () => consumer.stop() };
}
