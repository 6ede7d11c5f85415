import { type Command, type EditorState } from 'prosemirror-state';

import {
  alignmentOf,
  canInsertImage,
  canLink,
  currentLink,
  indent,
  insertHardBreak,
  insertHorizontalRule,
  isBlockActive,
  isListActive,
  isMarkActive,
  type MarkName,
  outdent,
  setAlignment,
  setParagraph,
  toggleCodeBlock,
  toggleHeading,
  toggleList,
  toggleMarkCommand,
} from './commands';
import { type Alignment, richTextSchema } from './schema';

const { nodes, marks } = richTextSchema;

/** What a toolbar button runs, and when it shows pressed. */
export type ItemCommand = {
  command: Command;
  active?: (state: EditorState) => boolean;
};

/** The toolbar's commands, given to it by the editor (the static view has none). */
export type ToolbarCommands = {
  /** By the key of each item of toolbar-items.tsx. */
  items: Record<string, ItemCommand>;
  canLink: (state: EditorState) => boolean;
  currentLink: (state: EditorState) => string | null;
  canInsertImage: (state: EditorState) => boolean;
};

function mark(key: MarkName): ItemCommand {
  return { command: toggleMarkCommand(key), active: (state) => isMarkActive(state, marks[key]) };
}

function align(alignment: Alignment): ItemCommand {
  return { command: setAlignment(alignment), active: (state) => alignmentOf(state) === alignment };
}

function heading(level: 1 | 2 | 3): ItemCommand {
  return {
    command: toggleHeading(level),
    active: (state) => isBlockActive(state, nodes.heading, { level }),
  };
}

export const toolbarCommands: ToolbarCommands = {
  items: {
    strong: mark('strong'),
    em: mark('em'),
    strike: mark('strike'),
    underline: mark('underline'),
    highlight: mark('highlight'),
    code: mark('code'),
    'code-block': {
      command: toggleCodeBlock,
      active: (state) => isBlockActive(state, nodes.code_block),
    },
    'heading-1': heading(1),
    'heading-2': heading(2),
    'heading-3': heading(3),
    paragraph: { command: setParagraph, active: (state) => isBlockActive(state, nodes.paragraph) },
    'align-left': align('left'),
    'align-center': align('center'),
    'align-right': align('right'),
    'align-justify': align('justify'),
    'bullet-list': {
      command: toggleList(nodes.bullet_list),
      active: (state) => isListActive(state, nodes.bullet_list),
    },
    'ordered-list': {
      command: toggleList(nodes.ordered_list),
      active: (state) => isListActive(state, nodes.ordered_list),
    },
    indent: { command: indent },
    outdent: { command: outdent },
    'hard-break': { command: insertHardBreak },
    'horizontal-rule': { command: insertHorizontalRule },
  },
  canLink,
  currentLink,
  canInsertImage,
};
