import { type DataSource, type QueryRunner } from 'typeorm';

import { type EventBus, type StreamConfig } from '../bus';
import { type Logger } from '../logger';
import { type Closable } from '../runtime/start-service';

/** Options of {@link startOutboxRelay}. */
export type OutboxRelayOptions = {
  dataSource: DataSource;
  bus: EventBus;
  logger: Logger;
  /**
   * Pause between two looks at the outbox while all is well; 1 s by default.
   * Also the pace at which one subject's replaced events go out (see
   * `replacePending`), and the first pause after a failure.
   */
  intervalMs?: number;
  /** Longest pause between attempts while the bus (or the database) fails; 5 s by default. */
  maxBackoffMs?: number;
  /** How long a claimed row is left to this relay before another may take it; 30 s by default. */
  leaseMs?: number;
  /** Rows claimed at once; 100 by default. A full batch is followed at once by the next. */
  batchSize?: number;
  /** Streams the events go to, created (or updated) before the first publish. */
  streams?: StreamConfig[];
  /**
   * Where the relay's queries run. `shared` (the default) takes a connection
   * from the pool for each query, in line behind the service's requests.
   * `own` keeps one connection of the pool for the relay, so a busy service
   * (every connection in a request, a queue waiting) never holds its events
   * back: on PostgreSQL, where the pool has several. Never with the embedded
   * database, whose one connection every request needs.
   */
  connection?: 'shared' | 'own';
};

/** A running relay. */
export type OutboxRelay = Closable & {
  /**
   * Looks at the outbox now instead of at the next tick: call it after a
   * commit that wrote an event which should go out at once. Ignored while the
   * relay is backing off after a failure (its next attempt is already due).
   */
  kick(): void;
};

type ClaimedRow = { id: string; message_id: string; subject: string; payload: Buffer };

/** What one batch did: rows published, and whether the bus refused one. */
type BatchOutcome = { claimed: number; published: number; refused: boolean };

/**
 * What an event is about: its subject's last token, which is the id of the
 * resume, user or job for every subject Vitae publishes (proto's subjects.ts).
 */
function resourceOf(subject: string): string {
  return subject.slice(subject.lastIndexOf('.') + 1);
}

/** A batch's rows by the resource they are about, each group in the order written. */
function groupByResource(rows: ClaimedRow[]): Map<string, ClaimedRow[]> {
  const groups = new Map<string, ClaimedRow[]>();
  for (const row of rows) {
    const resource = resourceOf(row.subject);
    groups.set(resource, [...(groups.get(resource) ?? []), row]);
  }
  return groups;
}

/**
 * Publishes the outbox ({@link OutboxEntity}) to the bus, each resource's events
 * (a resume's changes and its deletion, say: the subject's last token) in the
 * order they were written and different resources side by side, and deletes a
 * row only once the bus has acknowledged it (a batch's acknowledged rows in one
 * statement).
 *
 * - Rows are claimed with a lease (`claimed_until`, taken under
 *   `FOR UPDATE SKIP LOCKED`), so several instances of a service relay side by
 *   side without publishing a row twice; a relay that dies mid-batch leaves
 *   its rows to the others when the lease runs out.
 * - A row is claimed only when no earlier row of its subject is left, so one
 *   subject's events go out in the order written even across relays: on a
 *   latest-per-subject stream, a newer event published before an older one
 *   still in another relay's hands would leave the older one as the latest.
 *   A batch thus holds one event per subject; the next goes in the next batch.
 * - Each row is published with its `message_id` as the message id, so a row
 *   published again (an acknowledgement lost, a lease run out) is stored once
 *   within the stream's duplicate window.
 * - When the bus refuses a row, it and the rest of its resource's rows, and
 *   every row of the batch not yet sent, are released at once, and the relay
 *   tries again after a pause that doubles from `intervalMs` up to
 *   `maxBackoffMs`, until the bus takes them; nothing is lost, and no event
 *   jumps ahead of an earlier one of its resource.
 * - `close()` waits for the publishes in flight, releases the rows it still
 *   held and publishes nothing more.
 */
