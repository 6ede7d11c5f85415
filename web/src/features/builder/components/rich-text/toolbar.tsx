import { Box, HStack, Separator } from '@chakra-ui/react';
import { ImagePlus, Link, Redo2, Undo2 } from 'lucide-react';
import { type Command } from 'prosemirror-state';
import { Fragment, memo, type ReactElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { mirrorInRtl } from '../../../../ui/direction';
import { richTextLabels, richTextMessages as messages } from './messages';
import { shortcuts } from './plugins';
import { ariaShortcut, shortcutLabel } from './shortcut-label';
import { ToolbarButton } from './toolbar-button';
import {
  alignItems,
  blockItems,
  codeItems,
  type CommandItem,
  icon,
  iconSize,
  insertItems,
  listItems,
  markItems,
} from './toolbar-items';
import { type ToolbarStatus } from './toolbar-status';
import { useToolbarFocus } from './use-toolbar-focus';

export type RichTextToolbarProps = {
  /** The field's name, for the toolbar's own ("Formatting of Summary"). */
  fieldLabel: string;
  /** What the editor's state makes of the buttons (null until the editor is mounted). */
  status: ToolbarStatus | null;
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
 * Home and End move between them (WAI-ARIA toolbar pattern). Drawn again only
 * when one of its props changes: its status stays the same object while typing
 * leaves the buttons as they are (toolbar-status.ts).
 */
export const RichTextToolbar = memo(function RichTextToolbar({
  fieldLabel,
  status,
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
  const { toolbarRef, onKeyDown, onFocus } = useToolbarFocus();

  const commandButton = (item: CommandItem) => (
    <ToolbarButton
      key={item.key}
      label={intl.formatMessage(item.label)}
      icon={item.icon}
      disabled={disabled || !status?.items[item.key]?.applies}
      pressed={item.active ? Boolean(status?.items[item.key]?.pressed) : undefined}
      shortcut={item.shortcut ? shortcutLabel(item.shortcut) : undefined}
      keyShortcut={item.shortcut ? ariaShortcut(item.shortcut) : undefined}
      onClick={() => run(item.command)}
    />
  );

  const linkButton = renderLink(
    <ToolbarButton
      label={intl.formatMessage(messages.hyperlink)}
      icon={icon(Link)}
      disabled={disabled || !status?.link.applies}
      pressed={status ? status.link.href !== null : false}
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
      disabled={disabled || !status?.image}
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
        onFocus={onFocus}
      >
        {groups.map((group, index) => (
          <Fragment key={index}>
            {index > 0 ? (
              <Separator orientation="vertical" height="4" mx="0.5" borderColor="border" />
            ) : null}
            {group}
          </Fragment>
        ))}
      </HStack>
      {trailing ? <Box flexShrink={0}>{trailing}</Box> : null}
    </HStack>
  );
});
