import { type EditorState } from 'prosemirror-state';

/** The first and last top-level blocks (paragraphs, lists, headings) a selection touches, by index. */
export type SelectedBlocks = { first: number; last: number };

/**
 * The top-level blocks the selection touches, so a tool can rewrite only those
 * and put the field back together (the letter body's tone rewrite,
 * docs/letters.md#the-ai-draft): each is one element of the field's HTML, in
 * order. Null when nothing is selected (a caret only) or the selection takes
 * in every block: then the whole field is meant.
 */
export function selectedBlocks({ selection, doc }: EditorState): SelectedBlocks | null {
  if (selection.empty) {
    return null;
  }
  const { $from, $to } = selection;
  const first = $from.index(0);
  // A selection ending between blocks (a whole block selected) ends with the block before.
  const last = $to.depth > 0 ? $to.index(0) : $to.index(0) - 1;
  return first === 0 && last >= doc.childCount - 1 ? null : { first, last };
}
