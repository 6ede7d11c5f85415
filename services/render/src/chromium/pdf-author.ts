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

/** The application named as the PDF's Creator and Producer, in place of Chromium's names. */
const pdfCreator = 'Vitae';

/** The index just past the literal string that opens at `start`: balanced parentheses, backslash escapes. */
function literalEnd(text: string, start: number): number {
  let depth = 0;
  for (let at = start; at < text.length; at += 1) {
    if (text[at] === '\\') {
      at += 1;
    } else if (text[at] === '(') {
      depth += 1;
    } else if (text[at] === ')') {
      depth -= 1;
      if (depth === 0) {
        return at + 1;
      }
    }
  }
  return text.length;
}

/**
 * The dictionary's entries as text without the entries of `keys` (each a key
 * and its string value). Strings are stepped over whole, so a title holding
 * "/Author (x)" keeps it.
 */
function withoutKeys(body: string, keys: ReadonlySet<string>): string {
  let kept = '';
  let at = 0;
  while (at < body.length) {
    const char = body[at];
    if (char === '(') {
      const end = literalEnd(body, at);
      kept += body.slice(at, end);
      at = end;
      continue;
    }
    if (char === '<' && body[at + 1] !== '<') {
      const end = body.indexOf('>', at);
      const next = end < 0 ? body.length : end + 1;
      kept += body.slice(at, next);
      at = next;
      continue;
    }
    const key = char === '/' ? /^\/([A-Za-z]+)\s*/.exec(body.slice(at, at + 40)) : null;
    const value = key && keys.has(key[1]) ? at + key[0].length : -1;
    if (body[value] === '(' || body[value] === '<') {
      const end = body[value] === '(' ? literalEnd(body, value) : body.indexOf('>', value) + 1;
      // The white space before the entry goes with it: names and strings end themselves.
      kept = kept.trimEnd();
      at = end > value ? end : body.length;
      continue;
    }
    kept += char;
    at += 1;
  }
  return kept;
}

/**
 * Writes a PDF's document information as readers show it: `author` as the
 * Author (left as it was when empty) and Vitae as the Creator and Producer,
 * where Chromium names itself ("HeadlessChrome", "Skia/PDF"). It is an
 * incremental update: the Info dictionary is written again with those
 * entries, after the file, with an xref section of that one object and a
 * trailer pointing back at the original. Chromium sets the title but has no
 * way to set the others, and this costs a few hundred bytes and no parsing
 * of the pages (docs/render.md#the-accessible-pdf). A PDF that does not end
 * in a classic trailer (Chromium's does) is returned unchanged.
 */
export function withAuthor(pdf: Uint8Array, author: string): Uint8Array {
  const name = author.trim();
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
  const entries = bytes.subarray(start, end).toString('latin1').trimEnd().replace(/>>$/, '');
  const written = name ? ['Author', 'Creator', 'Producer'] : ['Creator', 'Producer'];
  const body =
    withoutKeys(entries, new Set(written)) +
    (name ? `\n/Author ${pdfTextString(name)}` : '') +
    `\n/Creator (${pdfCreator})\n/Producer (${pdfCreator})`;
  const separator = bytes[bytes.length - 1] === 0x0a ? '' : '\n';
  const objectOffset = bytes.length + separator.length;
  const object = `${info[1]} 0 obj\n<<${body}>>\nendobj\n`;
  const xrefOffset = objectOffset + Buffer.byteLength(object, 'latin1');
  const update =
    `${separator}${object}xref\n${info[1]} 1\n${String(objectOffset).padStart(10, '0')} 00000 n \n` +
    `trailer\n<</Size ${size[1]}\n/Root ${root[1]}\n/Info ${info[1]} 0 R\n/Prev ${trailer[2]}>>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.concat([bytes, Buffer.from(update, 'latin1')]);
}
