import { encodeEvent, RenderKind, RenderReason, RenderRequestedSchema } from '@vitae/proto';
import { sampleResumeData } from '@vitae/schema';
import { type Closable } from '@vitae/service-kit';
import { silentLogger, uniqueName } from '@vitae/service-kit/testing';

import { fairSlots, SlotsClosed } from '../../src/jobs/fair-slots';
import { renderJobTopology } from '../../src/jobs/job-topology';
import { startRenderJobs } from '../../src/jobs/render-jobs.consumer';
import { createPoisonedPrints } from '../../src/prints/poisoned-prints';
import { createPrintMetrics } from '../../src/prints/print-metrics';
import { type PrintableDocument, type ResumePrints } from '../../src/prints/resume-prints';
import { connectTestBus, until } from './job-harness';

// The worker's Chromium slots shared between accounts (docs/render.md, "Fair printing").
jest.setTimeout(60_000);

describe('fair slots', () => {
  /** Takes a slot for each account in order; the accounts in the order they got theirs. */
  function recorder(slots: number) {
    const fair = fairSlots(slots);
    const started: string[] = [];
    const releases: (() => void)[] = [];
    const take = (account: string) =>
      void fair.take(account).then((release) => {
        started.push(account);
        releases.push(release);
      });
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    return { fair, started, releases, take, settle };
  }

  it('fills idle slots with one account, then gives the next free slot to another account that waits', async () => {
    const { started, releases, take, settle } = recorder(2);
    for (let i = 0; i < 6; i += 1) {
      take('flood');
    }
    await settle();
    expect(started).toEqual(['flood', 'flood']);

    take('other');
    releases[0]();
    await settle();
    expect(started).toEqual(['flood', 'flood', 'other']);
  });

  it('keeps an account to half the slots (rounded up) while others wait, taking turns', async () => {
    const { fair, started, releases, take, settle } = recorder(4);
    for (const account of ['a', 'a', 'a', 'a', 'a', 'b', 'b', 'c']) {
      take(account);
    }
    await settle();
    // Four slots: 'a' came first and filled them all (nobody else waited then).
    expect(started).toEqual(['a', 'a', 'a', 'a']);
    releases.splice(0, 3).forEach((release) => release());
    await settle();
    // 'b' and 'c' take the first two freed slots while 'a' holds two; once 'a' is
    // down to one, its turn comes before 'b''s second job.
    expect(started.slice(4)).toEqual(['b', 'c', 'a']);
    expect(fair.load()).toEqual({ running: 4, waiting: 1 });
    releases.forEach((release) => release());
    await settle();
    expect(started.slice(7)).toEqual(['b']);
    // A release given twice frees one slot only.
    releases.at(-1)!();
    expect(fair.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("puts an account's on-demand job before its own jobs asked for ahead of time", async () => {
    const fair = fairSlots(1);
    const order: string[] = [];
    const first = await fair.take('a');
    // Each job gives its slot back as soon as it has it, so the next one starts.
    const job = (name: string, urgent = false) =>
      fair.take('a', urgent).then((release) => {
        order.push(name);
        release();
      });
    const waiting = [job('thumbnail 1'), job('thumbnail 2'), job('pdf', true)];
    first();
    await Promise.all(waiting);
    expect(order).toEqual(['pdf', 'thumbnail 1', 'thumbnail 2']);
  });

  it("puts any account's on-demand job before every job asked for ahead of time, other accounts' too", async () => {
    const fair = fairSlots(1);
    const order: string[] = [];
    const first = await fair.take('a');
    const job = (account: string, name: string, urgent = false) =>
      fair.take(account, urgent).then((release) => {
        order.push(`${account} ${name}`);
        release();
      });
    // Ahead-of-time prints of two accounts came first; then 'c' and 'a' ask for a PDF someone waits for.
    const waiting = [
      job('a', 'ahead 1'),
      job('a', 'ahead 2'),
      job('b', 'ahead 1'),
      job('c', 'pdf', true),
      job('b', 'ahead 2'),
      job('a', 'pdf', true),
    ];
    first();
    await Promise.all(waiting);
    // The two on-demand prints first, in turn ('a' was first in the turn order);
    // then the ahead-of-time ones, still taking turns between the accounts.
    expect(order).toEqual(['a pdf', 'c pdf', 'b ahead 1', 'a ahead 1', 'b ahead 2', 'a ahead 2']);
  });

  it('keeps the turns and shares between accounts among on-demand jobs', async () => {
    const { fair, started, releases, settle } = recorder(2);
    const take = (account: string, urgent: boolean) =>
      void fair.take(account, urgent).then((release) => {
        started.push(`${account}${urgent ? ' pdf' : ' ahead'}`);
        releases.push(release);
      });
    // One account asks for many PDFs at once and holds both slots (nobody else waited).
    for (let i = 0; i < 4; i += 1) {
      take('flood', true);
    }
    await settle();
    expect(started).toEqual(['flood pdf', 'flood pdf']);
    // Another account's print asked for ahead of time waits behind the flood's
    // on-demand prints, while its on-demand print gets the next free slot.
    take('other', false);
    take('other', true);
    releases[0]();
    await settle();
    expect(started.slice(2)).toEqual(['other pdf']);
    releases[1]();
    await settle();
    expect(started.slice(3)).toEqual(['flood pdf']);
    releases.slice(2).forEach((release) => release());
    await settle();
    expect(started.slice(4)).toEqual(['flood pdf', 'other ahead']);
    expect(fair.load()).toEqual({ running: 2, waiting: 0 });
  });

  it('fails the jobs still waiting when the worker stops', async () => {
    const fair = fairSlots(1);
    await fair.take('a');
    const waiting = fair.take('b');
    fair.close();
    await expect(waiting).rejects.toBeInstanceOf(SlotsClosed);
    await expect(fair.take('c')).rejects.toBeInstanceOf(SlotsClosed);
  });
});

describe('quality: the job worker takes jobs round robin across accounts', () => {
  it("prints another account's job before the rest of one account's flood, which came first", async () => {
    const topology = renderJobTopology(uniqueName('render_fair_jobs'));
    const { bus, stop } = await connectTestBus('render-fair-jobs', topology);
    const printing: { resume: PrintableDocument; finish: () => void }[] = [];
    let finishAtOnce = false;
    const prints: ResumePrints = {
      file: (resume) =>
        new Promise((resolve) => {
          printing.push({
            resume,
            finish: () =>
              resolve({
                key: `k-${resume.id}`,
                url: '/x',
                size: 1,
                contentHash: 'c',
                mimeType: 'application/pdf',
              } as never),
          });
          if (finishAtOnce) {
            printing.at(-1)!.finish();
          }
        }),
      stored: async () => undefined,
      contentHash: () => 'c',
      signedUrl: async () => '',
    };
    // The worker asks whether each job's content is poisoned once it holds the job, before its slot.
    const held: string[] = [];
    const poisoned = createPoisonedPrints({ bus, topology });
    let jobs: Closable | undefined;
    try {
      jobs = await startRenderJobs({
        bus,
        topology,
        prints,
        poisoned: {
          isPoisoned: (hash) => {
            held.push(hash);
            return poisoned.isPoisoned(hash);
          },
          remember: (print) => poisoned.remember(print),
        },
        metrics: createPrintMetrics(),
        logger: silentLogger(),
        concurrency: 2,
      });
      const publish = (jobId: string, userId: string) =>
        bus.publish(
          topology.requested('pdf'),
          encodeEvent(RenderRequestedSchema, {
            jobId,
            resumeId: jobId,
            userId,
            kind: RenderKind.PDF,
            reason: RenderReason.ON_DEMAND,
            contentHash: `hash-${jobId}`,
            title: jobId,
            dataJson: JSON.stringify(sampleResumeData()),
          }),
        );
      // Twelve jobs of one account queued first, then one of another.
      for (let i = 0; i < 12; i += 1) {
        await publish(`flood-${i}`, 'flooder');
      }
      await until(() => printing.length === 2);
      await publish('other-0', 'other');
      // Once the worker holds the other account's job (waiting for a slot), one slot frees.
      await until(() => held.includes('hash-other-0'));
      printing[0].finish();
      await until(() => printing.length === 3);

      expect(printing.map(({ resume }) => resume.userId)).toEqual(['flooder', 'flooder', 'other']);
      // The rest print at once, so the worker holds nothing when it stops.
      finishAtOnce = true;
      printing.forEach(({ finish }) => finish());
      await until(() => printing.length === 13);
      await until(async () => (await bus.messageCount(topology.jobs.name)) === 0);
    } finally {
      await jobs?.close();
      await stop();
    }
  });
});
