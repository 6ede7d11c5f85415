import { IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { Ellipsis } from 'lucide-react';
import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { canvasMessages as messages } from './canvas-messages';

/** A tool of the preview's toolbar that a narrow pane moves into its "More" menu. */
export type CanvasTool = {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** A switch (page-break line, page numbers): a checkbox item in the menu. */
  pressed?: boolean;
};

/**
 * The preview toolbar's overflow menu on a narrow pane (a phone, a squeezed
 * centre pane): the tools that do not fit one row, each under the name its
 * button has, the switches as checkbox items.
 */
export function CanvasMoreTools({ tools }: { tools: CanvasTool[] }) {
  const intl = useIntl();
  const label = intl.formatMessage(messages.moreTools);
  return (
    <Menu.Root
      positioning={{ placement: 'top-end' }}
      onSelect={({ value }) => {
        const tool = tools.find((candidate) => candidate.key === value);
        if (tool && tool.pressed === undefined) {
          tool.onClick();
        }
      }}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={label} title={label}>
          <Ellipsis aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="14rem" maxWidth="min(100vw - 1rem, 22rem)">
            {tools.map((tool) =>
              tool.pressed === undefined ? (
                <Menu.Item key={tool.key} value={tool.key} disabled={tool.disabled}>
                  {tool.icon}
                  <Text as="span" flex="1">
                    {tool.label}
                  </Text>
                </Menu.Item>
              ) : (
                <Menu.CheckboxItem
                  key={tool.key}
                  value={tool.key}
                  disabled={tool.disabled}
                  checked={tool.pressed}
                  onCheckedChange={() => tool.onClick()}
                >
                  {tool.icon}
                  <Text as="span" flex="1">
                    {tool.label}
                  </Text>
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
