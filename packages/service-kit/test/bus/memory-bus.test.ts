import { createMemoryBus, type EventBus, type StreamConfig, subjectMatches } from '../../src/bus';
import { describeBusContract, eventually } from './bus-contract';

describeBusContract('in-process', async () => createMemoryBus());

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (data: Uint8Array) => new TextDecoder().decode(data);

/**
 * What the in-process bus keeps in its indexes (subject -> stored messages,
 * recent msgIds) must always agree with a plain walk over everything it
 * holds: these tests check the answers after many interleaved publishes and
 * removals, and that streams and listeners are found as they change.
 */
describe('the in-process bus with many messages, ids and listeners', () => {
  let bus: EventBus;
  /** The bus's clock once {@link useClock} was called: Date.now, moved by hand. */
  let now: number;
  /** Not in tests that wait with `eventually`: it reads Date.now for its own timeout. */
  const useClock = () => {
    now = 1_700_000_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  };

  beforeEach(() => {
    bus = createMemoryBus();
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await bus.close();
  });

  const stream = (overrides: Partial<StreamConfig> = {}): StreamConfig => ({
    name: 'MANY',
    subjects: ['many.>'],
    kind: 'events',
    ...overrides,
  });
  const lastText = async (name: string, subject: string) => {
    const last = await bus.lastMessage(name, subject);
    return last && `${decode(last.data)}#${last.streamSequence}`;
  };
  /** Waits until every message of the work queue `name` was acknowledged. */
  const queueEmptied = async (name: string) => {
    let count = -1;
    await eventually(
      () => count === 0,
      'an empty queue',
      2_000,
      async () => void (count = await bus.messageCount(name)),
    );
  };

  it('keeps only the newest of each subject when many subjects are interleaved', async () => {
    await bus.ensureStream(stream({ latestPerSubject: true }));
    const subjects = 300;
    const rounds = 4;
    for (let round = 1; round <= rounds; round += 1) {
      for (let n = 0; n < subjects; n += 1) {
        await bus.publish(`many.resume.r${n}`, encode(`r${n} v${round}`));
      }
    }

    expect(await bus.messageCount('MANY')).toBe(subjects);
    const lastRound = (rounds - 1) * subjects;
    for (const n of [0, 1, 150, subjects - 1]) {
      expect(await lastText('MANY', `many.resume.r${n}`)).toBe(
        `r${n} v${rounds}#${lastRound + n + 1}`,
      );
    }
    const seen: string[] = [];
    await bus.consume({
      stream: 'MANY',
      durable: 'reader',
      handle: async (delivery) => void seen.push(decode(delivery.data)),
    });
    await eventually(() => seen.length === subjects, 'one message per subject');
    expect(seen).toEqual(Array.from({ length: subjects }, (_, n) => `r${n} v${rounds}`));

    // Another round of one subject replaces just that one, wherever it was.
    await bus.publish('many.resume.r150', encode('r150 v5'));
    expect(await bus.messageCount('MANY')).toBe(subjects);
    expect(await lastText('MANY', 'many.resume.r150')).toBe(`r150 v5#${rounds * subjects + 1}`);
    expect(await lastText('MANY', 'many.resume.r149')).toBe(`r149 v${rounds}#${lastRound + 150}`);
  });

  it('stores a subject again after its message left a latest-only work queue', async () => {
    await bus.ensureStream(stream({ kind: 'work-queue', latestPerSubject: true }));
    for (let n = 0; n < 100; n += 1) {
      await bus.publish(`many.job.j${n % 10}`, encode(`job ${n}`));
    }
    expect(await bus.messageCount('MANY')).toBe(10);
    expect(await lastText('MANY', 'many.job.j3')).toBe('job 93#94');
    const done: string[] = [];
    const work = {
      stream: 'MANY',
      durable: 'workers',
      concurrency: 4,
      handle: async (delivery: { data: Uint8Array }) => void done.push(decode(delivery.data)),
    };
    const workers = await bus.consume(work);
    await eventually(() => done.length === 10, 'the newest job of each subject');
    expect([...done].sort()).toEqual(Array.from({ length: 10 }, (_, n) => `job ${90 + n}`));
    await queueEmptied('MANY');
    expect(await bus.lastMessage('MANY', 'many.job.j3')).toBeUndefined();

    // Stopped, so the job stays in the queue to be read.
    await workers.stop();
    await bus.publish('many.job.j3', encode('job again'));
    expect(await bus.messageCount('MANY')).toBe(1);
    expect(await lastText('MANY', 'many.job.j3')).toBe('job again#101');
    await bus.consume(work);
    await eventually(() => done.length === 11, 'the job published again');
    expect(done.at(-1)).toBe('job again');
  });

  it('answers the newest message still stored after a newer one of its subject was acknowledged', async () => {
    await bus.ensureStream(stream({ kind: 'work-queue' }));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const done: string[] = [];
    await bus.consume({
      stream: 'MANY',
      durable: 'workers',
      concurrency: 2,
      handle: async (delivery) => {
        if (decode(delivery.data) === 'one') {
          await gate;
        }
        done.push(decode(delivery.data));
      },
    });
    await bus.publish('many.queue.a', encode('one'));
    await bus.publish('many.queue.a', encode('two'));
    await bus.publish('many.queue.b', encode('other'));
    await eventually(() => done.length === 2, 'the jobs not held back');

    expect(await bus.messageCount('MANY')).toBe(1);
    expect(await lastText('MANY', 'many.queue.a')).toBe('one#1');
    expect(await bus.lastMessage('MANY', 'many.queue.b')).toBeUndefined();

    release();
    await eventually(() => done.length === 3, 'the held-back job');
    await queueEmptied('MANY');
    expect(await bus.lastMessage('MANY', 'many.queue.a')).toBeUndefined();
    await bus.publish('many.queue.a', encode('three'));
    expect(await lastText('MANY', 'many.queue.a')).toBe('three#4');
  });

  it('stores a subject again after its newest message expired by age', async () => {
    useClock();
    await bus.ensureStream(stream({ latestPerSubject: true, maxAgeMs: 60_000 }));
    for (let n = 0; n < 500; n += 1) {
      await bus.publish(`many.resume.r${n % 50}`, encode(`edit ${n}`));
      now += 100;
    }
    // The newest of r0..r49 were stored 45.0 s to 49.9 s after the start; now is 50 s.
    expect(await bus.messageCount('MANY')).toBe(50);

    now += 57_500;
    // Those stored before 47.5 s (r0..r24) are older than the max age now.
    expect(await bus.messageCount('MANY')).toBe(25);
    expect(await bus.lastMessage('MANY', 'many.resume.r10')).toBeUndefined();
    expect(await lastText('MANY', 'many.resume.r30')).toBe('edit 480#481');

    await bus.publish('many.resume.r10', encode('back'));
    await bus.publish('many.resume.r30', encode('newer'));
    expect(await bus.messageCount('MANY')).toBe(26);
    expect(await lastText('MANY', 'many.resume.r10')).toBe('back#501');
    expect(await lastText('MANY', 'many.resume.r30')).toBe('newer#502');

    now += 60_001;
    expect(await bus.messageCount('MANY')).toBe(0);
    expect(await bus.lastMessage('MANY', 'many.resume.r10')).toBeUndefined();
    await bus.publish('many.resume.r10', encode('last'));
    expect(await lastText('MANY', 'many.resume.r10')).toBe('last#503');
  });

  it('drops every older message of a subject once the stream becomes latest-only', async () => {
    await bus.ensureStream(stream());
    for (const text of ['a1', 'b1', 'a2', 'a3']) {
      await bus.publish(`many.item.${text[0]}`, encode(text));
    }
    expect(await lastText('MANY', 'many.item.a')).toBe('a3#4');

    await bus.ensureStream(stream({ latestPerSubject: true }));
    expect(await bus.messageCount('MANY')).toBe(4);
    await bus.publish('many.item.a', encode('a4'));
    expect(await bus.messageCount('MANY')).toBe(2);
    expect(await lastText('MANY', 'many.item.a')).toBe('a4#5');
    expect(await lastText('MANY', 'many.item.b')).toBe('b1#2');
  });

  it('refuses a msgId inside the duplicate window and accepts it again after, among many ids', async () => {
    useClock();
    const windowMs = 10_000;
    await bus.ensureStream(stream({ duplicateWindowMs: windowMs }));
    const start = now;
    for (let n = 0; n < 5_000; n += 1) {
      now = start + n;
      expect(await bus.publish('many.once', encode(`${n}`), { msgId: `id-${n}` })).toEqual({
        duplicate: false,
      });
    }
    const publish = async (id: string) =>
      (await bus.publish('many.once', encode(id), { msgId: id })).duplicate;

    // id-n was recorded at start + n: past the window once now - (start + n) > windowMs.
    now = start + windowMs + 2_500;
    expect(await publish('id-4999')).toBe(true);
    expect(await publish('id-2500')).toBe(true); // exactly the window old: still inside
    expect(await publish('id-2499')).toBe(false);
    expect(await publish('id-0')).toBe(false);
    expect(await publish('id-2499')).toBe(true); // recorded again just now
    expect(await publish('id-2501')).toBe(true);

    // Every first recording is past the window now; the ones recorded again are not.
    now = start + windowMs + 4_999;
    expect(await publish('id-4999')).toBe(true);
    now += 1;
    expect(await publish('id-4999')).toBe(false);
    expect(await publish('id-2500')).toBe(false);
    expect(await publish('id-2499')).toBe(true);
    expect(await publish('id-0')).toBe(true);
    expect(await bus.messageCount('MANY')).toBe(5_000 + 4);
  });

  it('judges a msgId by its own time when the clock was set back', async () => {
    useClock();
    await bus.ensureStream(stream({ duplicateWindowMs: 10_000 }));
    const start = now;
    const publish = async (id: string) =>
      (await bus.publish('many.once', encode(id), { msgId: id })).duplicate;

    expect(await publish('ahead')).toBe(false);
    now = start - 60_000;
    // Recorded after `ahead` but with an older time.
    expect(await publish('behind')).toBe(false);
    now = start - 60_000 + 10_001;
    expect(await publish('behind')).toBe(false);
    expect(await publish('behind')).toBe(true);
    expect(await publish('ahead')).toBe(true);
    now = start + 10_001;
    expect(await publish('ahead')).toBe(false);
    expect(await publish('behind')).toBe(false);
  });

  it('finds the right stream for a subject as streams are created, changed and deleted', async () => {
    await bus.ensureStream({ name: 'FIRST', subjects: ['first.>'], kind: 'events' });
    await bus.ensureStream({ name: 'SECOND', subjects: ['second.*'], kind: 'events' });
    // More subjects than the bus remembers the stream of.
    for (let n = 0; n < 2_500; n += 1) {
      await bus.publish(n % 2 ? `first.item.${n}` : `second.${n}`, encode(`${n}`));
    }
    await bus.publish('first.item.1', encode('again'));
    await bus.publish('second.0', encode('again'));
    expect(await bus.messageCount('FIRST')).toBe(1_251);
    expect(await bus.messageCount('SECOND')).toBe(1_251);

    // The stream stops capturing first.> and captures third.> instead.
    await bus.ensureStream({ name: 'FIRST', subjects: ['third.>'], kind: 'events' });
    await expect(bus.publish('first.item.1', encode('lost'))).rejects.toThrow(
      /no stream captures subject first.item.1/,
    );
    await bus.publish('third.item', encode('moved'));
    expect(await bus.messageCount('FIRST')).toBe(1_252);

    await bus.ensureStream({ name: 'OTHER', subjects: ['first.>'], kind: 'events' });
    await bus.publish('first.item.1', encode('found'));
    expect(await bus.messageCount('OTHER')).toBe(1);

    await bus.publish('second.0', encode('just before'));
    await bus.deleteStream('SECOND');
    await expect(bus.publish('second.0', encode('lost'))).rejects.toThrow(/no stream captures/);
    await bus.ensureStream({ name: 'SECOND', subjects: ['second.*'], kind: 'events' });
    await bus.publish('second.0', encode('new stream'));
    expect(await bus.messageCount('SECOND')).toBe(1);
    expect(await lastText('SECOND', 'second.0')).toBe('new stream#1');
  });

  it('tells exactly the listeners whose pattern matches, in the order they started', async () => {
    await bus.ensureStream({ name: 'ALL', subjects: ['>'], kind: 'events' });
    const patterns = [
      'a.b.c',
      'a.*.c',
      'a.>',
      '*.b.c',
      'a.b.*',
      '>',
      'x.b.c',
      'c',
      'a.b',
      '*',
      'a.b.c.d',
      '*.*.c',
      'b.c',
      'a.*.*',
      'a.b.c',
      '*.>',
      // subjectMatches takes a `>` inside a pattern for the rest of the subject.
      'a.>.x',
    ];
    const subjects = ['a.b.c', 'c', 'a.b', 'x.b.c', 'a.b.c.d', 'b.c', 'a.x.c', 'q'];
    const heard: string[] = [];
    const subscriptions = await Promise.all(
      patterns.map((pattern, index) =>
        bus.listen(pattern, (message) => heard.push(`${message.subject}<${index}`)),
      ),
    );
    // A stopped listener hears nothing, wherever it was kept.
    await subscriptions[1].stop();
    await subscriptions[5].stop();
    await subscriptions[7].stop();

    for (const subject of subjects) {
      await bus.publish(subject, encode(subject));
    }
    const expected = subjects.flatMap((subject) =>
      patterns.flatMap((pattern, index) =>
        [1, 5, 7].includes(index) || !subjectMatches(pattern, subject)
          ? []
          : [`${subject}<${index}`],
      ),
    );
    await eventually(() => heard.length === expected.length, 'every matching listener');
    expect(heard).toEqual(expected);
  });
});

describe('the in-process bus after close', () => {
  /** Timers the process holds open now (what keeps `node` from exiting). */
  const liveTimers = () =>
    process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

  it('arms no timer for a handler that still reports progress once the bus is closed', async () => {
    const bus = createMemoryBus();
    await bus.ensureStream({ name: 'CLOSING', subjects: ['closing.>'], kind: 'work-queue' });
    let delivery: { working: () => void } | undefined;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await bus.consume({
      stream: 'CLOSING',
      durable: 'closing',
      ackWaitMs: 60_000,
      handle: async (received) => {
        delivery = received;
        await held;
      },
    });
    await bus.publish('closing.job', encode('long job'));
    await eventually(() => delivery !== undefined, 'the delivery', 2_000);
    await bus.close();
    const before = liveTimers();
    delivery!.working();
    delivery!.working();
    expect(liveTimers()).toBe(before);
    release();
  });
});
