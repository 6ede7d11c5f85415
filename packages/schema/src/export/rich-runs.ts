// The model's rich text (the editor's HTML) as blocks of styled runs, for
// the exports that keep emphasis and links (Markdown, DOCX): paragraphs,
// headings and list items, each a list of runs with bold, italic, underline
// and a link. Any other markup is dropped; its text is kept.

import { decodeEntities } from './html-to-text';

/** A piece of text with one style. `text` never holds a newline; a line break is its own run. */
export type TextRun = {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  /** An http(s), mailto: or tel: address; other schemes are dropped, as the artboard drops them. */
  href?: string;
  lineBreak?: boolean;
};

/** One list item: its depth (0 for the outer list), whether its list is numbered, its text. */
export type ListItem = { level: number; ordered: boolean; runs: TextRun[] };

/** A block of rich text. */
export type RichBlock =
  { kind: 'paragraph'; runs: TextRun[]; heading?: number } | { kind: 'list'; items: ListItem[] };

const safeHref = /^(https?:|mailto:|tel:)/i;

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? decodeEntities(match[2] ?? match[3] ?? match[4] ?? '') : undefined;
}

/** Drops empty runs and leading/trailing spaces of a block, merges neighbours of one style. */
function tidy(runs: TextRun[]): TextRun[] {
  const out: TextRun[] = [];
  for (const run of runs) {
    const last = out[out.length - 1];
    if (
      last &&
      !last.lineBreak &&
      !run.lineBreak &&
      last.bold === run.bold &&
      last.italic === run.italic &&
      last.underline === run.underline &&
      last.href === run.href
    ) {
      last.text += run.text;
    } else if (run.lineBreak || run.text !== '') {
      out.push({ ...run });
    }
  }
  while (out.length && (out[0].lineBreak || out[0].text.trim() === '')) {
    out.shift();
  }
  while (out.length && (out[out.length - 1].lineBreak || out[out.length - 1].text.trim() === '')) {
    out.pop();
  }
  if (out.length) {
    out[0].text = out[0].text.replace(/^\s+/, '');
    const last = out[out.length - 1];
    last.text = last.text.replace(/\s+$/, '');
  }
  return out;
}

/** Rich text as blocks of runs (lists flattened into items with their depth). */
export function richBlocks(html: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  let runs: TextRun[] = [];
  let heading: number | undefined;
  const lists: boolean[] = []; // open lists, true when numbered
  let list: ListItem[] | undefined;
  let item: ListItem | undefined;
  let bold = 0;
  let italic = 0;
  let underline = 0;
  const links: (string | undefined)[] = [];

  const flush = () => {
    const text = tidy(runs);
    if (item) {
      if (text.length) {
        item.runs.push(...(item.runs.length ? [{ text: ' ' }] : []), ...text);
      }
    } else if (text.length) {
      blocks.push({ kind: 'paragraph', runs: text, ...(heading ? { heading } : {}) });
    }
    runs = [];
  };

  for (const token of html.match(/<[^>]*>|[^<]+/g) ?? []) {
    const tag = /^<(\/?)([a-z0-9]+)/i.exec(token);
    if (!tag) {
      const text = decodeEntities(token).replace(/\s+/g, ' ');
      const href = links[links.length - 1];
      runs.push({
        text,
        ...(bold ? { bold: true } : {}),
        ...(italic ? { italic: true } : {}),
        ...(underline ? { underline: true } : {}),
        ...(href ? { href } : {}),
      });
      continue;
    }
    const closing = tag[1] === '/';
    const name = tag[2].toLowerCase();
    if (name === 'strong' || name === 'b') {
      bold += closing ? (bold ? -1 : 0) : 1;
    } else if (name === 'em' || name === 'i') {
      italic += closing ? (italic ? -1 : 0) : 1;
    } else if (name === 'u') {
      underline += closing ? (underline ? -1 : 0) : 1;
    } else if (name === 'a') {
      if (closing) {
        links.pop();
      } else {
        const href = attribute(token, 'href')?.trim();
        links.push(href && safeHref.test(href) ? href : undefined);
      }
    } else if (name === 'br') {
      runs.push({ text: '', lineBreak: true });
    } else if (name === 'ul' || name === 'ol') {
      flush();
      if (closing) {
        lists.pop();
        if (lists.length === 0) {
          list = undefined;
        }
      } else {
        lists.push(name === 'ol');
        if (!list) {
          list = [];
          blocks.push({ kind: 'list', items: list });
        }
      }
      item = undefined;
    } else if (name === 'li') {
      flush();
      item = undefined;
      if (!closing && list) {
        item = { level: lists.length - 1, ordered: lists[lists.length - 1] ?? false, runs: [] };
        list.push(item);
      }
    } else if (/^(p|div|h[1-6]|blockquote|pre)$/.test(name)) {
      flush();
      heading = !closing && name[0] === 'h' ? Number(name[1]) : undefined;
    }
  }
  flush();
  return blocks.filter((block) => block.kind === 'paragraph' || block.items.length > 0);
}
