import { type ConsumerConfig, type EventBus, type StreamConfig, type Subscription } from './types';

/** A stream as a service declares it (its subjects may be a readonly list). */
type DeclaredStream = Omit<StreamConfig, 'subjects'> & { subjects: readonly string[] };

/**
 * How a consumer following another service's events retries: ten attempts, the
 * later ones 30 s apart, so a dependency down for a few minutes loses nothing;
 * then the message goes to the dead letters (when the consumer names them).
 */
export const followerRetries = { maxDeliver: 10, backoffMs: [1_000, 5_000, 30_000] };

/** A durable consumer on `stream`, which is made sure of first (created or updated). */
export async function consumeStream(
  bus: EventBus,
  stream: DeclaredStream,
  consumer: Omit<ConsumerConfig, 'stream'>,
): Promise<Subscription> {
  await bus.ensureStream({ ...stream, subjects: [...stream.subjects] });
  return bus.consume({ ...consumer, stream: stream.name });
}
