import { type Attrs, type DOMOutputSpec, type NodeSpec, Schema } from 'prosemirror-model';
import { nodes as basicNodes } from 'prosemirror-schema-basic';
import { addListNodes } from 'prosemirror-schema-list';

/** The alignments of the toolbar (docs/product.md#rich-text-editor); the artboard's sanitiser keeps `text-align` with these only. */
export const alignments = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof alignments)[number];

/** The link addresses the artboard keeps (its sanitiser drops any other). */
export const safeHref = /^(https?:|mailto:|tel:|#)/i;
/** The image addresses the artboard draws: web, or an image inlined as data. */
export const safeImageSrc = /^(https?:\/\/|data:image\/(png|jpe?g|gif|webp|avif);)/i;

function readAlignment(element: HTMLElement): Alignment | null {
  const align = element.style.textAlign;
  return (alignments as readonly string[]).includes(align) ? (align as Alignment) : null;
}

/** `style="text-align: …"` for an aligned block; left is the default and writes nothing. */
function alignmentAttrs(attrs: Attrs): Record<string, string> {
  const align = attrs.align as Alignment | null;
  return align && align !== 'left' ? { style: `text-align: ${align}` } : {};
}

const paragraph: NodeSpec = {
  content: 'inline*',
  group: 'block',
  attrs: { align: { default: null } },
  parseDOM: [{ tag: 'p', getAttrs: (dom) => ({ align: readAlignment(dom) }) }],
  toDOM: (node): DOMOutputSpec => ['p', alignmentAttrs(node.attrs), 0],
};

const headingLevels = [1, 2, 3] as const;

const heading: NodeSpec = {
  content: 'inline*',
  group: 'block',
  defining: true,
  attrs: { level: { default: 1 }, align: { default: null } },
  // h4 to h6 (pasted) become the smallest heading the artboard draws.
  parseDOM: [1, 2, 3, 4, 5, 6].map((level) => ({
    tag: `h${level}`,
    getAttrs: (dom: HTMLElement) => ({ level: Math.min(level, 3), align: readAlignment(dom) }),
  })),
  toDOM: (node): DOMOutputSpec => [`h${node.attrs.level as number}`, alignmentAttrs(node.attrs), 0],
};

const image: NodeSpec = {
  inline: true,
  group: 'inline',
  draggable: true,
  attrs: { src: {}, alt: { default: '' } },
  parseDOM: [
    {
      tag: 'img[src]',
      getAttrs: (dom) => {
        const src = dom.getAttribute('src') ?? '';
        return safeImageSrc.test(src) ? { src, alt: dom.getAttribute('alt') ?? '' } : false;
      },
    },
  ],
  toDOM: (node): DOMOutputSpec => [
    'img',
    { src: node.attrs.src as string, alt: node.attrs.alt as string },
  ],
};

const { doc, text, blockquote, code_block, horizontal_rule, hard_break } = basicNodes;

/** The block and inline nodes before lists are added (an OrderedMap, which `addListNodes` takes). */
const withoutLists = new Schema({
  nodes: {
    doc,
    paragraph,
    heading,
    blockquote,
    code_block,
    horizontal_rule,
    hard_break,
    image,
    text,
  },
}).spec.nodes;

const nodes = addListNodes(withoutLists, 'paragraph block*', 'block');

/**
 * The rich-text document (docs/product.md#rich-text-editor): paragraphs and headings 1 to 3 with
 * an alignment, bullet and numbered lists, code blocks, quotes (kept when
 * pasted), rules, line breaks and images; marks in the nesting order they are
 * written: link outermost, then bold, italic, underline, strike, highlight, code.
 * Every tag and attribute it writes is one the artboard's sanitiser keeps.
 */
export const richTextSchema = new Schema({
  nodes,
  marks: {
    link: {
      attrs: { href: {} },
      inclusive: false,
      parseDOM: [
        {
          tag: 'a[href]',
          getAttrs: (dom) => {
            const href = dom.getAttribute('href') ?? '';
            return safeHref.test(href.trim()) ? { href: href.trim() } : false;
          },
        },
      ],
      toDOM: (mark): DOMOutputSpec => ['a', { href: mark.attrs.href as string }, 0],
    },
    strong: {
      parseDOM: [
        { tag: 'strong' },
        // Google Docs wraps everything in <b style="font-weight: normal">.
        { tag: 'b', getAttrs: (dom) => dom.style.fontWeight !== 'normal' && null },
        {
          style: 'font-weight',
          getAttrs: (value) => /^(bold(er)?|[5-9]\d{2,})$/.test(value) && null,
        },
      ],
      toDOM: (): DOMOutputSpec => ['strong', 0],
    },
    em: {
      parseDOM: [{ tag: 'i' }, { tag: 'em' }, { style: 'font-style=italic' }],
      toDOM: (): DOMOutputSpec => ['em', 0],
    },
    underline: {
      parseDOM: [{ tag: 'u' }, { style: 'text-decoration=underline' }],
      toDOM: (): DOMOutputSpec => ['u', 0],
    },
    strike: {
      parseDOM: [
        { tag: 's' },
        { tag: 'strike' },
        { tag: 'del' },
        { style: 'text-decoration=line-through' },
      ],
      toDOM: (): DOMOutputSpec => ['s', 0],
    },
    highlight: {
      parseDOM: [{ tag: 'mark' }],
      toDOM: (): DOMOutputSpec => ['mark', 0],
    },
    code: {
      parseDOM: [{ tag: 'code' }],
      toDOM: (): DOMOutputSpec => ['code', 0],
    },
  },
});

export { headingLevels };
