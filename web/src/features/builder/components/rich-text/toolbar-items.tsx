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
import { type ReactElement } from 'react';
import { type MessageDescriptor } from 'react-intl';

import { richTextMessages as messages } from './messages';
import { shortcuts } from './shortcuts';

/**
 * A toolbar button that runs a command: its name, icon and shortcut. The
 * command itself (and whether it applies or is on) comes with the editor's
 * code (toolbar-commands.ts), so the static view draws the toolbar without
 * ProseMirror.
 */
export type CommandItem = {
  key: string;
  label: MessageDescriptor;
  icon: ReactElement;
  shortcut?: string;
  /** Whether the button shows on or off (aria-pressed): a mark, block, alignment or list. */
  toggle?: true;
};

export const iconSize = 16;

export const icon = (Icon: typeof Bold) => <Icon size={iconSize} aria-hidden />;

export const markItems: CommandItem[] = [
  {
    key: 'strong',
    toggle: true,
    label: messages.bold,
    icon: icon(Bold),
    shortcut: shortcuts.strong,
  },
  { key: 'em', toggle: true, label: messages.italic, icon: icon(Italic), shortcut: shortcuts.em },
  {
    key: 'strike',
    toggle: true,
    label: messages.strikethrough,
    icon: icon(Strikethrough),
    shortcut: shortcuts.strike,
  },
  {
    key: 'underline',
    toggle: true,
    label: messages.underline,
    icon: icon(Underline),
    shortcut: shortcuts.underline,
  },
  {
    key: 'highlight',
    toggle: true,
    label: messages.highlight,
    icon: icon(Highlighter),
    shortcut: shortcuts.highlight,
  },
];

export const codeItems: CommandItem[] = [
  {
    key: 'code',
    toggle: true,
    label: messages.inlineCode,
    icon: icon(Code),
    shortcut: shortcuts.code,
  },
  {
    key: 'code-block',
    toggle: true,
    label: messages.codeBlock,
    icon: icon(SquareCode),
    shortcut: shortcuts.codeBlock,
  },
];

export const blockItems: CommandItem[] = [
  ...([1, 2, 3] as const).map((level): CommandItem => ({
    key: `heading-${level}`,
    toggle: true,
    label: [messages.heading1, messages.heading2, messages.heading3][level - 1],
    icon: icon([Heading1, Heading2, Heading3][level - 1]),
    shortcut: shortcuts[`heading${level}`],
  })),
  {
    key: 'paragraph',
    toggle: true,
    label: messages.paragraph,
    icon: icon(Pilcrow),
    shortcut: shortcuts.paragraph,
  },
];

export const alignItems: CommandItem[] = [
  { key: 'align-left', toggle: true, label: messages.alignLeft, icon: icon(AlignLeft) },
  { key: 'align-center', toggle: true, label: messages.alignCenter, icon: icon(AlignCenter) },
  { key: 'align-right', toggle: true, label: messages.alignRight, icon: icon(AlignRight) },
  { key: 'align-justify', toggle: true, label: messages.alignJustify, icon: icon(AlignJustify) },
];

export const listItems: CommandItem[] = [
  { key: 'bullet-list', toggle: true, label: messages.bulletList, icon: icon(List) },
  { key: 'ordered-list', toggle: true, label: messages.numberedList, icon: icon(ListOrdered) },
  {
    key: 'indent',
    label: messages.indent,
    icon: icon(IndentIncrease),
    shortcut: shortcuts.indent,
  },
  {
    key: 'outdent',
    label: messages.outdent,
    icon: icon(IndentDecrease),
    shortcut: shortcuts.outdent,
  },
];

export const insertItems: CommandItem[] = [
  {
    key: 'hard-break',
    label: messages.lineBreak,
    icon: icon(CornerDownLeft),
    shortcut: shortcuts.hardBreak,
  },
  { key: 'horizontal-rule', label: messages.horizontalRule, icon: icon(Minus) },
];
