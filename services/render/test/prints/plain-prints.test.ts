import { createHash } from 'node:crypto';

import { resumeContentHash } from '@vitae/service-kit';
import { type PrintedFileRef, type StoredFile } from '@vitae/storage';

import { type Printer, type PrintInput } from '../../src/chromium/printer';
import { cacheKeyOf, contentHash } from '../../src/prints/content-hash';
import { createPrintMetrics } from '../../src/prints/print-metrics';
import { createResumePrints } from '../../src/prints/resume-prints';

// The plain version for ATS portals (docs/render.md#the-plain-version) is a
// print of its own: asked for, it reaches the printer as `plain`, is stored
// under a key of its own and named so; a designed PDF is never served for it,
// nor the reverse. Storage here is a map, the printer a recorder.

const resume = { id: 'resume-1', userId: 'user-1', title: 'Jane Doe CV', data: { basics: {} } };

function setUp() {
  const printed: PrintInput[] = [];
  const files = new Map<string, { file: StoredFile; name?: string; bytes: Uint8Array }>();
  const printer: Printer = {
    printPdf: async (input) => {
      printed.push(input);
      // The bytes say how the PDF was drawn, so a file served for the wrong variant shows.
      return { pdf: new TextEncoder().encode(input.variant ?? 'none'), pageCount: 1, blocked: [] };
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
  return { prints, printed, files, drawnAs };
}

describe('the plain version in the print cache', () => {
  it('reaches the printer as plain and is stored as <title>-plain.pdf', async () => {
    const { prints, printed, files, drawnAs } = setUp();

    const file = await prints.file({ ...resume, variant: 'plain' }, 'pdf');

    expect(printed.map((input) => input.variant)).toEqual(['plain']);
    expect(drawnAs(file)).toBe('plain');
    expect(files.get(file.key)?.name).toBe('Jane Doe CV-plain.pdf');
  });

  it('prints the designed PDF as before when no variant is asked for, named <title>.pdf', async () => {
    const { prints, printed, files, drawnAs } = setUp();

    const file = await prints.file(resume, 'pdf');

    expect(printed.map((input) => input.variant)).toEqual(['designed']);
    expect(drawnAs(file)).toBe('designed');
    expect(files.get(file.key)?.name).toBe('Jane Doe CV.pdf');
  });

  it('never serves the designed PDF for plain, nor plain for the designed one', async () => {
    const { prints, printed, drawnAs } = setUp();

    const designed = await prints.file(resume, 'pdf');
    const plain = await prints.file({ ...resume, variant: 'plain' }, 'pdf');
    const designedAgain = await prints.file({ ...resume, variant: 'designed' }, 'pdf');
    const plainAgain = await prints.file({ ...resume, variant: 'plain' }, 'pdf');

    expect(plain.key).not.toBe(designed.key);
    expect(drawnAs(plain)).toBe('plain');
    expect(drawnAs(designed)).toBe('designed');
    // The second asks are answered from storage, each with its own file.
    expect(printed).toHaveLength(2);
    expect(designedAgain.key).toBe(designed.key);
    expect(plainAgain.key).toBe(plain.key);
    expect(await prints.stored({ ...resume, variant: 'plain' }, 'pdf')).toMatchObject({
      key: plain.key,
    });
  });

  it('keeps the designed key it always had, so the PDFs printed ahead stay valid', () => {
    const data = { basics: { name: 'A' } };
    const resumeHash = resumeContentHash(data);
    const before = createHash('sha256').update(`build-a\n${resumeHash}`).digest('hex').slice(0, 32);

    expect(contentHash(data, 'build-a')).toBe(before);
    expect(contentHash(data, 'build-a', 'designed')).toBe(before);
    expect(cacheKeyOf(resumeHash, 'build-a')).toBe(before);
    expect(contentHash(data, 'build-a', 'plain')).not.toBe(before);
    expect(cacheKeyOf(resumeHash, 'build-a', 'plain')).toBe(contentHash(data, 'build-a', 'plain'));
  });
});
