import { EditorState, TextSelection } from 'prosemirror-state';

import { toggleMarkCommand } from './commands';
import { parseRichText } from './html';
import { nextToolbarStatus, toolbarStatus } from './toolbar-status';

/** A state of the HTML with the cursor at the end of its text. */
function atEnd(html: string): EditorState {
  const state = EditorState.create({ doc: parseRichText(html) });
  return state.apply(state.tr.setSelection(TextSelection.atEnd(state.doc)));
}

function typed(state: EditorState, text: string): EditorState {
  return state.apply(state.tr.insertText(text));
}

describe('the rich-text toolbar status', () => {
  it('stays the same object while typing plain letters, so the toolbar is not drawn again', () => {
    let state = atEnd('<p>Led the team</p>');
    const first = nextToolbarStatus(null, state);
    let status = first;
    for (const letter of ' behind COBOL') {
      state = typed(state, letter);
      status = nextToolbarStatus(status, state);
    }
    expect(status).toBe(first);
  });

  it('changes when a key changes what a button shows: bold turned on, text in a link', () => {
    let state = atEnd('<p>Plain</p>');
    const plain = toolbarStatus(state);
    expect(plain.items.strong).toEqual({ applies: true, pressed: false });
    toggleMarkCommand('strong')(state, (tr) => {
      state = state.apply(tr);
    });
    const bold = nextToolbarStatus(plain, state);
    expect(bold).not.toBe(plain);
    expect(bold.items.strong?.pressed).toBe(true);

    const linked = toolbarStatus(atEnd('<p><a href="https://example.com">site</a></p>'));
    expect(linked.link.href).toBe('https://example.com');
    expect(linked.key).not.toBe(plain.key);
  });
});
