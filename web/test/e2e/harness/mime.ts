/** The parts of a mail message a test reads. */
export type ParsedMessage = {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
};

type Part = { headers: Record<string, string>; body: Buffer };

/**
 * Parses a raw RFC 5322 message: folded headers, RFC 2047 encoded words in the
 * subject, multipart bodies (nested), quoted-printable and base64 parts. The
 * first text/plain and text/html parts become `text` and `html`.
 */
export function parseMessage(raw: Buffer): ParsedMessage {
  const root = splitPart(raw);
  const leaves = collectLeaves(root);
  const first = (type: string) => {
    const part = leaves.find((leaf) => contentType(leaf.headers).type === type);
    return part ? decodeBody(part) : '';
  };
  const hasType = leaves.some((leaf) => contentType(leaf.headers).type.startsWith('text/'));
  return {
    headers: root.headers,
    subject: decodeWords(root.headers.subject ?? ''),
    // A message without any Content-Type is plain text (RFC 2045 §5.2).
    text: hasType ? first('text/plain') : decodeBody(root),
    html: first('text/html'),
  };
}

/** Every http(s) link of a message: its text's URLs, then its HTML's hrefs, each once. */
export function linksOf({ text, html }: { text: string; html: string }): string[] {
  const fromText = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  const fromHtml = [...html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)]
    .map((match) => match[1].replaceAll('&amp;', '&'))
    .filter((href) => /^https?:\/\//.test(href));
  return [...new Set([...fromText, ...fromHtml])];
}

function splitPart(raw: Buffer): Part {
  const text = raw.toString('latin1');
  const match = /\r?\n\r?\n/.exec(text);
  const headerText = match ? text.slice(0, match.index) : text;
  const bodyStart = match ? match.index + match[0].length : text.length;
  const headers: Record<string, string> = {};
  for (const line of headerText.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      headers[name] ??= Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8');
    }
  }
  return { headers, body: raw.subarray(bodyStart) };
}

function contentType(headers: Record<string, string>): {
  type: string;
  params: Record<string, string>;
} {
  const [type = '', ...rest] = (headers['content-type'] ?? '').split(';');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const equals = param.indexOf('=');
    if (equals > 0) {
      const name = param.slice(0, equals).trim().toLowerCase();
      params[name] = param
        .slice(equals + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
    }
  }
  return { type: type.trim().toLowerCase(), params };
}

function collectLeaves(part: Part): Part[] {
  const { type, params } = contentType(part.headers);
  if (!type.startsWith('multipart/') || !params.boundary) {
    return [part];
  }
  const body = part.body.toString('latin1');
  const delimiter = `--${params.boundary}`;
  const sections = body.split(delimiter).slice(1);
  const leaves: Part[] = [];
  for (const section of sections) {
    if (section.startsWith('--')) {
      break;
    }
    const content = section.replace(/^[ \t]*\r?\n/, '').replace(/\r?\n$/, '');
    leaves.push(...collectLeaves(splitPart(Buffer.from(content, 'latin1'))));
  }
  return leaves;
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const charset = contentType(part.headers).params.charset ?? 'utf-8';
  let bytes: Buffer;
  if (encoding === 'base64') {
    bytes = Buffer.from(part.body.toString('latin1').replace(/\s+/g, ''), 'base64');
  } else if (encoding === 'quoted-printable') {
    bytes = decodeQuotedPrintable(part.body.toString('latin1'));
  } else {
    bytes = part.body;
  }
  return new TextDecoder(charset).decode(bytes);
}

function decodeQuotedPrintable(text: string): Buffer {
  const unfolded = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < unfolded.length; index += 1) {
    const hex = unfolded.slice(index + 1, index + 3);
    if (unfolded[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(unfolded.charCodeAt(index) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words, e.g. `=?UTF-8?Q?Verify_your_email?=`; spaces between two words go. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, charset: string, kind: string, data) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : decodeQuotedPrintable(data.replaceAll('_', ' '));
      return new TextDecoder(charset).decode(bytes);
    });
}
