import { Box, HStack, Separator } from '@chakra-ui/react';
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
  ImagePlus,
  IndentDecrease,
  IndentIncrease,
  Italic,
  Link,
  List,
  ListOrdered,
  Minus,
  Pilcrow,
  Redo2,
  SquareCode,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react';
import { type Command, type EditorState } from 'prosemirror-state';
import { Fragment, type KeyboardEvent, type ReactElement, type ReactNode, useLayoutEffect, useRef } from 'react';
import { type MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';

import { mirrorInRtl } from '../../../ui/direction';
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
import { richTextLabels, richTextMessages as messages } from './messages';
import { shortcuts } from './plugins';
import { type Alignment, richTextSchema } from './schema';
import { ariaShortcut, shortcutLabel } from './shortcut-label';
import { ToolbarButton } from './toolbar-button';

const { nodes, marks } = richTextSchema;

/** A button that runs a command: enabled when the command applies, pressed when `active` says. */
type CommandItem = {
  key: string;
  label: MessageDescriptor;
  icon: ReactElement;
  command: Command;
  active?: (state: EditorState) => boolean;
  shortcut?: string;
};

const iconSize = 16;

function markItem(key: MarkName, label: MessageDescriptor, icon: ReactElement, shortcut: string): CommandItem {
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

const icon = (Icon: typeof Bold) => <Icon size={iconSize} aria-hidden />;

const markItems: CommandItem[] = [
  markItem('strong', messages.bold, icon(Bold), shortcuts.strong),
  markItem('em', messages.italic, icon(Italic), shortcuts.em),
  markItem('strike', messages.strikethrough, icon(Strikethrough), shortcuts.strike),
  markItem('underline', messages.underline, icon(Underline), shortcuts.underline),
  markItem('highlight', messages.highlight, icon(Highlighter), shortcuts.highlight),
];

const codeItems: CommandItem[] = [
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

const blockItems: CommandItem[] = [
  ...([1, 2, 3] as const).map(
    (level): CommandItem => ({
      key: `heading-${level}`,
      label: [messages.heading1, messages.heading2, messages.heading3][level - 1],
      icon: icon([Heading1, Heading2, Heading3][level - 1]),
      command: toggleHeading(level),
      active: (state) => isBlockActive(state, nodes.heading, { level }),
      shortcut: shortcuts[`heading${level}`],
    }),
  ),
  {
    key: 'paragraph',
    label: messages.paragraph,
    icon: icon(Pilcrow),
    command: setParagraph,
    active: (state) => isBlockActive(state, nodes.paragraph),
    shortcut: shortcuts.paragraph,
  },
];

const alignItems: CommandItem[] = [
  alignItem('left', messages.alignLeft, icon(AlignLeft)),
  alignItem('center', messages.alignCenter, icon(AlignCenter)),
  alignItem('right', messages.alignRight, icon(AlignRight)),
  alignItem('justify', messages.alignJustify, icon(AlignJustify)),
];

const listItems: CommandItem[] = [
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
  { key: 'indent', label: messages.indent, icon: icon(IndentIncrease), command: indent, shortcut: shortcuts.indent },
  { key: 'outdent', label: messages.outdent, icon: icon(IndentDecrease), command: outdent, shortcut: shortcuts.outdent },
];

const insertItems: CommandItem[] = [
  {
    key: 'hard-break',
    label: messages.lineBreak,
    icon: icon(CornerDownLeft),
    command: insertHardBreak,
    shortcut: shortcuts.hardBreak,
  },
  { key: 'horizontal-rule', label: messages.horizontalRule, icon: icon(Minus), command: insertHorizontalRule },
];

export type RichTextToolbarProps = {
  /** The field's name, for the toolbar's own ("Formatting of Summary"). */
  fieldLabel: string;
  /** The editor's state (null until the editor is mounted). */
  state: EditorState | null;
  run: (command: Command) => void;
  disabled: boolean;
  onUndo: () => void;
  onRedo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** The hyperlink button, wrapped by the host in its popover. */
  renderLink: (button: ReactElement) => ReactElement;
  linkOpen: boolean;
  onOpenLink: () => void;
  onOpenImage: () => void;
  /** Shown after the buttons (the AI helper). */
  trailing?: ReactNode;
};

/**
 * The rich-text toolbar (docs/product.md#rich-text-editor): marks, link, code, blocks, alignment, lists,
 * inserts, undo and redo, in groups. One button is in the tab order; arrow keys,
 * Home and End move between them (WAI-ARIA toolbar pattern).
 */
export function RichTextToolbar({
  fieldLabel,
  state,
  run,
  disabled,
  onUndo,
  onRedo,
  canUndo,
  canRedo,
  renderLink,
  linkOpen,
  onOpenLink,
  onOpenImage,
  trailing,
}: RichTextToolbarProps) {
  const intl = useIntl();
  const toolbarRef = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLElement | null>(null);

  // Keep exactly one enabled button tabbable: the last focused one while it is enabled.
  useLayoutEffect(() => {
    const items = toolbarItems(toolbarRef.current);
    const keep = current.current && items.includes(current.current) ? current.current : items[0];
    for (const item of toolbarRef.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? []) {
      item.tabIndex = item === keep ? 0 : -1;
    }
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = toolbarItems(toolbarRef.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (at < 0) {
      return;
    }
    // The arrow towards the end of the line moves on: right to left, that is ArrowLeft.
    const rightToLeft =
      toolbarRef.current !== null && getComputedStyle(toolbarRef.current).direction === 'rtl';
    const [forward, backward] = rightToLeft
      ? ['ArrowLeft', 'ArrowRight']
      : ['ArrowRight', 'ArrowLeft'];
    const next =
      event.key === forward
        ? items[(at + 1) % items.length]
        : event.key === backward
          ? items[(at - 1 + items.length) % items.length]
          : event.key === 'Home'
            ? items[0]
            : event.key === 'End'
              ? items[items.length - 1]
              : null;
    if (next) {
      event.preventDefault();
      focusItem(next);
    }
  }

  function focusItem(item: HTMLElement) {
    current.current = item;
    for (const other of toolbarItems(toolbarRef.current)) {
      other.tabIndex = other === item ? 0 : -1;
    }
    item.focus();
  }

  const applies = (command: Command) => !disabled && state !== null && command(state);

  const commandButton = (item: CommandItem) => (
    <ToolbarButton
      key={item.key}
      label={intl.formatMessage(item.label)}
      icon={item.icon}
      disabled={!applies(item.command)}
      pressed={item.active ? state !== null && item.active(state) : undefined}
      shortcut={item.shortcut ? shortcutLabel(item.shortcut) : undefined}
      keyShortcut={item.shortcut ? ariaShortcut(item.shortcut) : undefined}
      onClick={() => run(item.command)}
    />
  );

  const linkButton = renderLink(
    <ToolbarButton
      label={intl.formatMessage(messages.hyperlink)}
      icon={icon(Link)}
      disabled={disabled || state === null || !canLink(state)}
      pressed={state !== null && currentLink(state) !== null}
      shortcut={shortcutLabel(shortcuts.link)}
      keyShortcut={ariaShortcut(shortcuts.link)}
      hasPopup="dialog"
      expanded={linkOpen}
      onClick={onOpenLink}
    />,
  );

  const imageButton = (
    <ToolbarButton
      key="image"
      label={intl.formatMessage(messages.image)}
      icon={icon(ImagePlus)}
      disabled={disabled || state === null || !canInsertImage(state)}
      hasPopup="dialog"
      onClick={onOpenImage}
    />
  );

  const groups: ReactNode[][] = [
    [...markItems.map(commandButton), <Fragment key="link">{linkButton}</Fragment>],
    codeItems.map(commandButton),
    blockItems.map(commandButton),
    alignItems.map(commandButton),
    listItems.map(commandButton),
    [imageButton, ...insertItems.map(commandButton)],
    [
      <ToolbarButton
        key="undo"
        label={intl.formatMessage(messages.undo)}
        icon={<Undo2 size={iconSize} aria-hidden className={mirrorInRtl} />}
        disabled={disabled || !canUndo}
        shortcut={shortcutLabel(shortcuts.undo)}
        keyShortcut={ariaShortcut(shortcuts.undo)}
        onClick={onUndo}
      />,
      <ToolbarButton
        key="redo"
        label={intl.formatMessage(messages.redo)}
        icon={<Redo2 size={iconSize} aria-hidden className={mirrorInRtl} />}
        disabled={disabled || !canRedo}
        shortcut={shortcutLabel(shortcuts.redo)}
        keyShortcut={ariaShortcut(shortcuts.redo)}
        onClick={onRedo}
      />,
    ],
  ];

  return (
    <HStack
      gap="0.5"
      wrap="wrap"
      px="1.5"
      py="1"
      borderBottomWidth="1px"
      borderColor="border"
      bg="bg.subtle"
      borderTopRadius="l2"
    >
      <HStack
        ref={toolbarRef}
        role="toolbar"
        aria-label={intl.formatMessage(richTextLabels.toolbar, { field: fieldLabel })}
        aria-disabled={disabled || undefined}
        gap="0.5"
        wrap="wrap"
        flex="1"
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          if (event.target instanceof HTMLElement && event.target.hasAttribute('data-toolbar-item')) {
            current.current = event.target;
          }
        }}
      >
        {groups.map((group, index) => (
          <Fragment key={index}>
            {index > 0 ? <Separator orientation="vertical" height="4" mx="0.5" borderColor="border" /> : null}
            {group}
          </Fragment>
        ))}
      </HStack>
      {trailing ? <Box flexShrink={0}>{trailing}</Box> : null}
    </HStack>
  );
}

function toolbarItems(toolbar: HTMLElement | null): HTMLElement[] {
  return Array.from(toolbar?.querySelectorAll<HTMLElement>('[data-toolbar-item]:not(:disabled)') ?? []);
}
