import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

import { importLimits, type ImportResult, sampleResumeData } from '../../../src';

// PDF and Word imports (docs/import-export.md#pdf-and-word) as the import
// worker runs them, through read-document.mjs (pdf.js is an ES module jest
// cannot load): an exact PDF, a Word file, and every refusal.
jest.setTimeout(60_000);

const script = join(__dirname, 'read-document.mjs');
const templates = join(__dirname, '../../../../../web/public/templates/pdf');
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'vitae-documents-'));
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

function read(type: 'pdf' | 'docx', bytes: Uint8Array): ImportResult & { ms: number } {
  const file = join(scratch, `input.${type}`);
  writeFileSync(file, bytes);
  const read = JSON.parse(
    execFileSync(process.execPath, [script, type, file], { encoding: 'utf8' }),
  ) as Record<string, ImportResult & { ms: number }>;
  return read[file];
}

function refusal(result: ImportResult): string | undefined {
  return result.ok ? undefined : result.errors[0]?.code;
}

/** A PDF of `pages` pages, each with a line of text unless `text` is false. */
async function pdfOf(pages: number, text = true): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index += 1) {
    const page = document.addPage([595, 842]);
    if (text) {
      page.drawText(index === 0 ? 'Ada Lovelace' : `Page ${index + 1}`, { x: 50, y: 780, font });
    } else {
      page.drawRectangle({ x: 50, y: 500, width: 300, height: 200 });
    }
  }
  return document.save();
}

/** A minimal Word document whose paragraphs are `paragraphs`, zipped as Word does. */
function docxOf(paragraphs: string[], extra: Record<string, Uint8Array> = {}): Uint8Array {
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`)
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
    ...extra,
  });
}

describe('a PDF', () => {
  it('that Vitae printed comes back exactly from the JSON it carries', async () => {
    const sample = sampleResumeData();
    const printed = await PDFDocument.load(readFileSync(join(templates, 'onyx.pdf')));
    await printed.attach(Buffer.from(JSON.stringify(sample)), 'vitae-resume.json', {
      mimeType: 'application/json',
    });
    const result = read('pdf', await printed.save());
    expect(result.ok).toBe(true);
    expect(result.ok && result.data).toEqual(sample);
  });

  it('without that JSON is read from its text', async () => {
    const result = read('pdf', readFileSync(join(templates, 'onyx.pdf')));
    expect(result.ok && result.data.basics.name).toBe('Ingrid Castellanos');
    expect(result.ok && result.data.sections.experience.items.length).toBe(3);
  });

  it('is refused when damaged, protected by a password, longer than 20 pages, a scan, or over 20 MB', async () => {
    expect(refusal(read('pdf', new TextEncoder().encode('%PDF-1.7 not really')))).toBe(
      'pdfDamaged',
    );
    expect(refusal(read('pdf', readFileSync(join(__dirname, 'fixtures/encrypted.pdf'))))).toBe(
      'encrypted',
    );
    expect(refusal(read('pdf', await pdfOf(importLimits.maxPdfPages + 1)))).toBe('tooManyPages');
    expect(read('pdf', await pdfOf(importLimits.maxPdfPages)).ok).toBe(true);
    expect(refusal(read('pdf', await pdfOf(1, false)))).toBe('noText');
    const large = new Uint8Array(importLimits.maxDocumentSize + 1);
    large.set(new TextEncoder().encode('%PDF-1.7\n'));
    const refused = read('pdf', large);
    expect(refusal(refused)).toBe('documentTooLarge');
    expect(!refused.ok && refused.errors[0].message).toBe('The file is larger than 20 MB.');
  });
});

describe('a Word document', () => {
  it('is read from its paragraphs', () => {
    const result = read(
      'docx',
      docxOf(['Ada Lovelace', 'ada@example.org', 'Experience', 'Analytical Engines Ltd']),
    );
    expect(result.ok && result.data.basics).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
    });
  });

  it('is refused when damaged, not a Word file, a zip bomb, or over 20 MB', () => {
    expect(refusal(read('docx', new TextEncoder().encode('PK not a zip')))).toBe('docxDamaged');
    expect(refusal(read('docx', zipSync({ 'notes.txt': strToU8('hello') })))).toBe('docxDamaged');
    // 30 MB of zeros packs into a few kilobytes: refused from its declared size, never inflated.
    const bomb = docxOf(['Ada'], { 'word/media/zeros.bin': new Uint8Array(30 * 1024 * 1024) });
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    expect(refusal(read('docx', bomb))).toBe('docxTooLarge');
    expect(refusal(read('docx', new Uint8Array(importLimits.maxDocumentSize + 1)))).toBe(
      'documentTooLarge',
    );
  });
});
