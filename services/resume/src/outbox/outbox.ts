import { randomUUID } from 'node:crypto';

import { type EntityManager, IsNull } from 'typeorm';

import { type OutgoingEvent } from '../events/resume-events';
import { OutboxEntity } from './outbox.entity';

/**
 * Writes events into the outbox with the manager of the transaction that made
 * the change, so the change and its announcement commit or fail together.
 */
export const outbox = {
  async add(manager: EntityManager, event: OutgoingEvent): Promise<void> {
    await manager.insert(OutboxEntity, {
      messageId: randomUUID(),
      subject: event.subject,
      payload: Buffer.from(event.payload),
      attempts: 0,
      claimedUntil: null,
      createdAt: new Date(),
    });
  },

  /**
   * Replaces any unpublished event on the same subject. The stream keeps only
   * the latest message per resume anyway; dropping the stale ones here means a
   * burst of edits is published as one or a few messages rather than fifty.
   * Rows a relay is publishing right now are left alone. Callers hold the
   * resume's row lock, so two writers never race on one subject.
   */
  async replace(manager: EntityManager, event: OutgoingEvent): Promise<void> {
    await manager.delete(OutboxEntity, { subject: event.subject, claimedUntil: IsNull() });
    await outbox.add(manager, event);
  },
};
