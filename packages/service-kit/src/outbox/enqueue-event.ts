import { randomUUID } from 'node:crypto';

import { type EntityManager, IsNull } from 'typeorm';

import { OutboxEntity } from './outbox.entity';

/** An event ready for the outbox: the subject it is published on and its encoded message. */
export type OutboxEvent = { subject: string; payload: Uint8Array };

/** Options of {@link enqueueEvent}. */
export type EnqueueOptions = {
  /**
   * Drop the events on the same subject still waiting (not claimed by a
   * relay) before adding this one. For state events on a latest-per-subject
   * stream, where only the newest matters: a burst of edits then goes out as
   * one or a few messages instead of fifty. The caller must serialize writers
   * of one subject (a row lock), or two could each drop the other's event.
   */
  replacePending?: boolean;
};

/**
 * Writes an event into the outbox with the manager of the transaction that
 * made the change, so the change and its announcement commit or roll back
 * together; the relay ({@link startOutboxRelay}) publishes it after the commit.
 */
export async function enqueueEvent(
  manager: EntityManager,
  event: OutboxEvent,
  options: EnqueueOptions = {},
): Promise<void> {
  if (options.replacePending) {
    // A claimed row is being published right now; it is left alone.
    await manager.delete(OutboxEntity, { subject: event.subject, claimedUntil: IsNull() });
  }
  await manager.insert(OutboxEntity, {
    messageId: randomUUID(),
    subject: event.subject,
    payload: Buffer.from(event.payload),
    attempts: 0,
    claimedUntil: null,
    createdAt: new Date(),
  });
}
