import { redoDepth, undoDepth } from 'prosemirror-history';
import { type EditorState } from 'prosemirror-state';

import { canInsertImage, canLink, currentLink } from './commands';
import {
  alignItems,
  blockItems,
  codeItems,
  type CommandItem,
  insertItems,
  listItems,
  markItems,
} from './toolbar-items';

const commandItems: CommandItem[] = [
  ...markItems,
  ...codeItems,
  ...blockItems,
  ...alignItems,
  ...listItems,
  ...insertItems,
];

/** What the toolbar shows of the editor's state: which buttons apply and which are pressed. */
export type ToolbarStatus = {
  /** Each command button's key: whether its command applies here, and whether it is on. */
  items: Record<string, { applies: boolean; pressed?: boolean }>;
  /** The link button: whether a link can be set here, and the link under the selection. */
  link: { applies: boolean; href: string | null };
  image: boolean;
  /** Steps in the editor's own history (a dialog's editor; the builder keeps its own). */
  canUndo: boolean;
  canRedo: boolean;
  /** Equal for two statuses that draw the same toolbar. */
  key: string;
};

/**
 * The toolbar's status in `state`. Typing a letter seldom changes it, so the
 * editor keeps the previous status while the key is the same and the toolbar is
 * not drawn again (docs/performance.md#typing-in-the-rich-text-editor).
 */
export function toolbarStatus(state: EditorState): ToolbarStatus {
  const items: ToolbarStatus['items'] = {};
  let key = '';
  for (const item of commandItems) {
    const applies = item.command(state);
    const pressed = item.active ? item.active(state) : undefined;
    items[item.key] = { applies, pressed };
    key += `${applies ? 1 : 0}${pressed === undefined ? '-' : pressed ? 1 : 0}`;
  }
  const link = { applies: canLink(state), href: currentLink(state) };
  const image = canInsertImage(state);
  const canUndo = undoDepth(state) > 0;
  const canRedo = redoDepth(state) > 0;
  key += `|${link.applies ? 1 : 0}${image ? 1 : 0}${canUndo ? 1 : 0}${canRedo ? 1 : 0}|${link.href ?? ''}`;
  return { items, link, image, canUndo, canRedo, key };
}

/** The next status, or `previous` itself when it draws the same toolbar. */
export function nextToolbarStatus(
  previous: ToolbarStatus | null,
  state: EditorState,
): ToolbarStatus {
  const next = toolbarStatus(state);
  return previous?.key === next.key ? previous : next;
}
