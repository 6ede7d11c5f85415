import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { withAuthor } from '../../src/chromium/pdf-author';

/** Chromium's PDFs of the sample resume in every template, kept in the repository. */
const realPdfDir = join(__dirname, '../../../../web/public/templates/pdf');
const realPdfs = readdirSync(realPdfDir)
  .filter((name) => name.endsWith('.pdf'))
  .sort();

/** What pdfinfo says of a PDF, field by field. */
function pdfinfo(pdf: Uint8Array): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-pdf-author-'));
  try {
    const file = join(dir, 'resume.pdf');
    writeFileSync(file, pdf);
    const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Object.fromEntries(
      out
        .split('\n')
        .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
        .filter((match) => match !== null)
        .map((match) => [match[1], match[2].trim()]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A small PDF with a correct cross-reference table: one page whose content
 * stream is `content`, and `info` as the document information dictionary,
 * numbered `infoNumber`. Every line ends in `eol`.
 */
function buildPdf({
  info,
  content = 'BT ET',
  infoNumber = 12,
  eol = '\n',
}: {
  info: string;
  content?: string;
  infoNumber?: number;
  eol?: '\n' | '\r\n' | '\r';
}): Buffer {
  const objects = new Map<number, string>([
    [1, '<</Type /Catalog /Pages 2 0 R>>'],
    [2, '<</Type /Pages /Kids [3 0 R] /Count 1>>'],
    [3, '<</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R>>'],
    [4, `<</Length ${content.length}>>${eol}stream${eol}${content}${eol}endstream`],
    [infoNumber, info],
  ]);
  let text = `%PDF-1.4${eol}`;
  const offsets = new Map<number, number>();
  for (const [number, body] of objects) {
    offsets.set(number, text.length);
    text += `${number} 0 obj${eol}${body}${eol}endobj${eol}`;
  }
  const size = Math.max(...objects.keys()) + 1;
  // Each cross-reference entry is 20 bytes, its end of line two of them.
  const entryEnd = eol === '\r\n' ? '\r\n' : ` ${eol}`;
  const xref = text.length;
  text += `xref${eol}0 ${size}${eol}`;
  for (let number = 0; number < size; number += 1) {
    const offset = offsets.get(number);
    text +=
      offset === undefined
        ? `0000000000 65535 f${entryEnd}`
        : `${String(offset).padStart(10, '0')} 00000 n${entryEnd}`;
  }
  text +=
    `trailer${eol}<</Size ${size}${eol}/Root 1 0 R${eol}/Info ${infoNumber} 0 R>>${eol}` +
    `startxref${eol}${xref}${eol}%%EOF${eol}`;
  return Buffer.from(text, 'latin1');
}

/** The document information dictionary that withAuthor appended, as text (the file before it unchanged). */
function appendedInfo(before: Uint8Array, after: Uint8Array): string {
  expect(Buffer.from(after.subarray(0, before.length)).equals(Buffer.from(before))).toBe(true);
  const update = Buffer.from(after.subarray(before.length)).toString('latin1');
  return update.slice(0, update.indexOf('endobj'));
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

describe('withAuthor on Chromium PDFs', () => {
  it('has real PDFs to read', () => {
    expect(realPdfs.length).toBeGreaterThan(0);
  });

  it.each(realPdfs)('names any author in %s, and a second one in place of the first', (name) => {
    const pdf = readFileSync(join(realPdfDir, name));
    const before = pdfinfo(pdf);
    for (const author of ['Ada Lovelace', 'José Núñez 山田', '(x) >> <y> \\']) {
      const after = withAuthor(pdf, author);
      expect(same(after.subarray(0, pdf.length), pdf)).toBe(true);
      expect(pdfinfo(after)).toMatchObject({
        Author: author,
        Creator: 'Vitae',
        Producer: 'Vitae',
        Title: before.Title,
        Pages: before.Pages,
      });
      const again = withAuthor(after, 'Second');
      expect(pdfinfo(again)).toMatchObject({ Author: 'Second', Title: before.Title });
    }
  });

  it('reads a PDF inside a larger buffer as the PDF alone', () => {
    const pdf = readFileSync(join(realPdfDir, realPdfs[0]));
    const padded = Buffer.concat([Buffer.from('\n1 0 obj\n<</Title (outside)>>\nendobj\n'), pdf]);
    const view = new Uint8Array(padded.buffer, padded.byteOffset + padded.length - pdf.length);
    expect(same(withAuthor(view, 'Ada'), withAuthor(pdf, 'Ada'))).toBe(true);
  });

  it('names the author, and Vitae where Chromium named itself, keeping the title and pages', () => {
    const pdf = readFileSync(join(realPdfDir, realPdfs[0]));
    const before = pdfinfo(pdf);
    const after = pdfinfo(withAuthor(pdf, 'José Núñez 山田'));
    expect(before.Author).toBeUndefined();
    expect(before.Creator).toMatch(/HeadlessChrome/);
    expect(before.Producer).toMatch(/^Skia\/PDF/);
    expect(after.Author).toBe('José Núñez 山田');
    expect(after.Creator).toBe('Vitae');
    expect(after.Producer).toBe('Vitae');
    expect(after.Title).toBe(before.Title);
    expect(after.CreationDate).toBe(before.CreationDate);
    expect(after.Pages).toBe(before.Pages);
    expect(after.Suspects).toBe('no');
  });

  it('writes the three names in one update of a few hundred bytes', () => {
    const pdf = readFileSync(join(realPdfDir, realPdfs[0]));
    const after = withAuthor(pdf, 'Ingrid Castellanos');
    const update = Buffer.from(after.subarray(pdf.length)).toString('latin1');
    expect(update.match(/startxref/g)).toHaveLength(1);
    expect(update.match(/ 0 obj/g)).toHaveLength(1);
    expect(update.length).toBeLessThan(1024);
  });
});

describe('withAuthor on small PDFs', () => {
  it('finds the Info object when its "N 0 obj" also shows in other objects, not at a line start', () => {
    const pdf = buildPdf({
      info: '<</Title (Real title)>>',
      infoNumber: 12,
      content: [
        '% x12 0 obj <</Title (decoy one)>>',
        'BT (12 0 obj <</Title (decoy two)>>) Tj ET',
        '112 0 obj <</Title (decoy three)>>',
        '12 0 obj [/Title (decoy four, not a dictionary)]',
      ].join('\n'),
    });

    const after = withAuthor(pdf, 'Ada Lovelace');

    expect(appendedInfo(pdf, after)).toBe(
      '12 0 obj\n<</Title (Real title)\n/Author <FEFF0041006400610020004C006F00760065006C006100630065>\n/Creator (Vitae)\n/Producer (Vitae)>>\n',
    );
    expect(pdfinfo(pdf).Title).toBe('Real title');
    expect(pdfinfo(after)).toMatchObject({ Title: 'Real title', Author: 'Ada Lovelace' });
  });

  it('reads a PDF whose lines end in \\r\\n', () => {
    const pdf = buildPdf({ info: '<</Title (Windows)\r\n/Producer (p)>>', eol: '\r\n' });

    const after = withAuthor(pdf, 'Ada');

    expect(appendedInfo(pdf, after)).toBe(
      '12 0 obj\n<</Title (Windows)\n/Author <FEFF004100640061>\n/Creator (Vitae)\n/Producer (Vitae)>>\n',
    );
    expect(pdfinfo(after)).toMatchObject({ Title: 'Windows', Producer: 'Vitae', Author: 'Ada' });
  });

  it('reads a PDF whose lines end in \\r alone', () => {
    const pdf = buildPdf({ info: '<</Title (Old Mac)>>', eol: '\r' });
    const after = withAuthor(pdf, 'Ada');
    expect(pdfinfo(after)).toMatchObject({ Title: 'Old Mac', Author: 'Ada' });
  });

  it.each([
    ['a literal string', '<</Title (T)\n/Author (Old Name)>>'],
    ['a hex string', '<</Author <FEFF004F006C0064>\n/Title (T)>>'],
  ])('replaces an Author given as %s, not adding a second', (_, info) => {
    const pdf = buildPdf({ info });

    const after = withAuthor(pdf, 'New Name');
    const written = appendedInfo(pdf, after);

    expect(written.match(/\/Author/g)).toHaveLength(1);
    expect(written).not.toContain('Old');
    expect(written).not.toContain('004F006C0064');
    expect(pdfinfo(after)).toMatchObject({ Title: 'T', Author: 'New Name' });
  });

  it('keeps a title that holds ">>"', () => {
    const pdf = buildPdf({ info: '<</Title (CV >> v2 <<draft>>)>>' });
    const after = withAuthor(pdf, 'Ada');
    expect(pdfinfo(after)).toMatchObject({ Title: 'CV >> v2 <<draft>>', Author: 'Ada' });
  });

  it('finds an Info object at the very start of the file, or with space before its <<', () => {
    const cases = [
      [
        Buffer.from(
          '1 0 obj <</Title (first)>> endobj\ntrailer <</Size 2 /Root 9 0 R /Info 1 0 R>>\nstartxref\n0\n%%EOF',
        ),
        // The file ends without a line break: the update starts with one.
        '\n1 0 obj\n<</Title (first)\n/Author <FEFF004100640061>\n/Creator (Vitae)\n/Producer (Vitae)>>\n',
      ],
      [
        Buffer.from(
          '%PDF\n7 0 obj\t\r\n \u00a0<</Title (spaced)>>\nendobj\ntrailer<</Size 8/Root 9 0 R/Info 7 0 R>>startxref 5 %%EOF\n',
          'latin1',
        ),
        '7 0 obj\n<</Title (spaced)\n/Author <FEFF004100640061>\n/Creator (Vitae)\n/Producer (Vitae)>>\n',
      ],
    ] as const;
    for (const [pdf, written] of cases) {
      expect(appendedInfo(pdf, withAuthor(pdf, 'Ada'))).toBe(written);
    }
  });

  it.each([
    [
      'a literal string',
      '<</Creator (Mozilla/5.0 \\(X11\\) (nested (twice)) \\\\)\n/Producer (Skia/PDF m156)>>',
    ],
    ['a hex string', '<</Producer <FEFF0053006B00690061>/Creator<FEFF0043>/Title (T)>>'],
  ])('names Vitae as Creator and Producer given as %s, once each', (_, info) => {
    const pdf = buildPdf({ info });

    const written = appendedInfo(pdf, withAuthor(pdf, 'Ada'));

    expect(written.match(/\/Creator/g)).toHaveLength(1);
    expect(written.match(/\/Producer/g)).toHaveLength(1);
    expect(written).not.toMatch(/Mozilla|Skia|nested|0053006B|0043>/);
    expect(pdfinfo(withAuthor(pdf, 'Ada'))).toMatchObject({
      Creator: 'Vitae',
      Producer: 'Vitae',
      Author: 'Ada',
    });
  });

  it('keeps a title that holds "/Creator (x)" and "/Author (y)" as it was', () => {
    const pdf = buildPdf({ info: '<</Title (CV /Creator \\(x\\) /Author (y))>>' });
    const after = withAuthor(pdf, 'Ada');
    expect(pdfinfo(after)).toMatchObject({
      Title: 'CV /Creator (x) /Author (y)',
      Author: 'Ada',
      Creator: 'Vitae',
    });
  });

  it('names Vitae but keeps the Author as it was for an empty author', () => {
    const pdf = buildPdf({
      info: '<</Title (T)\n/Author (Kept Name)\n/Creator (HeadlessChrome)>>',
    });

    const after = withAuthor(pdf, '   ');

    expect(appendedInfo(pdf, after)).toBe(
      '12 0 obj\n<</Title (T)\n/Author (Kept Name)\n/Creator (Vitae)\n/Producer (Vitae)>>\n',
    );
    expect(pdfinfo(after)).toMatchObject({ Title: 'T', Author: 'Kept Name', Creator: 'Vitae' });
  });

  it.each([
    ['no classic trailer', Buffer.from('%PDF-1.5\n1 0 obj\n<</Type /XRef>>\nendobj\n%%EOF\n'), 'A'],
    [
      'a trailer without Info',
      Buffer.from(
        '%PDF\n1 0 obj\n<<>>\nendobj\ntrailer\n<</Size 2 /Root 1 0 R>>\nstartxref\n5\n%%EOF\n',
      ),
      'A',
    ],
    [
      'no such Info object',
      Buffer.from(
        '%PDF\n1 0 obj\n<<>>\nendobj\ntrailer\n<</Size 2 /Root 1 0 R /Info 3 0 R>>\nstartxref\n5\n%%EOF\n',
      ),
      'A',
    ],
    [
      'an Info object that is not a dictionary at a line start',
      Buffer.from(
        '%PDF x3 0 obj <<>> endobj\n3 0 obj 5\nendobj\ntrailer\n<</Size 4 /Root 1 0 R /Info 3 0 R>>\nstartxref\n5\n%%EOF\n',
      ),
      'A',
    ],
    [
      'an Info object without endobj',
      Buffer.from(
        '%PDF\n3 0 obj\n<</Title (t)>>\ntrailer\n<</Size 4 /Root 1 0 R /Info 3 0 R>>\nstartxref\n5\n%%EOF\n',
      ),
      'A',
    ],
  ])('returns the PDF unchanged for %s', (_, pdf, author) => {
    expect(withAuthor(pdf, author)).toBe(pdf);
  });
});
