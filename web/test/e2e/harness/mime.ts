import { simpleParser } from 'mailparser';

/** The parts of a mail message a test reads. */
export type ParsedMessage = { subject: string; text: string; html: string };

/**
 * Parses a raw RFC 5322 message with mailparser (encoded words, nested
 * multiparts, quoted-printable and base64 parts, charsets): its subject, its
 * text part and its HTML part, each empty when the message has none.
 */
export async function parseMessage(raw: Buffer): Promise<ParsedMessage> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  return {
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
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
