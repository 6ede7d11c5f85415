import { setBlockType, toggleMark } from 'prosemirror-commands';
import { type Attrs, type MarkType, type NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, wrapInList } from 'prosemirror-schema-list';
import { type Command, type EditorState, TextSelection } from 'prosemirror-state';

import { type Alignment, richTextSchema, safeHref, safeImageSrc } from './schema';

const { nodes, marks } = richTextSchema;

/** The marks the toolbar toggles, by the schema's names. */
export type MarkName = 'strong' | 'em' | 'strike' | 'underline' | 'highlight' | 'code';

/** Whether the selection (or the cursor, with the marks it will type) carries a mark. */
export function isMarkActive(state: EditorState, type: MarkType): boolean {
  const { from, to, empty, $from } = state.selection;
  if (empty) {
    return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  }
  return state.doc.rangeHasMark(from, to, type);
}

export function toggleMarkCommand(name: MarkName): Command {
  return toggleMark(marks[name]);
}

/** Whether the block around the selection is of a type (and, for a heading, a level). */
export function isBlockActive(state: EditorState, type: NodeType, attrs: Attrs = {}): boolean {
  const { $from, $to } = state.selection;
  const parent = $from.parent;
  return (
    parent === $to.parent &&
    parent.type === type &&
    Object.entries(attrs).every(([name, value]) => parent.attrs[name] === value)
  );
}

