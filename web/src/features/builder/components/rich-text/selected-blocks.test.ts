import { EditorState, NodeSelection, TextSelection } from 'prosemirror-state';

import { parseRichText } from './html';
import { selectedBlocks } from './selected-blocks';

const body =
  '<p>Dear team,</p><p>I build platforms.</p><ul><li><p>Nine years</p></li></ul><hr><p>Thanks.</p>';

/** The editor's state with the text from `fromText` to the end of `toText` selected. */
function selecting(fromText: string, toText = fromText): EditorState {
  const doc = parseRichText(body);
  let from = -1;
  let to = -1;
  doc.descendants((node, pos) => {
    if (node.isText && node.text?.includes(fromText) && from < 0) {
      from = pos + node.text.indexOf(fromText);
    }
    if (node.isText && node.text?.includes(toText)) {
      to = pos + node.text.indexOf(toText) + toText.length;
    }
  });
  const state = EditorState.create({ doc });
  return state.apply(state.tr.setSelection(TextSelection.create(doc, from, to)));
}

describe('selectedBlocks (the letter body’s tone rewrite)', () => {
  it('names the paragraph a selection lies in', () => {
    expect(selectedBlocks(selecting('build'))).toEqual({ first: 1, last: 1 });
  });

  it('takes every block a selection touches, a list whole', () => {
    expect(selectedBlocks(selecting('platforms', 'Nine'))).toEqual({ first: 1, last: 2 });
  });

  it('takes a whole block selected as a node', () => {
    const state = EditorState.create({ doc: parseRichText(body) });
    let rule = -1;
    state.doc.forEach((node, offset) => {
      if (node.type.name === 'horizontal_rule') {
        rule = offset;
      }
    });
    const selected = state.apply(state.tr.setSelection(NodeSelection.create(state.doc, rule)));
    expect(selectedBlocks(selected)).toEqual({ first: 3, last: 3 });
  });

  it('means the whole field with a caret only, or a selection over every block', () => {
    const caret = EditorState.create({ doc: parseRichText(body) });
    expect(selectedBlocks(caret)).toBeNull();
    expect(selectedBlocks(selecting('Dear', 'Thanks.'))).toBeNull();
  });
});
