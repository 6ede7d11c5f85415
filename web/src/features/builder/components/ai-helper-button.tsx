import { IconButton, Portal, Spinner, Tooltip } from '@chakra-ui/react';
import { type ReactElement } from 'react';

/** One of the AI helper's buttons (ai-actions.tsx): an icon that spins while its request runs. */
export function HelperButton({
  label,
  busy,
  disabled,
  icon,
  onClick,
  action,
}: {
  label: string;
  busy: boolean;
  disabled: boolean;
  icon: ReactElement;
  onClick?: () => void;
  /** Names the button for code that must find it (the proposal's return of focus). */
  action?: string;
}) {
  return (
    <IconButton
      variant="ghost"
      size="xs"
      aria-label={label}
      aria-busy={busy || undefined}
      data-ai-action={action}
      disabled={disabled}
      onClick={onClick}
      color="purple.fg"
      _hover={{ bg: 'purple.subtle' }}
    >
      {busy ? <Spinner size="xs" /> : icon}
    </IconButton>
  );
}

/** The button's name shown on hover and focus. */
export function Hint({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root openDelay={300} closeDelay={0}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
