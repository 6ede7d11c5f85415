import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

import { AFRelationship, PDFDocument } from 'pdf-lib';

/** The name of the resume's JSON inside every PDF (docs/render.md#the-pdfs-own-source). */
export const attachmentName = 'vitae-resume.json';
const attachmentDescription = 'The resume as Vitae JSON: import it back to edit it.';

/** A PDF text string that holds any text: UTF-16BE with its byte-order mark, in hex. */
function pdfTextString(text: string): string {
  return `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

/**
 * Where the dictionary of the last definition of object `number` begins (the
 * byte after its `<<`), or -1: an incremental update defines an object again
 * after the file, and the last definition is the one that counts.
 */
function lastDictionaryStart(bytes: Buffer, number: string): number {
  const token = `${number} 0 obj`;
  for (
    let found = bytes.lastIndexOf(token);
    found >= 0;
    found = found === 0 ? -1 : bytes.lastIndexOf(token, found - 1)
  ) {
    const before = found === 0 ? undefined : bytes[found - 1];
    if (before !== undefined && before !== 0x0a && before !== 0x0d) {
      continue;
    }
    let next = found + token.length;
    while (next < bytes.length && /\s/.test(String.fromCharCode(bytes[next]))) {
      next += 1;
    }
    return bytes[next] === 0x3c && bytes[next + 1] === 0x3c ? next + 2 : -1;
  }
  return -1;
}

/** The attachment through pdf-lib: the whole file read and written again (slower; the rare fallback). */
async function attachWithPdfLib(pdf: Uint8Array, json: Buffer): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  await document.attach(json, attachmentName, {
    mimeType: 'application/json',
    description: attachmentDescription,
    afRelationship: AFRelationship.Source,
  });
  return document.save({ useObjectStreams: false, updateFieldAppearances: false });
}

/**
 * Attaches `json` (the resume's own data) to a PDF as the embedded file
 * `vitae-resume.json` (application/json, its relationship to the document
 * "Source"), so every printed resume carries what it was made from. The file
 * is left as Chromium (and pdf-author.ts) wrote it and an incremental update
 * is appended: the JSON deflated as an embedded-file stream, its file
 * specification, the catalog's embedded-files name tree and the catalog
 * written again pointing at them. No page is parsed, so it costs well under a
 * millisecond. A PDF it cannot read that way (no classic trailer, or a
 * catalog that already has names or associated files) goes through pdf-lib.
 */
export async function withAttachment(pdf: Uint8Array, json: string): Promise<Uint8Array> {
  const raw = Buffer.from(json, 'utf8');
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  // The last trailer: the author's update (pdf-author.ts) already follows Chromium's.
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString('latin1');
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref\s*(\d+)\s*%%EOF\s*$/.exec(
    tail.slice(Math.max(0, tail.lastIndexOf('trailer'))),
  );
  const size = trailer && /\/Size\s+(\d+)/.exec(trailer[1]);
  const root = trailer && /\/Root\s+(\d+)\s+0\s+R/.exec(trailer[1]);
  if (!trailer || !size || !root) {
    return attachWithPdfLib(pdf, raw);
  }
  const start = lastDictionaryStart(bytes, root[1]);
  const end = start < 0 ? -1 : bytes.indexOf('endobj', start);
  if (end < 0) {
    return attachWithPdfLib(pdf, raw);
  }
  const catalog = bytes.subarray(start, end).toString('latin1').trimEnd().replace(/>>$/, '');
  if (/\/(Names|AF)\b/.test(catalog)) {
    return attachWithPdfLib(pdf, raw);
  }
  const first = Number(size[1]);
  const [stream, spec, names] = [first, first + 1, first + 2];
  const packed = deflateSync(raw);
  const checksum = createHash('md5').update(raw).digest('hex').toUpperCase();
  const separator = bytes[bytes.length - 1] === 0x0a ? '' : '\n';
  const parts: Buffer[] = [];
  const offsets = new Map<number, number>();
  let offset = bytes.length + separator.length;
  const add = (number: number, head: string, body?: Buffer) => {
    offsets.set(number, offset);
    const chunk = body
      ? Buffer.concat([
          Buffer.from(`${number} 0 obj\n${head}\nstream\n`, 'latin1'),
          body,
          Buffer.from('\nendstream\nendobj\n', 'latin1'),
        ])
      : Buffer.from(`${number} 0 obj\n${head}\nendobj\n`, 'latin1');
    parts.push(chunk);
    offset += chunk.length;
  };
  add(
    stream,
    `<</Type /EmbeddedFile\n/Subtype /application#2Fjson\n/Filter /FlateDecode\n/Length ${packed.length}\n` +
      `/Params <</Size ${raw.length}\n/CheckSum <${checksum}>>>>>`,
    packed,
  );
  add(
    spec,
    `<</Type /Filespec\n/F (${attachmentName})\n/UF ${pdfTextString(attachmentName)}\n` +
      `/Desc ${pdfTextString(attachmentDescription)}\n/AFRelationship /Source\n` +
      `/EF <</F ${stream} 0 R\n/UF ${stream} 0 R>>>>`,
  );
  add(names, `<</Names [${pdfTextString(attachmentName)} ${spec} 0 R]>>`);
  add(Number(root[1]), `<<${catalog}\n/Names <</EmbeddedFiles ${names} 0 R>>\n/AF [${spec} 0 R]>>`);
  const entry = (number: number) => `${String(offsets.get(number)).padStart(10, '0')} 00000 n \n`;
  const kept = trailer[1].replace(/\/(Size|Prev)\s+\d+/g, '').replace(/\s+$/, '');
  const update =
    `xref\n${root[1]} 1\n${entry(Number(root[1]))}${stream} 3\n${entry(stream)}${entry(spec)}${entry(names)}` +
    `trailer\n<<${kept}\n/Size ${first + 3}\n/Prev ${trailer[2]}>>\nstartxref\n${offset}\n%%EOF\n`;
  return Buffer.concat([
    bytes,
    Buffer.from(separator, 'latin1'),
    ...parts,
    Buffer.from(update, 'latin1'),
  ]);
}

/**
 * The JSON a PDF carries: the resume's data as our JSON export writes it
 * (two-space indentation, docs/import-export.md#export), its private notes
 * left out. The title and the notes are no part of a print's cache key
 * (docs/render.md#cache-key), so the owner's PDF and a reader's may be one
 * file: it must hold nothing only the owner may see.
 */
export function resumeSource(data: unknown): string {
  const document = data as { metadata?: Record<string, unknown> };
  const metadata =
    document.metadata && typeof document.metadata === 'object'
      ? { ...document.metadata, notes: '' }
      : document.metadata;
  return JSON.stringify({ ...document, ...(metadata ? { metadata } : {}) }, null, 2);
}
