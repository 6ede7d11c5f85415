import { randomUUID } from 'node:crypto';

import {
  decodeEvent,
  DocumentKind,
  encodeEvent,
  LetterChangedSchema,
  RenderKind,
  RenderReason,
  type RenderRequested,
  RenderRequestedSchema,
  timestampFromDate,
  Visibility,
} from '@vitae/proto';
import { type LetterData, sampleLetterData } from '@vitae/schema';
import { type EventBus, resumeContentHash, type RunningService } from '@vitae/service-kit';
import { serviceCallHeaders, silentLogger, uniqueName } from '@vitae/service-kit/testing';

import { loadArtboardFiles } from '../../src/chromium/artboard-files';
import { type RenderJobTopology, renderJobTopology } from '../../src/jobs/job-topology';
import { startLetterAheadOfTimePrinting } from '../../src/jobs/letter-changed.consumer';
import { contentHash } from '../../src/prints/content-hash';
import { readPdf, webDist } from '../chromium/print-harness';
import {
  connectTestBus,
  metricOf,
  type RenderRig,
  startRenderRig,
  startStubResumes,
  type StubResume,
  until,
} from './job-harness';

// Cover letters as print jobs (docs/render.md#cover-letters): two render
// instances on the real NATS server printing in real Chromium, a stand-in
// resume service saying which letters may be printed, and letters' changes
// published as resume's outbox publishes them.
jest.setTimeout(120_000);

const buildId = loadArtboardFiles(webDist).buildId;

/** The sample letter with a subject of its own, so each test's letter is new content. */
function letterData(subject: string): LetterData {
  const data = sampleLetterData();
  data.subject = subject;
  return data;
}

/** A letter as the stand-in resume service hands it to its owner. */
function stubLetter(title: string, data = letterData(`${title} ${randomUUID()}`)): StubResume {
  return { id: randomUUID(), userId: randomUUID(), title, data, visibility: 'private' };
}

/** The cache key a request for this letter's PDF computes and waits on. */
const keyOf = (data: unknown) => contentHash(data, buildId, 'designed', 'letter');

/** Publishes a letter's change as resume's outbox does, on the run's private subject. */
function announce(
  bus: EventBus,
  topology: RenderJobTopology,
  letter: StubResume,
  change: { version: number; visibility?: Visibility; changedAt?: Date; locked?: boolean },
) {
  return bus.publish(
    topology.letterChanged(letter.id),
    encodeEvent(LetterChangedSchema, {
      letterId: letter.id,
      userId: letter.userId,
      version: BigInt(change.version),
      contentHash: resumeContentHash(letter.data),
      visibility: change.visibility ?? Visibility.PRIVATE,
      title: letter.title,
      changedAt: timestampFromDate(change.changedAt ?? new Date()),
      dataJson: JSON.stringify(letter.data),
      locked: change.locked ?? false,
    }),
  );
}

