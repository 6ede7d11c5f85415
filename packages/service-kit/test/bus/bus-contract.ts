import { randomUUID } from 'node:crypto';

import {
  type ConsumerConfig,
  deadLetterHeaders,
  type Delivery,
  type EventBus,
  type StreamConfig,
  type Subscription,
} from '../../src/bus';

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (data: Uint8Array) => new TextDecoder().decode(data);

/**
 * Resolves when `check` holds, polling (after `refresh`, when given); rejects
 * with `what` after the timeout.
 */
export async function eventually(
  check: () => boolean,
  what: string,
  timeoutMs = 5_000,
  refresh?: () => Promise<void>,
): Promise<void> {
  const started = Date.now();
  await refresh?.();
  while (!check()) {
    if (Date.now() - started > timeoutMs) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    await refresh?.();
  }
}

/**
 * Waits a fixed time. Only for windows in which something must NOT happen (a
 * message that must not arrive, a redelivery that must not come) or for a
 * job that must take long; a wait for something to happen uses {@link eventually}.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The behaviour every event bus must have, run against NATS JetStream and the
 * in-process bus alike. Each test works in its own stream and subjects.
 */
export function describeBusContract(name: string, makeBus: () => Promise<EventBus>): void {
  describe(`event bus contract: ${name}`, () => {
    let bus: EventBus;
    let prefix: string;
    let stream: string;
    const subscriptions: Subscription[] = [];
    const streams: string[] = [];

    const createStream = async (overrides: Partial<StreamConfig> = {}) => {
      const config: StreamConfig = {
        name: stream,
        subjects: [`${prefix}.>`],
        kind: 'events',
        ...overrides,
      };
      await bus.ensureStream(config);
      streams.push(config.name);
      return config;
    };
    const consume = async (config: Omit<ConsumerConfig, 'stream'> & { stream?: string }) => {
      const subscription = await bus.consume({ stream, ...config });
      subscriptions.push(subscription);
      return subscription;
    };
    /** A handler that keeps each delivery's data as text. */
    const collectText = (into: string[]) => async (delivery: Delivery) => {
      into.push(decode(delivery.data));
    };
    const collect = (into: Delivery[]) => async (delivery: Delivery) => {
      into.push(delivery);
    };

    beforeAll(async () => {
      bus = await makeBus();
    });

    beforeEach(() => {
      const token = randomUUID().replaceAll('-', '').slice(0, 12);
      prefix = `test.${process.pid}.${token}`;
      stream = `TEST_${process.pid}_${token}`;
    });

    afterEach(async () => {
      await Promise.all(subscriptions.splice(0).map((subscription) => subscription.stop()));
      for (const name of streams.splice(0)) {
        await bus.deleteStream(name);
      }
    });

    afterAll(async () => {
      await bus.close();
    });

    it('delivers published messages in order, with their headers', async () => {
      await createStream();
      for (const n of [1, 2, 3]) {
        await bus.publish(`${prefix}.items`, encode(`item ${n}`), {
          headers: { 'Vitae-Test': `h${n}` },
        });
      }
      const seen: Delivery[] = [];
      await consume({ durable: 'reader', handle: collect(seen) });
      await eventually(() => seen.length === 3, 'three deliveries');
      expect(seen.map((delivery) => decode(delivery.data))).toEqual(['item 1', 'item 2', 'item 3']);
      expect(seen.map((delivery) => delivery.headers['Vitae-Test'])).toEqual(['h1', 'h2', 'h3']);
      expect(seen.every((delivery) => delivery.deliveryCount === 1)).toBe(true);
    });

    it('resumes a durable consumer after the last acknowledged message, without repeats or gaps', async () => {
      await createStream();
      const seen: string[] = [];
      const first = await consume({ durable: 'resumable', handle: collectText(seen) });
      await bus.publish(`${prefix}.a`, encode('one'));
      await bus.publish(`${prefix}.a`, encode('two'));
      await eventually(() => seen.length === 2, 'the first two');
      await first.stop();
      await bus.publish(`${prefix}.a`, encode('three'));
      // A window in which the stopped consumer must receive nothing: no event marks its end.
      await sleep(200);
      expect(seen).toEqual(['one', 'two']);
      await consume({ durable: 'resumable', handle: collectText(seen) });
      await eventually(() => seen.length === 3, 'the third after restart');
      // One more, in order: a repeat of an earlier message would come before it.
      await bus.publish(`${prefix}.a`, encode('four'));
      await eventually(() => seen.includes('four'), 'the fourth');
      expect(seen).toEqual(['one', 'two', 'three', 'four']);
    });

    it('redelivers a message that was never acknowledged once its ack wait passes', async () => {
      await createStream();
      await bus.publish(`${prefix}.job`, encode('job'));
      const counts: number[] = [];
      // The first worker takes the job and dies with it (never settles).
      const crashed = await consume({
        durable: 'workers',
        ackWaitMs: 500,
        handle: (delivery) => {
          counts.push(delivery.deliveryCount);
          return new Promise<void>(() => undefined);
        },
      });
      await eventually(() => counts.length === 1, 'the first delivery');
      await crashed.stop();
      const done: number[] = [];
      await consume({
        durable: 'workers',
        ackWaitMs: 500,
        handle: async (d) => void done.push(d.deliveryCount),
      });
      await eventually(() => done.length === 1, 'the redelivery');
      expect(counts).toEqual([1]);
      expect(done).toEqual([2]);
    });

    it('does not redeliver a long job that keeps reporting progress', async () => {
      await createStream();
      await bus.publish(`${prefix}.long`, encode('long job'));
      const counts: number[] = [];
      let finished = false;
      await consume({
        durable: 'patient',
        ackWaitMs: 400,
        handle: async (delivery) => {
          counts.push(delivery.deliveryCount);
          for (let beat = 0; beat < 6; beat += 1) {
            // The job's own work: it must outlast the ack wait (400 ms) to prove the beats.
            await sleep(150);
            delivery.working();
          }
          finished = true;
        },
      });
      await eventually(() => finished, 'the long job', 5_000);
      // Longer than the ack wait, in which no redelivery may come.
      await sleep(600);
      expect(counts).toEqual([1]);
    });

    it('retries a failing message a bounded number of times, then dead-letters it while others flow', async () => {
      await createStream({ subjects: [`${prefix}.work.>`, `${prefix}.dead`] });
      const attempts: number[] = [];
      const good: string[] = [];
      await consume({
        durable: 'strict',
        filterSubjects: [`${prefix}.work.>`],
        maxDeliver: 3,
        backoffMs: [50],
        ackWaitMs: 2_000,
        deadLetterSubject: `${prefix}.dead`,
        handle: async (delivery) => {
          if (decode(delivery.data) === 'poison') {
            attempts.push(delivery.deliveryCount);
            throw new Error('cannot render this resume');
          }
          good.push(decode(delivery.data));
        },
      });
      const dead: Delivery[] = [];
      await consume({
        durable: 'morgue',
        filterSubjects: [`${prefix}.dead`],
        handle: collect(dead),
      });
      await bus.publish(`${prefix}.work.a`, encode('poison'));
      await bus.publish(`${prefix}.work.b`, encode('fine 1'));
      await bus.publish(`${prefix}.work.c`, encode('fine 2'));
      await eventually(() => dead.length === 1, 'the dead letter');
      expect(attempts).toEqual([1, 2, 3]);
      expect(good).toEqual(['fine 1', 'fine 2']);
      expect(decode(dead[0].data)).toBe('poison');
      expect(dead[0].headers[deadLetterHeaders.subject]).toBe(`${prefix}.work.a`);
      expect(dead[0].headers[deadLetterHeaders.deliveries]).toBe('3');
      expect(dead[0].headers[deadLetterHeaders.error]).toBe('cannot render this resume');
      // A window past the backoff (50 ms) in which no fourth attempt may come.
      await sleep(300);
      expect(attempts).toEqual([1, 2, 3]);
    });

    it('empties a work queue as its messages are acknowledged', async () => {
      await createStream({ kind: 'work-queue' });
      for (const n of [1, 2, 3, 4]) {
        await bus.publish(`${prefix}.jobs`, encode(`job ${n}`));
      }
      const first: string[] = [];
      expect(await bus.messageCount(stream)).toBe(4);
      await consume({ durable: 'queue', handle: async (d) => void first.push(decode(d.data)) });
      let count = -1;
      await eventually(() => first.length === 4, 'all four jobs');
      await eventually(
        () => count === 0,
        'an empty queue',
        2_000,
        async () => {
          count = await bus.messageCount(stream);
        },
      );
    });

    it('keeps only the newest message of each subject in a latest-only stream', async () => {
      await createStream({ latestPerSubject: true });
      for (let n = 1; n <= 50; n += 1) {
        await bus.publish(`${prefix}.resume.r1`, encode(`edit ${n}`));
      }
      await bus.publish(`${prefix}.resume.r2`, encode('other resume'));
      const seen: string[] = [];
      await consume({
        durable: 'renderer',
        handle: async (d) => void seen.push(`${d.subject}=${decode(d.data)}`),
      });
      await eventually(() => seen.length === 2, 'one message per subject');
      // One more, in order: an older edit still in the stream would come before it.
      await bus.publish(`${prefix}.resume.r3`, encode('last'));
      await eventually(() => seen.length === 3, 'the last message');
      expect(seen).toEqual([
        `${prefix}.resume.r1=edit 50`,
        `${prefix}.resume.r2=other resume`,
        `${prefix}.resume.r3=last`,
      ]);
    });

    it('reads the newest message of one subject straight from the stream, or none', async () => {
      await createStream({ latestPerSubject: true });
      for (let n = 1; n <= 5; n += 1) {
        await bus.publish(`${prefix}.resume.r1`, encode(`edit ${n}`), {
          headers: { 'Vitae-Test': `h${n}` },
        });
      }
      await bus.publish(`${prefix}.resume.r2`, encode('other resume'));

      const last = await bus.lastMessage(stream, `${prefix}.resume.r1`);

      expect(last && decode(last.data)).toBe('edit 5');
      expect(last).toMatchObject({
        subject: `${prefix}.resume.r1`,
        headers: { 'Vitae-Test': 'h5' },
        streamSequence: 5,
      });
      expect(await bus.lastMessage(stream, `${prefix}.resume.r3`)).toBeUndefined();
      await expect(bus.lastMessage(`${stream}_MISSING`, `${prefix}.resume.r1`)).rejects.toThrow();
    });

    it('stores a message published twice with the same msgId once', async () => {
      await createStream({ duplicateWindowMs: 60_000 });
      const acks = [
        await bus.publish(`${prefix}.once`, encode('first'), { msgId: 'outbox-42' }),
        await bus.publish(`${prefix}.once`, encode('again'), { msgId: 'outbox-42' }),
        await bus.publish(`${prefix}.once`, encode('next'), { msgId: 'outbox-43' }),
      ];
      // The publisher learns which one the stream already had.
      expect(acks.map((ack) => ack.duplicate)).toEqual([false, true, false]);
      const seen: string[] = [];
      await consume({ durable: 'dedup', handle: collectText(seen) });
      await eventually(() => seen.length === 2, 'two distinct messages');
      // One more, in order: a stored duplicate would come before it.
      await bus.publish(`${prefix}.once`, encode('last'), { msgId: 'outbox-44' });
      await eventually(() => seen.length === 3, 'the last message');
      expect(seen).toEqual(['first', 'next', 'last']);
    });

    it('tells a listener of each message published on matching subjects from then on, and nothing after it stops', async () => {
      await createStream();
      await bus.publish(`${prefix}.job.j1.completed`, encode('before'));
      const heard: string[] = [];
      const listening = await bus.listen(`${prefix}.job.j1.*`, (message) =>
        heard.push(
          `${message.subject}=${decode(message.data)}:${message.headers['Vitae-Test'] ?? ''}`,
        ),
      );
      await bus.publish(`${prefix}.job.j1.completed`, encode('done'), {
        headers: { 'Vitae-Test': 'h1' },
      });
      await bus.publish(`${prefix}.job.j2.completed`, encode('another job'));
      await bus.publish(`${prefix}.job.j1.failed`, encode('also j1'));
      await eventually(() => heard.length === 2, 'both j1 messages');
      await listening.stop();
      await bus.publish(`${prefix}.job.j1.completed`, encode('after stop'));
      // A window in which the stopped listener must hear nothing.
      await sleep(200);

      expect(heard).toEqual([
        `${prefix}.job.j1.completed=done:h1`,
        `${prefix}.job.j1.failed=also j1:`,
      ]);
      // A listener leaves no consumer behind and takes nothing from the stream.
      expect(await bus.messageCount(stream)).toBe(5);
    });

    it('drops messages older than the stream max age', async () => {
      await createStream({ maxAgeMs: 300 });
      await bus.publish(`${prefix}.stale`, encode('stale'));
      let count = -1;
      await eventually(
        () => count === 0,
        'the old message to expire',
        5_000,
        async () => {
          count = await bus.messageCount(stream);
        },
      );
      await bus.publish(`${prefix}.fresh`, encode('fresh'));
      const seen: string[] = [];
      await consume({ durable: 'late', handle: collectText(seen) });
      await eventually(() => seen.length === 1, 'the fresh message');
      await sleep(100);
      expect(seen).toEqual(['fresh']);
    });

    it('shares one durable between two running subscriptions, each message handled once', async () => {
      await createStream();
      const seen: string[] = [];
      const first = await consume({ durable: 'shared', handle: collectText(seen) });
      await consume({ durable: 'shared', handle: collectText(seen) });
      for (const n of [1, 2, 3, 4, 5, 6]) {
        await bus.publish(`${prefix}.shared`, encode(`m${n}`));
      }
      await eventually(() => seen.length === 6, 'six deliveries');
      await first.stop();
      await bus.publish(`${prefix}.shared`, encode('m7'));
      await eventually(() => seen.length === 7, 'the survivor to keep consuming');
      // A window in which no message may come a second time.
      await sleep(200);
      expect([...seen].sort()).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7']);
    });

    it('refuses a second stream for subjects another stream captures', async () => {
      await createStream({ subjects: [`${prefix}.orders.*`] });
      await expect(
        bus.ensureStream({ name: `${stream}_B`, subjects: [`${prefix}.>`], kind: 'events' }),
      ).rejects.toThrow(/overlap/);
      streams.push(`${stream}_B`);
    });

    it('updates an existing stream in place when ensured again', async () => {
      await createStream();
      await bus.publish(`${prefix}.kept`, encode('kept'));
      await createStream({ subjects: [`${prefix}.>`], maxAgeMs: 60_000 });
      expect(await bus.messageCount(stream)).toBe(1);
    });

    it('refuses a publish that no stream captures', async () => {
      await expect(bus.publish(`nobody.${prefix}.listens`, encode('lost'))).rejects.toThrow(
        /no stream captures subject/,
      );
    });
  });
}
