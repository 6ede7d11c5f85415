import { AtsCheckError, atsLimits, AtsWorkerError, checkPdfInWorker } from './check-in-worker';

type Posted = { id: number; bytes: Uint8Array };

/** A stand-in for the browser's Worker: records what it is sent and answers as the test says. */
class FakeWorker {
  static made: FakeWorker[] = [];
  /** The worker the last check was posted to (an idle one is kept between checks). */
  static lastUsed: FakeWorker | undefined;
  onmessage: ((message: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  posted: Posted[] = [];
  transferred: Transferable[][] = [];
  terminated = false;

  constructor() {
    FakeWorker.made.push(this);
  }

  postMessage(message: Posted, transfer: Transferable[] = []) {
    this.posted.push(message);
    this.transferred.push(transfer);
    FakeWorker.lastUsed = this;
  }

  terminate() {
    this.terminated = true;
  }

  answer(data: object) {
    const last = this.posted.at(-1);
    this.onmessage?.({ data: { id: last?.id, ...data } } as MessageEvent);
  }
}

const report = {
  pages: 2,
  words: 390,
  findings: [],
  reading: { name: 'Ada', email: '', phone: '', links: [], jobs: [], schools: [], skills: [] },
};

beforeEach(() => {
  FakeWorker.made = [];
  FakeWorker.lastUsed = undefined;
  (globalThis as { Worker?: unknown }).Worker = FakeWorker;
  performance.measure = jest.fn() as unknown as typeof performance.measure;
});

/** Lets the promise's executor and its handlers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The worker the check under way was posted to. */
function current(): FakeWorker {
  if (!FakeWorker.lastUsed) {
    throw new Error('No check was posted to a worker');
  }
  return FakeWorker.lastUsed;
}

describe('checkPdfInWorker', () => {
  it('refuses a file over 20 MB without starting a worker', async () => {
    const big = new Uint8Array(atsLimits.maxFileBytes + 1);
    await expect(checkPdfInWorker(big)).rejects.toEqual(new AtsCheckError('fileTooLarge'));
    expect(FakeWorker.made).toHaveLength(0);
    expect(FakeWorker.lastUsed).toBeUndefined();
  });

  it("sends a copy of the bytes, leaves the caller's intact, and answers the report", async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 resume');
    const checked = checkPdfInWorker(bytes);
    await settle();
    const worker = current();
    const sent = worker.posted.at(-1)?.bytes;
    expect(sent).toEqual(bytes);
    expect(sent).not.toBe(bytes);
    // The copy's buffer is transferred, not the caller's.
    expect(worker.transferred.at(-1)?.[0]).toBe(sent?.buffer);
    expect(worker.transferred.at(-1)?.[0]).not.toBe(bytes.buffer);
    expect(bytes.byteLength).toBe(15);
    worker.answer({ ok: true, report });
    await expect(checked).resolves.toEqual(report);
  });

  it('gives the refusal a code of @vitae/ats, and keeps the worker for the next check', async () => {
    const first = checkPdfInWorker(new Uint8Array([1, 2, 3]));
    await settle();
    const worker = current();
    worker.answer({ ok: false, code: 'encrypted' });
    const error = await first.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AtsCheckError);
    expect((error as AtsCheckError).code).toBe('encrypted');

    const second = checkPdfInWorker(new Uint8Array([4]));
    await settle();
    expect(current()).toBe(worker);
    worker.answer({ ok: false, code: 'noText' });
    await expect(second).rejects.toMatchObject({ code: 'noText' });
  });

  it('ends the worker when the check is aborted', async () => {
    const controller = new AbortController();
    const checked = checkPdfInWorker(new Uint8Array([1]), controller.signal);
    await settle();
    const worker = current();
    controller.abort();
    await expect(checked).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);
  });

  it('says the worker failed, not the file, when the worker breaks', async () => {
    const checked = checkPdfInWorker(new Uint8Array([1]));
    await settle();
    const worker = current();
    worker.onerror?.({ message: 'boom', preventDefault: () => undefined } as ErrorEvent);
    await expect(checked).rejects.toBeInstanceOf(AtsWorkerError);
    expect(worker.terminated).toBe(true);
  });
});
