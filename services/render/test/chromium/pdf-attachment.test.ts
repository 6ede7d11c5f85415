import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sampleResumeData } from '@vitae/schema';
import { PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib';

import { attachmentName, resumeSource, withAttachment } from '../../src/chromium/pdf-attachment';
import { withAuthor } from '../../src/chromium/pdf-author';

/** Chromium's PDFs of the sample resume in every template, kept in the repository. */
const realPdfDir = join(__dirname, '../../../../web/public/templates/pdf');
const realPdfs = readdirSync(realPdfDir)
  .filter((name) => name.endsWith('.pdf'))
  .sort();

/** Runs a poppler tool on the PDF in a scratch folder; `save` lists files it writes there to read back. */
function poppler(pdf: Uint8Array, tool: string, args: string[], save?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-pdf-attachment-'));
  try {
    const file = join(dir, 'resume.pdf');
    writeFileSync(file, pdf);
    const run = spawnSync(tool, [...args.map((arg) => arg.replace('{dir}', dir)), file], {
      encoding: 'utf8',
    });
    // poppler reads a damaged file with warnings on stderr ("Syntax Error: ..."); a whole one says nothing.
    expect(run.stderr).toBe('');
    const out = run.stdout;
    return { out, saved: save ? readFileSync(join(dir, save), 'utf8') : '' };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const data = {
  ...sampleResumeData(),
  metadata: { ...sampleResumeData().metadata, notes: 'private' },
};

describe('the resume JSON attached to a PDF', () => {
  it.each(realPdfs)(
    'is read back by pdfdetach and pdf-lib from %s, and the PDF stays whole',
    async (name) => {
      const chromium = withAuthor(readFileSync(join(realPdfDir, name)), 'Ingrid Castellanos');
      const pdf = await withAttachment(chromium, resumeSource(data));

      // Appended only: Chromium's bytes come first, unchanged.
      expect(Buffer.from(pdf.subarray(0, chromium.length)).equals(Buffer.from(chromium))).toBe(
        true,
      );
      const list = poppler(pdf, 'pdfdetach', ['-list']).out;
      expect(list).toContain(`1: ${attachmentName}`);
      const saved = poppler(
        pdf,
        'pdfdetach',
        ['-save', '1', '-o', '{dir}/out.json'],
        'out.json',
      ).saved;
      const { notes, ...metadata } = data.metadata;
      expect(notes).toBe('private');
      expect(JSON.parse(saved)).toEqual({ ...data, metadata: { ...metadata, notes: '' } });
      // The pages, the title and the author are still there.
      const info = poppler(pdf, 'pdfinfo', []).out;
      expect(info).toMatch(/Pages:\s+[1-9]/);
      expect(info).toContain('Author:          Ingrid Castellanos');

      const document = await PDFDocument.load(pdf);
      const names = document.catalog.lookup(PDFName.of('Names'), PDFDict);
      const embedded = names.lookup(PDFName.of('EmbeddedFiles'), PDFDict);
      const pair = embedded.lookup(PDFName.of('Names'), PDFArray);
      const spec = pair.lookup(1, PDFDict);
      expect(spec.get(PDFName.of('AFRelationship'))).toEqual(PDFName.of('Source'));
      const stream = spec.lookup(PDFName.of('EF'), PDFDict).get(PDFName.of('F'));
      expect(String(document.context.lookup(stream)?.toString())).toContain(
        '/Subtype /application#2Fjson',
      );
    },
  );

  it('goes through pdf-lib when the catalog already has names', async () => {
    const source = await PDFDocument.create();
    source.addPage();
    await source.attach(Buffer.from('other'), 'other.txt', { mimeType: 'text/plain' });
    const pdf = await withAttachment(await source.save({ useObjectStreams: false }), '{"a":1}');
    const list = poppler(pdf, 'pdfdetach', ['-list']).out;
    expect(list).toContain('other.txt');
    expect(list).toContain(attachmentName);
  });
});
