import { randomUUID } from 'node:crypto';

import { type EntityManager } from 'typeorm';

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
 * The outbox's SQL as parts, for a statement that writes an event together
 * with its change (enqueueEvent below, and a service's own one-statement
 * save). Each argument is a placeholder (`$2`, cast where the statement needs
 * one).
 */
export const outboxSql = {
  /** The outbox's columns, in the order of {@link outboxSql.values}. */
  columns: '(message_id, subject, payload, attempts, claimed_until, created_at)',
  /** A new row's values: not yet tried, not claimed. */
  values: (messageId: string, subject: string, payload: string, createdAt: string) =>
    `${messageId}, ${subject}, ${payload}, 0, NULL, ${createdAt}`,
  /**
   * The rows of `subject` still waiting: replacePending's condition. A claimed
   * row is being published right now; it is left alone.
   */
  waiting: (subject: string) => `subject = ${subject} AND claimed_until IS NULL`,
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
  const row = [randomUUID(), event.subject, Buffer.from(event.payload), new Date()];
  // One statement either way, in SQL of its own: a save writes an event, and
  // TypeORM's query building and a second round trip for the replacement cost
  // more than the row (docs/performance.md#saves-in-fewer-round-trips-2026-12-01).
  // The DELETE sees the table as it was before this statement, so never the new row.
  const insert = `INSERT INTO outbox ${outboxSql.columns} VALUES (${outboxSql.values('$1', '$2', '$3', '$4')})`;
  await manager.query(
    options.replacePending
      ? `WITH replaced AS (DELETE FROM outbox WHERE ${outboxSql.waiting('$2')}) ${insert}`
      : insert,
    row,
  );
}
