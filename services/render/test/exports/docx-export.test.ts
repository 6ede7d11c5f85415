import { inflateRawSync } from 'node:zlib';

import { resumeDataSchema, resumeOutline, sampleResumeData } from '@vitae/schema';
import mammoth from 'mammoth';
import sharp from 'sharp';

import { exportDocx } from '../../src/exports/docx-export';

/** One file of the DOCX (a zip), read with the central directory's offsets. */
function zipEntry(zip: Buffer, name: string): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let index = 0; index < zip.readUInt16LE(end + 10); index += 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const body = zip.subarray(start, start + size);
      return (method === 8 ? inflateRawSync(body) : body).toString('utf8');
    }
    at += 46 + nameLength + extra + comment;
  }
  throw new Error(`${name} is not in the DOCX`);
}

const sample = sampleResumeData();

describe('the DOCX export', () => {
  let html = '';
  let documentXml = '';
  let file: Buffer;

  beforeAll(async () => {
    file = Buffer.from(await exportDocx(sample, { title: 'My resume' }));
    html = (await mammoth.convertToHtml({ buffer: file })).value;
    documentXml = zipEntry(file, 'word/document.xml');
  });

  it('reads back with every shown section as a heading and every item, in layout order', () => {
    const outline = resumeOutline(sample);
    let last = -1;
    for (const section of outline.sections) {
      const at = html.indexOf(`<h1>${section.heading}</h1>`);
      expect(at).toBeGreaterThan(last);
      last = at;
      for (const item of section.items) {
        expect(html).toContain(item.title.replace(/&/g, '&amp;'));
      }
    }
    expect(html).not.toContain('<h1>References</h1>');
  });

  it('keeps the links and the bulleted lists', () => {
    expect(html).toContain('<a href="https://tidewater.example.com">');
    expect(html).toContain('<a href="mailto:ingrid.castellanos@example.com">');
    expect(html).toMatch(/<ul><li>Cut median CI time/);
  });

  it('writes bold, italic, underline and numbered lists', async () => {
    const data = resumeDataSchema.parse({
      ...sample,
      sections: {
        ...sample.sections,
        summary: {
          ...sample.sections.summary,
          content:
            '<p><strong>Bold</strong> <em>slanted</em> <u>under</u></p><ol><li><p>first</p></li><li><p>second</p></li></ol>',
        },
      },
    });
    const read = (
      await mammoth.convertToHtml({ buffer: Buffer.from(await exportDocx(data, { title: 't' })) })
    ).value;
    expect(read).toContain('<strong>Bold</strong>');
    expect(read).toContain('<em>slanted</em>');
    expect(read).toMatch(/<ol><li>first<\/li><li>second<\/li><\/ol>/);
    const xml = zipEntry(Buffer.from(await exportDocx(data, { title: 't' })), 'word/document.xml');
    expect(xml).toMatch(/<w:u w:val="single"\/>(?:(?!<\/w:r>).)*under/s);
  });

  it('sets the page size, margins, font and language', () => {
    // A4 and the sample's 14 px margins (210 twips).
    expect(documentXml).toContain('<w:pgSz w:w="11906" w:h="16838"');
    expect(documentXml).toMatch(/<w:pgMar w:top="210" w:right="210" w:bottom="210" w:left="210"/);
    const styles = zipEntry(file, 'word/styles.xml');
    expect(styles).toContain('w:ascii="Cambria"');
    expect(styles).toContain('<w:lang w:val="en-US"');
  });

  it('takes Letter, a font Word has and the resume language', async () => {
    const data = resumeDataSchema.parse({
      ...sample,
      metadata: {
        ...sample.metadata,
        language: 'de-DE',
        page: { ...sample.metadata.page, format: 'letter', margin: 20 },
        typography: {
          ...sample.metadata.typography,
          font: { ...sample.metadata.typography.font, family: 'Lato' },
        },
      },
    });
    const docx = Buffer.from(
      await exportDocx(data, { title: 't', headings: { experience: 'Berufserfahrung' } }),
    );
    expect(zipEntry(docx, 'word/document.xml')).toContain('<w:pgSz w:w="12240" w:h="15840"');
    const styles = zipEntry(docx, 'word/styles.xml');
    expect(styles).toContain('w:ascii="Lato"');
    expect(styles).toContain('<w:lang w:val="de-DE"');
    expect((await mammoth.convertToHtml({ buffer: docx })).value).toContain(
      '<h1>Berufserfahrung</h1>',
    );
  });

  it('draws the picture when it is shown, a WebP as PNG', async () => {
    const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c00' } })
      .webp()
      .toBuffer();
    const picture = { bytes: new Uint8Array(webp), contentType: 'image/webp' };
    const shown = Buffer.from(await exportDocx(sample, { title: 't', picture }));
    expect((await mammoth.convertToHtml({ buffer: shown })).value).toContain(
      'src="data:image/png;base64,',
    );
    const hidden = resumeDataSchema.parse({
      ...sample,
      basics: {
        ...sample.basics,
        picture: { ...sample.basics.picture, effects: { hidden: true } },
      },
    });
    const without = Buffer.from(await exportDocx(hidden, { title: 't', picture }));
    expect((await mammoth.convertToHtml({ buffer: without })).value).not.toContain('<img');
  });
});