describe('cover letters printed as jobs from the RENDER_JOBS work queue', () => {
  let rig: RenderRig;
  let stub: Awaited<ReturnType<typeof startStubResumes>>;
  let instances: RunningService[];
  const metric = (name: string) => metricOf(instances, name);
  const pdfPrints = () => metric('vitae_render_prints_total{output="pdf"}');
  const pdfHits = () => metric('vitae_render_cache_hits_total{output="pdf"}');
  const superseded = () => metric('vitae_render_jobs_total{output="pdf",outcome="superseded"}');
  const completedFor = (letter: StubResume) =>
    rig.completed.filter((event) => event.resumeId === letter.id);
  const queueEmpty = async () => (await rig.bus.messageCount(rig.topology.jobs.name)) === 0;

  beforeAll(async () => {
    stub = await startStubResumes();
    // PDFs of public documents only are printed ahead, so a private letter's change asks for
    // nothing and only the jobs a test publishes are printed. One attempt: a refused job fails at once.
    rig = await startRenderRig('render_letters', 2, {
      RESUME_URL: stub.url,
      RENDER_CONCURRENCY: '1',
      RENDER_AHEAD_PDFS: 'public',
      RENDER_JOB_ATTEMPTS: '1',
    });
    instances = rig.instances;
  }, 120_000);

  afterAll(async () => {
    await rig?.stop();
    await stub?.close();
  });

  /** A PDF job for a letter, as render's own publishers write it; `documentKind` absent from older ones. */
  function requestLetterPdf(
    letter: StubResume,
    job: { reason: RenderReason; version?: number; documentKind?: DocumentKind },
  ) {
    const hash = keyOf(letter.data);
    return rig.bus.publish(
      rig.topology.requested('pdf'),
      encodeEvent(RenderRequestedSchema, {
        jobId: `${letter.id}-${hash}-pdf`,
        resumeId: letter.id,
        userId: letter.userId,
        kind: RenderKind.PDF,
        contentHash: hash,
        reason: job.reason,
        title: letter.title,
        dataJson: JSON.stringify(letter.data),
        resumeVersion: BigInt(job.version ?? 0),
        documentKind: job.documentKind ?? DocumentKind.LETTER,
      }),
    );
  }

  /** The owner's `Letter.pdfUrl`, asked of one instance as the gateway asks it. */
  async function askPdfUrl(render: RunningService, letter: StubResume): Promise<string> {
    stub.letters.set(letter.id, letter);
    const response = await fetch(`${render.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...serviceCallHeaders(),
        ...(await rig.issuer.headers(letter.userId)),
      },
      body: JSON.stringify({
        query:
          'query($r: [_Any!]!) { _entities(representations: $r) { ... on Letter { pdfUrl } } }',
        variables: { r: [{ __typename: 'Letter', id: letter.id }] },
      }),
    });
    const body = (await response.json()) as {
      data?: { _entities: ({ pdfUrl: string } | null)[] };
      errors?: unknown[];
    };
    expect(body.errors).toBeUndefined();
    return body.data!._entities[0]!.pdfUrl;
  }

  /** A stored file opened as its owner opens it, read back with poppler. */
  async function openAsOwner(letter: StubResume, url: string) {
    const file = await fetch(`${rig.storageUrl}${url}`, {
      headers: await rig.issuer.headers(letter.userId),
    });
    expect(file.status).toBe(200);
    return {
      ...readPdf(new Uint8Array(await file.arrayBuffer())),
      disposition: file.headers.get('content-disposition'),
    };
  }

  it("prints a letter job as a letter: the letter's text, stored under the letter's key and named by its title", async () => {
    const letter = stubLetter('Letter from the queue');
    const hash = keyOf(letter.data);

    await requestLetterPdf(letter, { reason: RenderReason.ON_DEMAND });
    await until(() => completedFor(letter).length === 1);

    const [done] = completedFor(letter);
    expect(done).toMatchObject({
      jobId: `${letter.id}-${hash}-pdf`,
      kind: RenderKind.PDF,
      contentHash: hash,
      fileKey: `users/${letter.userId}/resumes/${letter.id}/${hash}.pdf`,
    });
    const pdf = await openAsOwner(letter, `/api/storage/files/${done.fileKey}`);
    const { subject, recipient, sender } = letter.data as LetterData;
    for (const expected of [subject, recipient.company, 'Kind regards']) {
      expect(pdf.text.replace(/\s+/g, ' ')).toContain(expected);
    }
    expect([pdf.title, pdf.author]).toEqual([letter.title, sender.name]);
    expect(pdf.disposition).toContain('filename="Letter from the queue.pdf"');
  });

  it("reads a job naming no kind, as older publishers send, as a resume's: a letter's document in it is refused", async () => {
    const letter = stubLetter('Letter without a kind');

    await requestLetterPdf(letter, {
      reason: RenderReason.ON_DEMAND,
      documentKind: DocumentKind.UNSPECIFIED,
    });
    await until(() => rig.failed.some((event) => event.resumeId === letter.id));

    expect(rig.failed.find((event) => event.resumeId === letter.id)).toMatchObject({
      errorCode: 'ResumePrinterError',
    });
    expect(completedFor(letter)).toEqual([]);
  });

  it("prints a letter's PDF asked of two instances at once as one job and one print, through the queue", async () => {
    const letter = stubLetter('Letter asked twice');
    const before = await pdfPrints();

    const [one, two] = await Promise.all([
      askPdfUrl(instances[0], letter),
      askPdfUrl(instances[1], letter),
    ]);

    expect(one).toBe(
      `/api/storage/files/users/${letter.userId}/resumes/${letter.id}/${keyOf(letter.data)}.pdf`,
    );
    expect(two).toBe(one);
    // The job's outcome went out before either request was answered.
    expect(completedFor(letter)).toEqual([
      expect.objectContaining({ jobId: `${letter.id}-${keyOf(letter.data)}-pdf` }),
    ]);
    expect(await pdfPrints()).toBe(before + 1);
    // Asked again: from storage, no job, no print.
    const hits = await pdfHits();
    expect(await askPdfUrl(instances[1], letter)).toBe(one);
    expect(await pdfHits()).toBe(hits + 1);
    expect(await pdfPrints()).toBe(before + 1);
  });

  it("prints a public letter's PDF ahead of time on its change, so Letter.pdfUrl answers from the cache", async () => {
    const letter = stubLetter('Public letter');
    const hash = keyOf(letter.data);

    await announce(rig.bus, rig.topology, letter, { version: 3, visibility: Visibility.PUBLIC });
    await until(() => completedFor(letter).length === 1);

    // A PDF only (a letter has no preview), under the key a request computes.
    expect(completedFor(letter)).toEqual([
      expect.objectContaining({
        jobId: `${letter.id}-${hash}-pdf`,
        kind: RenderKind.PDF,
        fileKey: `users/${letter.userId}/resumes/${letter.id}/${hash}.pdf`,
      }),
    ]);
    const prints = await pdfPrints();
    const hits = await pdfHits();

    const url = await askPdfUrl(instances[0], letter);

    expect(url).toBe(`/api/storage/files/${completedFor(letter)[0].fileKey}`);
    expect(await pdfHits()).toBe(hits + 1);
    expect(await pdfPrints()).toBe(prints);
  });

  it("acknowledges an ahead-of-time letter job older than the letter's newest change without printing, though no worker saw that change", async () => {
    const letter = stubLetter('Superseded letter');
    await until(queueEmpty);
    const before = { prints: await pdfPrints(), superseded: await superseded() };
    // A private letter's change: with PDFs printed ahead for public documents only, it asks for
    // nothing, and only LETTER_EVENTS knows version 7.
    await announce(rig.bus, rig.topology, letter, { version: 7 });

    await requestLetterPdf(letter, { reason: RenderReason.AHEAD_OF_TIME, version: 3 });

    await until(async () => (await superseded()) === before.superseded + 1);
    await until(queueEmpty);
    expect(await pdfPrints()).toBe(before.prints);
    expect(completedFor(letter)).toEqual([]);
  });

  it('prints an on-demand letter job for an older version: its request waits for that content', async () => {
    const letter = stubLetter('Older letter asked for');
    await announce(rig.bus, rig.topology, letter, { version: 9 });
    const before = { prints: await pdfPrints(), superseded: await superseded() };

    await requestLetterPdf(letter, { reason: RenderReason.ON_DEMAND, version: 2 });

    await until(() => completedFor(letter).length === 1);
    expect(completedFor(letter)[0]).toMatchObject({ contentHash: keyOf(letter.data) });
    expect(await pdfPrints()).toBe(before.prints + 1);
    expect(await superseded()).toBe(before.superseded);
  });
});

describe("the letters' ahead-of-time consumer, every letter's PDF printed ahead", () => {
  const quietMs = 1000;
  let bus: EventBus;
  let topology: RenderJobTopology;
  let stop: () => Promise<void>;
  const jobs: (RenderRequested & { readAt: number })[] = [];
  const jobsFor = (letter: StubResume) => jobs.filter((job) => job.resumeId === letter.id);

  beforeAll(async () => {
    // The consumer alone, without a worker: the jobs it asks for stay on RENDER_JOBS to be read.
    topology = renderJobTopology(uniqueName('render_letter_changes'));
    const connection = await connectTestBus('render-letter-changes-test', topology);
    bus = connection.bus;
    const consumer = await startLetterAheadOfTimePrinting({
      bus,
      topology,
      logger: silentLogger(),
      buildId,
      quietMs,
      pdfs: 'all',
    });
    const reader = await bus.consume({
      stream: topology.jobs.name,
      durable: 'job-reader',
      handle: async (delivery) => {
        jobs.push({ ...decodeEvent(RenderRequestedSchema, delivery.data), readAt: Date.now() });
      },
    });
    stop = async () => {
      await reader.stop();
      await consumer.close();
      await connection.stop();
    };
  });

  afterAll(async () => {
    await stop?.();
  });

  it("asks for a private letter's PDF once it went a quiet spell unchanged: once for a burst of saves, of the newest, and no preview", async () => {
    const letter = stubLetter('Burst letter');
    let lastChangedAt = 0;

    // Ten saves in a burst, each stamped as resume stamps it; the last one's document is the letter's.
    const saves = Array.from({ length: 10 }, (_, index) => ({
      ...letter,
      data: letterData(`save ${index + 1} ${letter.id}`),
    }));
    for (const [index, save] of saves.entries()) {
      lastChangedAt = Date.now();
      await announce(bus, topology, save, {
        version: index + 1,
        changedAt: new Date(lastChangedAt),
      });
    }
    await until(() => jobsFor(letter).length === 1);
    // Long enough for any other version's PDF to have been asked for.
    await new Promise((resolve) => setTimeout(resolve, quietMs + 500));

    const newest = keyOf(saves[9].data);
    expect(jobsFor(letter)).toEqual([
      expect.objectContaining({
        jobId: `${letter.id}-${newest}-pdf`,
        kind: RenderKind.PDF,
        documentKind: DocumentKind.LETTER,
        reason: RenderReason.AHEAD_OF_TIME,
        resumeVersion: 10n,
        contentHash: newest,
        title: 'Burst letter',
        dataJson: JSON.stringify(saves[9].data),
      }),
    ]);
    // Not before the last save was a quiet spell old (a timer may fire a millisecond early).
    expect(jobsFor(letter)[0].readAt - lastChangedAt).toBeGreaterThanOrEqual(quietMs - 2);
  });

  it('asks for no second PDF when the letter is locked, which keeps its version and document', async () => {
    const letter = stubLetter('Locked letter');

    await announce(bus, topology, letter, { version: 4 });
    await until(() => jobsFor(letter).length === 1);
    await announce(bus, topology, letter, { version: 4, locked: true });
    // Long enough for a second PDF to have been asked for.
    await new Promise((resolve) => setTimeout(resolve, quietMs + 500));

    expect(jobsFor(letter)).toHaveLength(1);
  });
});
