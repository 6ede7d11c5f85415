import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import { type ReactElement, type ReactNode } from 'react';

export type TooltipProps = {
  content: ReactNode;
  /** The element it describes; it must take a ref (a Chakra button does). */
  children: ReactElement;
  disabled?: boolean;
};

/** A short tooltip over an icon button (its accessible name stays the button's own label). */
export function Tooltip({ content, children, disabled }: TooltipProps) {
  if (disabled) {
    return children;
  }
  return (
    <ChakraTooltip.Root openDelay={300} closeDelay={50}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
