import { type EditorState, TextSelection, type Transaction } from 'prosemirror-state';

import { parseRichText } from './html';

/** The editable area's attributes: its role, name, id and read-only state. */
export function editorAttributes({
  label,
  id,
  readOnly,
}: {
  label: string;
  id?: string;
  readOnly: boolean;
}) {
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    spellcheck: 'true',
  };
  if (id) {
    attributes.id = id;
  }
  if (readOnly) {
    attributes['aria-readonly'] = 'true';
  }
  return attributes;
}

/**
 * A transaction putting another document in place of this one, keeping the
 * selection where it was as far as the new document reaches.
 */
export function replaceDocument(state: EditorState, html: string): Transaction {
  const { from, to } = state.selection;
  const tr = state.tr.replaceWith(0, state.doc.content.size, parseRichText(html).content);
  const size = tr.doc.content.size;
  tr.setSelection(
    TextSelection.between(tr.doc.resolve(Math.min(from, size)), tr.doc.resolve(Math.min(to, size))),
  );
  return tr;
}
