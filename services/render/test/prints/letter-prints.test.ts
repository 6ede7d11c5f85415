import { type PrintedFileRef, type StoredFile } from '@vitae/storage';

import { type Printer, type PrintInput } from '../../src/chromium/printer';
import { contentHash } from '../../src/prints/content-hash';
import { createOnDemandPrints } from '../../src/prints/on-demand-prints';
import { createPrintMetrics } from '../../src/prints/print-metrics';
import { printRateLimit } from '../../src/prints/print-rate-limit';
import { createResumePrints, type PrintableLetter } from '../../src/prints/resume-prints';

// A cover letter in the print cache (docs/render.md#cover-letters): it reaches
// the printer as a letter, is stored under a key no resume has, named by its
// title, and asked again is answered from storage; two asks at once are one
// print. Storage here is a map, the printer a recorder.

const letterData = { sender: { name: 'Ingrid' }, subject: 'Hello' };

const letter: PrintableLetter = {
  kind: 'letter',
  id: 'doc-1',
  userId: 'user-1',
  title: 'Letter to Harbourline',
  data: letterData,
};

function setUp() {
  const printed: PrintInput[] = [];
  const files = new Map<string, { file: StoredFile; name?: string; bytes: Uint8Array }>();
  let release: () => void = () => undefined;
  let held: Promise<void> = Promise.resolve();
  const printer: Printer = {
    printPdf: async (input) => {
      printed.push(input);
      await held;
      // The bytes say what kind of document was drawn, so a file served for the wrong kind shows.
      return { pdf: new TextEncoder().encode(input.kind ?? 'none'), pageCount: 1, blocked: [] };
    },
    printThumbnail: async () => {
      throw new Error('not asked');
    },
  };
  const pathOf = (ref: PrintedFileRef) =>
    `users/${ref.userId}/resumes/${ref.resumeId}/${ref.contentHash}.${ref.output === 'pdf' ? 'pdf' : 'png'}`;
  const prints = createResumePrints({
    printer,
    storage: {
      findPrintedFile: async (ref) => files.get(pathOf(ref))?.file,
      putPrintedFile: async (ref, bytes, name) => {
        const file = { key: pathOf(ref), url: `/files/${pathOf(ref)}`, size: bytes.length };
        files.set(pathOf(ref), { file, name, bytes });
        return file;
      },
      signedUrl: async () => 'signed',
    },
    buildId: 'build-a',
    metrics: createPrintMetrics(),
  });
  const drawnAs = (file: StoredFile) => new TextDecoder().decode(files.get(file.key)?.bytes);
  const hold = () => {
    held = new Promise((resolve) => (release = resolve));
    return () => release();
  };
  return { prints, printed, files, drawnAs, hold };
}

describe('a letter in the print cache', () => {
  it('reaches the printer as a letter, is stored as <title>.pdf, and asked again is answered from storage', async () => {
    const { prints, printed, files, drawnAs } = setUp();

    const file = await prints.file(letter, 'pdf');
    const again = await prints.file({ ...letter, data: { ...letterData } }, 'pdf');

    expect(printed.map((input) => [input.kind, input.title])).toEqual([
      ['letter', 'Letter to Harbourline'],
    ]);
    expect(drawnAs(file)).toBe('letter');
    expect(files.get(file.key)?.name).toBe('Letter to Harbourline.pdf');
    expect(again.key).toBe(file.key);
    expect(file.pageCount).toBe(1);
    expect(again.pageCount).toBeUndefined();
  });

  it('shares one print between two asks at once', async () => {
    const { prints, printed, hold } = setUp();
    const release = hold();

    const both = Promise.all([prints.file(letter, 'pdf'), prints.file(letter, 'pdf')]);
    release();
    const [first, second] = await both;

    expect(printed).toHaveLength(1);
    expect(second.key).toBe(first.key);
  });

  it('never shares a file with a resume of the same id and document, in either order', async () => {
    const { prints, printed, drawnAs } = setUp();
    const resume = { id: letter.id, userId: letter.userId, title: 'CV', data: letter.data };

    const asResume = await prints.file(resume, 'pdf');
    const asLetter = await prints.file(letter, 'pdf');

    expect(asLetter.key).not.toBe(asResume.key);
    expect(drawnAs(asResume)).toBe('resume');
    expect(drawnAs(asLetter)).toBe('letter');
    expect(printed).toHaveLength(2);
    expect(contentHash(letter.data, 'build-a', 'designed', 'letter')).not.toBe(
      contentHash(letter.data, 'build-a'),
    );
  });

  it('prints anew when the letter changes or the build does, but not for its private notes', async () => {
    const data = { subject: 'A', metadata: { notes: 'one' } };
    const key = contentHash(data, 'build-a', 'designed', 'letter');

    expect(contentHash({ ...data, subject: 'B' }, 'build-a', 'designed', 'letter')).not.toBe(key);
    expect(contentHash({ ...data }, 'build-b', 'designed', 'letter')).not.toBe(key);
    expect(
      contentHash({ ...data, metadata: { notes: 'two' } }, 'build-a', 'designed', 'letter'),
    ).toBe(key);
  });
});

describe('a letter printed on demand', () => {
  function onDemand() {
    const { prints, printed } = setUp();
    const requested: { id: string; kind?: string; contentHash: string }[] = [];
    const onDemandPrints = createOnDemandPrints({
      prints,
      // The queue and its worker: the job carries the letter and the key its file is stored under.
      jobs: {
        request: async (document, output, key) => {
          requested.push({ id: document.id, kind: document.kind, contentHash: key });
          await prints.file(document, output, { lookFirst: false, contentHash: key });
        },
      },
      poisoned: { isPoisoned: async () => false, remember: async () => undefined },
      limit: printRateLimit({ max: 1 }),
    });
    return { onDemandPrints, printed, requested };
  }

  it('is printed as a job carrying the letter and its cache key, and asked again is answered from storage uncounted', async () => {
    const { onDemandPrints, printed, requested } = onDemand();

    const first = await onDemandPrints.file(letter, 'pdf', 'user-1');
    const again = await onDemandPrints.file(letter, 'pdf', 'user-1');

    expect(printed.map((input) => input.kind)).toEqual(['letter']);
    expect(requested).toEqual([
      {
        id: letter.id,
        kind: 'letter',
        contentHash: contentHash(letterData, 'build-a', 'designed', 'letter'),
      },
    ]);
    expect(again.key).toBe(first.key);
  });

  it("counts against the account's uncached prints: past the ceiling TOO_MANY_REQUESTS, nothing printed", async () => {
    const { onDemandPrints, printed } = onDemand();
    await onDemandPrints.file(letter, 'pdf', 'user-1');

    const refused = onDemandPrints.file(
      { ...letter, data: { ...letterData, subject: 'Another' } },
      'pdf',
      'user-1',
    );

    await expect(refused).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(printed).toHaveLength(1);
  });
});
