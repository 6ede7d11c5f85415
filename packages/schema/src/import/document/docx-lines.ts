import { decodeEntities } from '../../export/html-to-text';
import { type DocumentLine } from './document-lines';

/** The sizes given to mammoth's headings, so they read as headings beside body text at 10 pt. */
const headingSizes: Record<string, number> = { h1: 16, h2: 13, h3: 12, h4: 11, h5: 11, h6: 11 };
const bodySize = 10;

const blockTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'li', 'td', 'th']);

/**
 * The lines of a Word document as mammoth writes it in HTML
 * (docs/import-export.md#pdf-and-word): each heading, paragraph, list item and
 * table cell is a line (a `<br>` starts another), in document order; a list
 * item's own text and the items of a list inside it are lines of their own.
 * Headings get a larger size and bold, a line all in `<strong>` is bold, and
 * list items begin with a bullet, so `parseDocumentLines` reads them as it
 * reads a PDF's lines. Links keep their text.
 */
export function linesFromDocxHtml(html: string): DocumentLine[] {
  const lines: DocumentLine[] = [];
  const open: string[] = [];
  let text = '';
  let boldText = '';
  let strong = 0;
  const flush = () => {
    const line = decodeEntities(text).replace(/\s+/g, ' ').trim();
    const bold = decodeEntities(boldText).replace(/\s+/g, ' ').trim();
    text = '';
    boldText = '';
    if (line === '') {
      return;
    }
    const tag = open.at(-1) ?? 'p';
    const heading = headingSizes[tag];
    lines.push({
      text: tag === 'li' ? `• ${line}` : line,
      size: heading ?? bodySize,
      bold: heading !== undefined || bold === line,
    });
  };
  for (const token of html.split(/(<[^>]*>)/)) {
    const tag = /^<(\/?)([a-z0-9]+)/i.exec(token);
    if (!tag) {
      text += token;
      if (strong > 0) {
        boldText += token;
      }
      continue;
    }
    const [, closing, rawName] = tag;
    const name = rawName.toLowerCase();
    if (name === 'strong' || name === 'b') {
      strong = Math.max(0, strong + (closing ? -1 : 1));
    } else if (name === 'br') {
      flush();
    } else if (blockTags.has(name) || name === 'ul' || name === 'ol' || name === 'table') {
      flush();
      if (blockTags.has(name)) {
        if (closing) {
          open.pop();
        } else {
          open.push(name);
        }
      }
    }
  }
  flush();
  return lines;
}