export function startOutboxRelay({
  dataSource,
  bus,
  logger,
  intervalMs = 1_000,
  maxBackoffMs = 5_000,
  leaseMs = 30_000,
  batchSize = 100,
  streams = [],
  connection = 'shared',
}: OutboxRelayOptions): OutboxRelay {
  const log = logger.child({ component: 'outbox-relay' });
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let kicked = false;
  let closed = false;
  let failures = 0;
  let streamsReady = streams.length === 0;

  /** The relay's own connection while it has one (`connection: 'own'`). */
  let own: QueryRunner | undefined;
  const query = async (sql: string, parameters: unknown[]): Promise<unknown> => {
    if (connection === 'shared') {
      return dataSource.query(sql, parameters);
    }
    own ??= dataSource.createQueryRunner();
    try {
      return await own.query(sql, parameters);
    } catch (error) {
      // The connection may be broken (the server restarted): the next query takes a new one.
      const broken = own;
      own = undefined;
      await broken.release().catch(() => undefined);
      throw error;
    }
  };

  const claim = async (): Promise<ClaimedRow[]> => {
    const [rows] = (await query(
      `UPDATE outbox SET claimed_until = now() + make_interval(secs => $1), attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM outbox candidate
         WHERE (claimed_until IS NULL OR claimed_until < now())
           AND NOT EXISTS (
             SELECT 1 FROM outbox earlier WHERE earlier.subject = candidate.subject AND earlier.id < candidate.id)
         ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id, message_id, subject, payload`,
      [leaseMs / 1000, batchSize],
    )) as [ClaimedRow[], number];
    // RETURNING keeps no order.
    return rows.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  };

  const release = async (rows: ClaimedRow[]) => {
    await query('UPDATE outbox SET claimed_until = NULL WHERE id = ANY($1::bigint[])', [
      rows.map((row) => row.id),
    ]);
  };

  const relayBatch = async (): Promise<BatchOutcome> => {
    if (!streamsReady) {
      for (const stream of streams) {
        await bus.ensureStream(stream);
      }
      streamsReady = true;
    }
    const rows = await claim();
    const acknowledged: string[] = [];
    const unpublished: ClaimedRow[] = [];
    let refusal: { error: unknown; subject: string } | undefined;
    // Each resource's events one after another, the resources side by side:
    // the acknowledgements of a whole batch then take about one round trip to
    // the bus instead of one each, which on a busy event loop is the relay's pace.
    const publishInOrder = async (group: ClaimedRow[]) => {
      for (const [index, row] of group.entries()) {
        if (closed || refusal) {
          unpublished.push(...group.slice(index));
          return;
        }
        try {
          await bus.publish(row.subject, new Uint8Array(row.payload), { msgId: row.message_id });
          acknowledged.push(row.id);
        } catch (error) {
          refusal ??= { error, subject: row.subject };
          unpublished.push(...group.slice(index));
          return;
        }
      }
    };
    await Promise.all([...groupByResource(rows).values()].map(publishInOrder));
    // Only what the stream holds is deleted, a batch's rows in one statement.
    // Should the delete fail, those rows go out again when their lease ends,
    // under the same message ids.
    if (acknowledged.length > 0) {
      await query('DELETE FROM outbox WHERE id = ANY($1::bigint[])', [acknowledged]);
    }
    if (unpublished.length > 0) {
      await release(unpublished);
    }
    if (refusal) {
      log.warn(
        {
          err: refusal.error,
          subject: refusal.subject,
          waiting: unpublished.length,
          failures: failures + 1,
        },
        'the bus refused an outbox event; will retry',
      );
    }
    return { claimed: rows.length, published: acknowledged.length, refused: !!refusal };
  };

  const schedule = (delayMs: number) => {
    if (!closed) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        current = tick().finally(() => (current = undefined));
      }, delayMs);
    }
  };

  const tick = async () => {
    kicked = false;
    let full = false;
    try {
      const { claimed, published, refused } = await relayBatch();
      failures = refused ? failures + 1 : 0;
      full = !refused && claimed === batchSize;
      if (published > 0) {
        log.debug({ published }, 'outbox events published');
      }
    } catch (error) {
      // The database (or creating a stream) failed: the rows are safe in the table.
      failures += 1;
      log.error({ err: error, failures }, 'the outbox relay failed; will retry');
    }
    if (failures > 0) {
      schedule(Math.min(intervalMs * 2 ** (failures - 1), maxBackoffMs));
    } else {
      schedule(full || kicked ? 0 : intervalMs);
    }
  };

  schedule(0);
  return {
    kick() {
      if (closed || failures > 0) {
        return;
      }
      if (current) {
        // The batch in flight may have been claimed before the kicker's commit.
        kicked = true;
      } else {
        schedule(0);
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await current;
      await own?.release();
      own = undefined;
    },
  };
}
