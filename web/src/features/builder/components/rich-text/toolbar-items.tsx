import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  Code,
  CornerDownLeft,
  Heading1,
  Heading2,
  Heading3,
  Highlighter,
  IndentDecrease,
  IndentIncrease,
  Italic,
  List,
  ListOrdered,
  Minus,
  Pilcrow,
  SquareCode,
  Strikethrough,
  Underline,
} from 'lucide-react';
import { type Command, type EditorState } from 'prosemirror-state';
import { type ReactElement } from 'react';
import { type MessageDescriptor } from 'react-intl';

import {
  alignmentOf,
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
import { richTextMessages as messages } from './messages';
import { shortcuts } from './plugins';
import { type Alignment, richTextSchema } from './schema';

const { nodes, marks } = richTextSchema;

/** A button that runs a command: enabled when the command applies, pressed when `active` says. */
export type CommandItem = {
  key: string;
  label: MessageDescriptor;
  icon: ReactElement;
  command: Command;
  active?: (state: EditorState) => boolean;
  shortcut?: string;
};

export const iconSize = 16;

function markItem(
  key: MarkName,
  label: MessageDescriptor,
  icon: ReactElement,
  shortcut: string,
): CommandItem {
  return {
    key,
    label,
    icon,
    command: toggleMarkCommand(key),
    active: (state) => isMarkActive(state, marks[key]),
    shortcut,
  };
}

function alignItem(align: Alignment, label: MessageDescriptor, icon: ReactElement): CommandItem {
  return {
    key: `align-${align}`,
    label,
    icon,
    command: setAlignment(align),
    active: (state) => alignmentOf(state) === align,
  };
}

export const icon = (Icon: typeof Bold) => <Icon size={iconSize} aria-hidden />;

export const markItems: CommandItem[] = [
  markItem('strong', messages.bold, icon(Bold), shortcuts.strong),
  markItem('em', messages.italic, icon(Italic), shortcuts.em),
  markItem('strike', messages.strikethrough, icon(Strikethrough), shortcuts.strike),
  markItem('underline', messages.underline, icon(Underline), shortcuts.underline),
  markItem('highlight', messages.highlight, icon(Highlighter), shortcuts.highlight),
];

export const codeItems: CommandItem[] = [
  markItem('code', messages.inlineCode, icon(Code), shortcuts.code),
  {
    key: 'code-block',
    label: messages.codeBlock,
    icon: icon(SquareCode),
    command: toggleCodeBlock,
    active: (state) => isBlockActive(state, nodes.code_block),
    shortcut: shortcuts.codeBlock,
  },
];

export const blockItems: CommandItem[] = [
  ...([1, 2, 3] as const).map((level): CommandItem => ({
    key: `heading-${level}`,
    label: [messages.heading1, messages.heading2, messages.heading3][level - 1],
    icon: icon([Heading1, Heading2, Heading3][level - 1]),
    command: toggleHeading(level),
    active: (state) => isBlockActive(state, nodes.heading, { level }),
    shortcut: shortcuts[`heading${level}`],
  })),
  {
    key: 'paragraph',
    label: messages.paragraph,
    icon: icon(Pilcrow),
    command: setParagraph,
    active: (state) => isBlockActive(state, nodes.paragraph),
    shortcut: shortcuts.paragraph,
  },
];

export const alignItems: CommandItem[] = [
  alignItem('left', messages.alignLeft, icon(AlignLeft)),
  alignItem('center', messages.alignCenter, icon(AlignCenter)),
  alignItem('right', messages.alignRight, icon(AlignRight)),
  alignItem('justify', messages.alignJustify, icon(AlignJustify)),
];

export const listItems: CommandItem[] = [
  {
    key: 'bullet-list',
    label: messages.bulletList,
    icon: icon(List),
    command: toggleList(nodes.bullet_list),
    active: (state) => isListActive(state, nodes.bullet_list),
  },
  {
    key: 'ordered-list',
    label: messages.numberedList,
    icon: icon(ListOrdered),
    command: toggleList(nodes.ordered_list),
    active: (state) => isListActive(state, nodes.ordered_list),
  },
  {
    key: 'indent',
    label: messages.indent,
    icon: icon(IndentIncrease),
    command: indent,
    shortcut: shortcuts.indent,
  },
  {
    key: 'outdent',
    label: messages.outdent,
    icon: icon(IndentDecrease),
    command: outdent,
    shortcut: shortcuts.outdent,
  },
];

export const insertItems: CommandItem[] = [
  {
    key: 'hard-break',
    label: messages.lineBreak,
    icon: icon(CornerDownLeft),
    command: insertHardBreak,
    shortcut: shortcuts.hardBreak,
  },
  {
    key: 'horizontal-rule',
    label: messages.horizontalRule,
    icon: icon(Minus),
    command: insertHorizontalRule,
  },
];
