import { type Closable, type EventBus, type Logger } from '@vitae/service-kit';
import { type DataSource } from 'typeorm';

/** Options of {@link startOutboxRelay}. */
export type OutboxRelayOptions = {
  dataSource: DataSource;
  bus: EventBus;
  logger: Logger;
  /** Pause between two looks at the outbox; also the pace at which one resume's changes go out. */
  intervalMs: number;
  /** Longest pause between attempts while the bus refuses messages. */
  maxBackoffMs?: number;
  /** How long a claimed row is left to this relay before another may take it. */
  claimMs?: number;
  batchSize?: number;
};

type ClaimedRow = { id: string; message_id: string; subject: string; payload: Buffer };

/**
 * Publishes outbox rows to the bus in the order they were written and deletes
 * each once the stream has acknowledged it. A row that fails stays, and the
 * relay tries again with a growing pause until the bus takes it (QUALITY 7).
 * Rows are claimed with `FOR UPDATE SKIP LOCKED` and a lease, so several
 * instances of the service can relay side by side without publishing a row twice
 * (and the stream's de-duplication by message id covers a lost acknowledgement).
 */
export function startOutboxRelay({
  dataSource,
  bus,
  logger,
  intervalMs,
  maxBackoffMs = 5_000,
  claimMs = 30_000,
  batchSize = 100,
}: OutboxRelayOptions): Closable {
  const log = logger.child({ component: 'outbox-relay' });
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let closed = false;
  let failures = 0;

  const claim = async (): Promise<ClaimedRow[]> => {
    const [rows] = (await dataSource.query(
      `UPDATE outbox SET claimed_until = now() + make_interval(secs => $1), attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM outbox
         WHERE claimed_until IS NULL OR claimed_until < now()
         ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id, message_id, subject, payload`,
      [claimMs / 1000, batchSize],
    )) as [ClaimedRow[], number];
    return rows.sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
  };

  /** Publishes one batch; false when the bus refused a message. */
  const relayBatch = async (): Promise<{ published: number; ok: boolean }> => {
    const rows = await claim();
    let published = 0;
    for (const [index, row] of rows.entries()) {
      try {
        await bus.publish(row.subject, new Uint8Array(row.payload), { msgId: row.message_id });
      } catch (error) {
        const waiting = rows.slice(index).map((rest) => rest.id);
        await dataSource.query('UPDATE outbox SET claimed_until = NULL WHERE id = ANY($1::bigint[])', [waiting]);
        log.warn({ err: error, subject: row.subject, waiting: waiting.length }, 'could not publish; will retry');
        return { published, ok: false };
      }
      await dataSource.query('DELETE FROM outbox WHERE id = $1', [row.id]);
      published += 1;
    }
    return { published, ok: true };
  };

  const schedule = (delayMs: number) => {
    if (!closed) {
      timer = setTimeout(() => {
        current = tick().finally(() => (current = undefined));
      }, delayMs);
    }
  };

  const tick = async () => {
    try {
      const { published, ok } = await relayBatch();
      failures = ok ? 0 : failures + 1;
      if (published > 0) {
        log.debug({ published }, 'outbox events published');
      }
    } catch (error) {
      // The database itself failed (restart, lost connection): the rows are safe there.
      failures += 1;
      log.error({ err: error }, 'outbox relay could not read the outbox');
    }
    schedule(failures === 0 ? intervalMs : Math.min(intervalMs * 2 ** failures, maxBackoffMs));
  };

  schedule(0);
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await current;
    },
  };
}
