// The model's rich text (the editor's HTML) as the plain text JSON Resume
// holds: paragraphs part with a blank line, line breaks stay, list items become
// "- " lines. The import reads that text back into the same HTML.

/** A block of rich text: a paragraph's text or a list's items. */
export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Decodes the HTML entities the editor writes (named ones of XML, numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : match;
    }
    return Object.prototype.hasOwnProperty.call(entities, name.toLowerCase())
      ? entities[name.toLowerCase()]
      : match;
  });
}

const blockTags = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre']);

/** Rich text as blocks: paragraphs and (flattened) lists, markup dropped. */
export function htmlBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string | undefined;
  let list: string[] | undefined;
  let listDepth = 0;
  const closeParagraph = () => {
    const text = paragraph?.replace(/[ \t]*\n[ \t]*/g, '\n').trim();
    if (text) {
      blocks.push({ kind: 'paragraph', text });
    }
    paragraph = undefined;
  };
  for (const token of html.match(/<[^>]*>|[^<]+/g) ?? []) {
    const tag = /^<(\/?)([a-z0-9]+)/i.exec(token);
    if (!tag) {
      const text = decodeEntities(token).replace(/\s+/g, ' ');
      if (list && listDepth > 0) {
        list[list.length - 1] = (list[list.length - 1] ?? '') + text;
      } else if (text.trim() !== '' || paragraph !== undefined) {
        paragraph = (paragraph ?? '') + text;
      }
      continue;
    }
    const [, closing, rawName] = tag;
    const name = rawName.toLowerCase();
    if (name === 'ul' || name === 'ol') {
      closeParagraph();
      listDepth += closing ? -1 : 1;
      if (!closing && listDepth === 1) {
        list = [];
        blocks.push({ kind: 'list', items: list });
      }
      if (listDepth <= 0) {
        listDepth = 0;
        list = undefined;
      }
    } else if (name === 'li' && !closing && list) {
      list.push('');
    } else if (name === 'br') {
      if (list && listDepth > 0) {
        list[list.length - 1] = (list[list.length - 1] ?? '') + ' ';
      } else {
        paragraph = (paragraph ?? '') + '\n';
      }
    } else if (blockTags.has(name) && !(list && listDepth > 0)) {
      closeParagraph();
    }
  }
  closeParagraph();
  return blocks
    .map((block) =>
      block.kind === 'list'
        ? {
            ...block,
            items: block.items
              .map((item) => item.replace(/\s+/g, ' ').trim())
              .filter((item) => item !== ''),
          }
        : block,
    )
    .filter((block) => block.kind === 'paragraph' || block.items.length > 0);
}

/** Blocks as plain text: paragraphs and lists parted by blank lines, list items as "- " lines. */
export function blocksToText(blocks: TextBlock[]): string {
  return blocks
    .map((block) =>
      block.kind === 'paragraph' ? block.text : block.items.map((item) => `- ${item}`).join('\n'),
    )
    .join('\n\n');
}

/** Rich text as plain text. */
export function htmlToText(html: string): string {
  return blocksToText(htmlBlocks(html));
}

/** Rich text split as JSON Resume wants it: the text, and a closing list as highlights. */
export function splitHighlights(html: string): { text: string; highlights: string[] } {
  const blocks = htmlBlocks(html);
  const last = blocks[blocks.length - 1];
  if (last?.kind === 'list') {
    return { text: blocksToText(blocks.slice(0, -1)), highlights: last.items };
  }
  return { text: blocksToText(blocks), highlights: [] };
}