/** Turns the selected text blocks into one type, keeping their alignment where the type has one. */
function setBlock(type: NodeType, attrs: Attrs = {}): Command {
  return (state, dispatch) => {
    if (!setBlockType(type, attrs)(state)) {
      return false;
    }
    if (dispatch) {
      const { from, to } = state.selection;
      const keepsAlignment = 'align' in (type.spec.attrs ?? {});
      const tr = state.tr.setBlockType(from, to, type, (old) =>
        keepsAlignment ? { ...attrs, align: (old.attrs.align as Alignment | null) ?? null } : attrs,
      );
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

export const setParagraph: Command = setBlock(nodes.paragraph);

/** A heading of a level; on a heading of that level already, back to a paragraph. */
export function toggleHeading(level: number): Command {
  return (state, dispatch) =>
    isBlockActive(state, nodes.heading, { level })
      ? setBlock(nodes.paragraph)(state, dispatch)
      : setBlock(nodes.heading, { level })(state, dispatch);
}

/** A code block; on one already, back to a paragraph. */
export const toggleCodeBlock: Command = (state, dispatch) =>
  isBlockActive(state, nodes.code_block)
    ? setBlock(nodes.paragraph)(state, dispatch)
    : setBlock(nodes.code_block)(state, dispatch);

/** The alignment of the block the selection starts in (null when it has none to set). */
export function alignmentOf(state: EditorState): Alignment | null {
  const parent = state.selection.$from.parent;
  if (!('align' in (parent.type.spec.attrs ?? {}))) {
    return null;
  }
  return (parent.attrs.align as Alignment | null) ?? 'left';
}

/** Aligns every paragraph and heading the selection touches (left, the default, writes none). */
export function setAlignment(align: Alignment): Command {
  return (state, dispatch) => {
    const targets: number[] = [];
    const { from, to } = state.selection;
    state.doc.nodesBetween(from, to, (node, pos) => {
      if (node.isTextblock) {
        if ('align' in (node.type.spec.attrs ?? {})) {
          targets.push(pos);
        }
        return false;
      }
      return true;
    });
    if (targets.length === 0) {
      return false;
    }
    if (dispatch) {
      const tr = state.tr;
      for (const pos of targets) {
        tr.setNodeAttribute(pos, 'align', align === 'left' ? null : align);
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** The list nearest around the selection's start, with its position. */
function listAround(state: EditorState): { type: NodeType; pos: number } | null {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (node.type === nodes.bullet_list || node.type === nodes.ordered_list) {
      return { type: node.type, pos: $from.before(depth) };
    }
  }
  return null;
}

export function isListActive(state: EditorState, type: NodeType): boolean {
  return listAround(state)?.type === type;
}

/**
 * A bullet or numbered list: wraps the selection, or lifts it out of a list of
 * that type, or turns a list of the other type into this one.
 */
export function toggleList(type: NodeType): Command {
  return (state, dispatch) => {
    const list = listAround(state);
    if (!list) {
      return wrapInList(type)(state, dispatch);
    }
    if (list.type === type) {
      return liftListItem(nodes.list_item)(state, dispatch);
    }
    if (dispatch) {
      dispatch(state.tr.setNodeMarkup(list.pos, type).scrollIntoView());
    }
    return true;
  };
}

export const indent: Command = sinkListItem(nodes.list_item);
export const outdent: Command = liftListItem(nodes.list_item);

/** Whether a node of a type can go where the selection is (at some depth). */
function canInsert(state: EditorState, type: NodeType): boolean {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth >= 0; depth -= 1) {
    const index = $from.index(depth);
    if ($from.node(depth).canReplaceWith(index, index, type)) {
      return true;
    }
  }
  return false;
}

function insertNode(type: NodeType, attrs?: Attrs): Command {
  return (state, dispatch) => {
    if (!canInsert(state, type)) {
      return false;
    }
    dispatch?.(state.tr.replaceSelectionWith(type.create(attrs)).scrollIntoView());
    return true;
  };
}

export const insertHardBreak: Command = insertNode(nodes.hard_break);
/**
 * A horizontal rule, with the cursor in the paragraph after it (one is added
 * when none follows), so typing goes on below the rule.
 */
export const insertHorizontalRule: Command = (state, dispatch) => {
  if (!canInsert(state, nodes.horizontal_rule)) {
    return false;
  }
  if (dispatch) {
    const tr = state.tr.replaceSelectionWith(nodes.horizontal_rule.create());
    let inserted = { from: 0, to: 0 };
    tr.steps[tr.steps.length - 1]
      .getMap()
      .forEach((_oldFrom, _oldTo, from, to) => (inserted = { from, to }));
    let afterRule = -1;
    tr.doc.nodesBetween(inserted.from, inserted.to, (node, pos) => {
      if (node.type === nodes.horizontal_rule) {
        afterRule = pos + node.nodeSize;
      }
    });
    if (afterRule >= 0) {
      if (!tr.doc.resolve(afterRule).nodeAfter?.isTextblock) {
        tr.insert(afterRule, nodes.paragraph.create());
      }
      tr.setSelection(TextSelection.create(tr.doc, afterRule + 1));
    }
    dispatch(tr.scrollIntoView());
  }
  return true;
};

export function insertImage(src: string, alt: string): Command {
  return insertNode(nodes.image, { src, alt });
}

export const canInsertImage = (state: EditorState): boolean => canInsert(state, nodes.image);

export type LinkRange = { from: number; to: number; href: string };

/** The whole link the cursor touches (inside it or at either edge), if any. */
export function linkAround(state: EditorState, pos = state.selection.from): LinkRange | null {
  const $pos = state.doc.resolve(pos);
  const parent = $pos.parent;
  let index = $pos.index();
  let start = $pos.start() + $pos.parentOffset - $pos.textOffset;
  let child = index < parent.childCount ? parent.child(index) : null;
  let mark = child ? marks.link.isInSet(child.marks) : undefined;
  if (!mark && $pos.textOffset === 0 && index > 0) {
    index -= 1;
    child = parent.child(index);
    start -= child.nodeSize;
    mark = marks.link.isInSet(child.marks);
  }
  if (!mark || !child) {
    return null;
  }
  let from = start;
  let to = start + child.nodeSize;
  for (let i = index - 1; i >= 0 && mark.isInSet(parent.child(i).marks); i -= 1) {
    from -= parent.child(i).nodeSize;
  }
  for (let i = index + 1; i < parent.childCount && mark.isInSet(parent.child(i).marks); i += 1) {
    to += parent.child(i).nodeSize;
  }
  return { from, to, href: mark.attrs.href as string };
}

/** The link the selection is in or carries (for the toolbar's pressed state and the popover's value). */
export function currentLink(state: EditorState): string | null {
  const { from, to, empty } = state.selection;
  const around = linkAround(state, from);
  if (around) {
    return around.href;
  }
  if (empty) {
    return null;
  }
  let href: string | null = null;
  state.doc.nodesBetween(from, to, (node) => {
    href ??= (marks.link.isInSet(node.marks)?.attrs.href as string | undefined) ?? null;
  });
  return href;
}

/** Whether a link can be set here (text that takes marks: not a code block). */
export function canLink(state: EditorState): boolean {
  return toggleMark(marks.link, { href: '#' })(state);
}

/**
 * Links the selection (or the whole link the cursor is in) to an address; with
 * nothing selected and no link around, inserts the address as linked text. An
 * empty address removes the link.
 */
export function setLink(href: string): Command {
  return (state, dispatch) => {
    if (!canLink(state)) {
      return false;
    }
    const { from, to, empty } = state.selection;
    const around = empty ? linkAround(state) : null;
    const range = around ?? { from, to };
    const tr = state.tr;
    if (href === '') {
      if (range.from === range.to) {
        return false;
      }
      tr.removeMark(range.from, range.to, marks.link);
    } else if (range.from === range.to) {
      const text = state.schema.text(href, [...$marksAt(state), marks.link.create({ href })]);
      tr.replaceSelectionWith(text, false);
    } else {
      tr.removeMark(range.from, range.to, marks.link);
      tr.addMark(range.from, range.to, marks.link.create({ href }));
    }
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}

function $marksAt(state: EditorState) {
  return (state.storedMarks ?? state.selection.$from.marks()).filter(
    (mark) => mark.type !== marks.link,
  );
}

/**
 * A typed address as a link the artboard keeps: web pages, mail and phone; a
 * bare host gets https://, a bare email mailto:. Null for any other scheme.
 */
export function normaliseHref(input: string): string | null {
  const href = input.trim();
  if (href === '' || safeHref.test(href)) {
    return href;
  }
  if (/^[a-z][a-z\d+.-]*:/i.test(href)) {
    return null;
  }
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(href)) {
    return `mailto:${href}`;
  }
  return /\s/.test(href) ? null : `https://${href.replace(/^\/+/, '')}`;
}

/** An image address the artboard draws (web, or an inlined image); a bare host gets https://. */
export function normaliseImageSrc(input: string): string | null {
  const src = input.trim();
  if (safeImageSrc.test(src)) {
    return src;
  }
  if (src === '' || /^[a-z][a-z\d+.-]*:/i.test(src) || /\s/.test(src)) {
    return null;
  }
  return `https://${src.replace(/^\/+/, '')}`;
}
