import { DOMParser as ProseMirrorParser, DOMSerializer, type Node } from 'prosemirror-model';

import { richTextSchema } from './schema';

const parser = ProseMirrorParser.fromSchema(richTextSchema);
const serializer = DOMSerializer.fromSchema(richTextSchema);

/**
 * The document of a field's HTML. The browser's DOMParser builds an inert
 * document (no script runs, no image loads); the schema keeps what it knows.
 */
export function parseRichText(html: string): Node {
  const body = new window.DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return parser.parse(body);
}

/** Whether a block is an empty, unaligned paragraph (the one Enter leaves at the end). */
function isBlankParagraph(node: Node): boolean {
  return (
    node.type === richTextSchema.nodes.paragraph && node.content.size === 0 && !node.attrs.align
  );
}

/**
 * The HTML of a document, as the artboard's sanitiser keeps it. Empty
 * paragraphs at its end (a new line not typed in yet) are not written, so an
 * empty field is "".
 */
export function serializeRichText(doc: Node): string {
  let end = doc.childCount;
  while (end > 0 && isBlankParagraph(doc.child(end - 1))) {
    end -= 1;
  }
  if (end === 0) {
    return '';
  }
  const container = document.createElement('div');
  container.appendChild(
    serializer.serializeFragment(doc.content.cut(0, doc.content.size - trailingSize(doc, end)), {
      document,
    }),
  );
  return container.innerHTML;
}

/** The size of the blocks from index `end` on. */
function trailingSize(doc: Node, end: number): number {
  let size = 0;
  for (let index = end; index < doc.childCount; index += 1) {
    size += doc.child(index).nodeSize;
  }
  return size;
}

/** The HTML a field's value becomes once written by the editor (for comparing two values). */
export function normaliseRichText(html: string): string {
  return serializeRichText(parseRichText(html));
}
