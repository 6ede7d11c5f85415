import { baseKeymap, chainCommands, exitCode } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { splitListItem } from 'prosemirror-schema-list';
import { type Command, type Plugin } from 'prosemirror-state';

import {
  indent,
  insertHardBreak,
  outdent,
  setParagraph,
  toggleCodeBlock,
  toggleHeading,
  toggleMarkCommand,
} from './commands';
import { richTextSchema } from './schema';

/** What the editor asks of its host at a key press (read when pressed, so they may change). */
export type EditorKeyHooks = {
  /** The builder's undo, or null to use the editor's own history. */
  undo: () => (() => void) | null;
  redo: () => (() => void) | null;
  openLink: () => void;
};

/** Undo and redo: the host's (the builder's one history) when it has them, else the editor's own. */
export function undoCommand(hooks: EditorKeyHooks): Command {
  return (state, dispatch) => {
    const hostUndo = hooks.undo();
    if (hostUndo) {
      hostUndo();
      return true;
    }
    return undo(state, dispatch);
  };
}

export function redoCommand(hooks: EditorKeyHooks): Command {
  return (state, dispatch) => {
    const hostRedo = hooks.redo();
    if (hostRedo) {
      hostRedo();
      return true;
    }
    return redo(state, dispatch);
  };
}

/** Keyboard shortcuts of the toolbar's actions (each button names its own). */
export const shortcuts = {
  strong: 'Mod-b',
  em: 'Mod-i',
  underline: 'Mod-u',
  strike: 'Mod-Shift-s',
  highlight: 'Mod-Shift-h',
  code: 'Mod-e',
  link: 'Mod-k',
  codeBlock: 'Mod-Alt-c',
  heading1: 'Mod-Alt-1',
  heading2: 'Mod-Alt-2',
  heading3: 'Mod-Alt-3',
  paragraph: 'Mod-Alt-0',
  indent: 'Mod-]',
  outdent: 'Mod-[',
  hardBreak: 'Shift-Enter',
  undo: 'Mod-z',
  redo: 'Mod-Shift-z',
} as const;

/**
 * The editor's plugins: its shortcuts, list-aware Enter, the base keymap, and a
 * history of its own only when the host has none (`ownHistory`).
 */
export function editorPlugins(hooks: EditorKeyHooks, ownHistory: boolean): Plugin[] {
  const lineBreak = chainCommands(exitCode, insertHardBreak);
  const redoKey = redoCommand(hooks);
  const plugins = [
    keymap({
      [shortcuts.undo]: undoCommand(hooks),
      [shortcuts.redo]: redoKey,
      'Mod-y': redoKey,
      [shortcuts.strong]: toggleMarkCommand('strong'),
      [shortcuts.em]: toggleMarkCommand('em'),
      [shortcuts.underline]: toggleMarkCommand('underline'),
      [shortcuts.strike]: toggleMarkCommand('strike'),
      [shortcuts.highlight]: toggleMarkCommand('highlight'),
      [shortcuts.code]: toggleMarkCommand('code'),
      [shortcuts.link]: () => {
        hooks.openLink();
        return true;
      },
      [shortcuts.codeBlock]: toggleCodeBlock,
      [shortcuts.heading1]: toggleHeading(1),
      [shortcuts.heading2]: toggleHeading(2),
      [shortcuts.heading3]: toggleHeading(3),
      [shortcuts.paragraph]: setParagraph,
      [shortcuts.indent]: indent,
      [shortcuts.outdent]: outdent,
      [shortcuts.hardBreak]: lineBreak,
      'Mod-Enter': lineBreak,
      Enter: splitListItem(richTextSchema.nodes.list_item),
    }),
    keymap(baseKeymap),
  ];
  return ownHistory ? [history(), ...plugins] : plugins;
}
