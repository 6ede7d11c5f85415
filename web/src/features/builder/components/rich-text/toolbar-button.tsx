import { Box, IconButton, Kbd, Portal, Tooltip } from '@chakra-ui/react';
import { type ReactElement, type Ref } from 'react';

export type ToolbarButtonProps = {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
  /** For toggles (marks, blocks, alignment, lists): whether it is on here. */
  pressed?: boolean;
  /** The shortcut as shown ("Ctrl+B"). */
  shortcut?: string;
  /** The shortcut for assistive technology ("Control+B"). */
  keyShortcut?: string;
  ref?: Ref<HTMLButtonElement>;
  /** Popups the button opens ("dialog"). */
  hasPopup?: 'dialog';
  expanded?: boolean;
};

/**
 * One icon button of the formatting toolbar: its name is the label, a tooltip
 * repeats it with the shortcut, and arrow keys move between the buttons (the
 * toolbar keeps one of them in the tab order).
 */
export function ToolbarButton({
  label,
  icon,
  onClick,
  disabled = false,
  pressed,
  shortcut,
  keyShortcut,
  ref,
  hasPopup,
  expanded,
}: ToolbarButtonProps) {
  return (
    <Tooltip.Root openDelay={400} closeDelay={0} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <IconButton
          ref={ref}
          data-toolbar-item=""
          tabIndex={-1}
          aria-label={label}
          aria-pressed={pressed}
          aria-keyshortcuts={keyShortcut}
          aria-haspopup={hasPopup}
          aria-expanded={hasPopup ? Boolean(expanded) : undefined}
          disabled={disabled}
          variant="ghost"
          size="xs"
          color="fg.muted"
          _hover={{ bg: 'bg.emphasized', color: 'fg' }}
          _pressed={{ bg: 'colorPalette.subtle', color: 'colorPalette.fg' }}
          // Keep the editor's selection (and focus) while clicking a button.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
        >
          {icon}
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>
            {label}
            {shortcut ? (
              <Box as="span" ms="2" opacity={0.8}>
                <Kbd size="sm">{shortcut}</Kbd>
              </Box>
            ) : null}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
