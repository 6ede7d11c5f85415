/** A PDF text string that holds any name: UTF-16BE with its byte-order mark, in hex. */
function pdfTextString(text: string): string {
  const units = Buffer.from(text, 'utf16le').swap16();
  return `<FEFF${units.toString('hex').toUpperCase()}>`;
}

/**
 * Whitespace as a RegExp's \s sees it in latin1 text (tab, line feed, VT,
 * form feed, carriage return, space, NBSP), so the bytes match as the text did.
 */
function isSpace(byte: number): boolean {
  return (byte >= 0x09 && byte <= 0x0d) || byte === 0x20 || byte === 0xa0;
}

/**
 * Where the dictionary of object `number` begins (the byte after its `<<`), or
 * -1: the first `<number> 0 obj` at the start of the file or of a line (after
 * \r or \n) followed by `<<`. Searched in the bytes, so that a 100 KB PDF is
 * not turned into a string to find it.
 */
function dictionaryStart(bytes: Buffer, number: string): number {
  const token = `${number} 0 obj`;
  for (let found = bytes.indexOf(token); found >= 0; found = bytes.indexOf(token, found + 1)) {
    const before = found === 0 ? undefined : bytes[found - 1];
    if (before !== undefined && before !== 0x0a && before !== 0x0d) {
      continue;
    }
    let next = found + token.length;
    while (next < bytes.length && isSpace(bytes[next])) {
      next += 1;
    }
    if (bytes[next] === 0x3c && bytes[next + 1] === 0x3c) {
      return next + 2;
    }
  }
  return -1;
}

/**
 * Writes `author` into a PDF's document information (the Author that
 * readers show), as an incremental update: the Info dictionary is written
 * again with the Author added, after the file, with an xref section of that
 * one object and a trailer pointing back at the original. Chromium sets the
 * title but has no way to set the author, and this costs a few hundred bytes
 * and no parsing of the pages. A PDF that does not end in a classic trailer
 * (Chromium's does) is returned unchanged.
 */
export function withAuthor(pdf: Uint8Array, author: string): Uint8Array {
  const name = author.trim();
  if (!name) {
    return pdf;
  }
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  // The trailer sits in the last kilobyte or so; latin1 keeps byte offsets equal to string offsets.
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString('latin1');
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref\s*(\d+)\s*%%EOF\s*$/.exec(tail);
  const size = trailer && /\/Size\s+(\d+)/.exec(trailer[1]);
  const root = trailer && /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer[1]);
  const info = trailer && /\/Info\s+(\d+)\s+0\s+R/.exec(trailer[1]);
  if (!trailer || !size || !root || !info) {
    return pdf;
  }
  const start = dictionaryStart(bytes, info[1]);
  const end = start < 0 ? -1 : bytes.indexOf('endobj', start);
  if (end < 0) {
    return pdf;
  }
  // The dictionary without its closing >>: the title may itself hold ">>", so cut at endobj.
  const body = bytes
    .subarray(start, end)
    .toString('latin1')
    .trimEnd()
    .replace(/>>$/, '')
    .replace(/\/Author\s*(\([^)]*\)|<[^>]*>)/, '');
  const separator = bytes[bytes.length - 1] === 0x0a ? '' : '\n';
  const objectOffset = bytes.length + separator.length;
  const object = `${info[1]} 0 obj\n<<${body}\n/Author ${pdfTextString(name)}>>\nendobj\n`;
  const xrefOffset = objectOffset + Buffer.byteLength(object, 'latin1');
  const update =
    `${separator}${object}xref\n${info[1]} 1\n${String(objectOffset).padStart(10, '0')} 00000 n \n` +
    `trailer\n<</Size ${size[1]}\n/Root ${root[1]}\n/Info ${info[1]} 0 R\n/Prev ${trailer[2]}>>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.concat([bytes, Buffer.from(update, 'latin1')]);
}
