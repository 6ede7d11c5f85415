import { Box, Button, Flex, Heading, HStack, IconButton, Tooltip } from '@chakra-ui/react';
import { ArrowLeft, Lock, PanelLeft, PanelRight } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router';

import { ThemeToggle } from '../../../../ui/color-mode';
import { mirrorInRtl } from '../../../../ui/direction';
import { SaveStatusIndicator } from '../save-status';

/** A side pane's button (below 1024 px, where the pane is a sheet): its name and what it does. */
export type PaneButton = { label: string; onOpen: () => void };

export type FrameTopBarProps = {
  /** Where "back" leads (the dashboard's list of the document's kind) and its name. */
  back: { to: string; label: string };
  title: string;
  /** When the document is locked, what the lock icon says. */
  lockedText: string | null;
  /** On small screens the side panes are sheets these buttons open. */
  start?: PaneButton;
  end?: PaneButton;
};

function paneButton({ label, onOpen }: PaneButton, icon: ReactNode) {
  return (
    <Button variant="ghost" size="sm" px="2" onClick={onOpen} aria-label={label}>
      {icon}
      <Box as="span" display={{ base: 'none', sm: 'inline' }}>
        {label}
      </Box>
    </Button>
  );
}

/**
 * The builders' top bar (docs/product.md#toolbars), a resume's or a letter's: the back
 * link, the title with a lock icon and tooltip when locked, the save status
 * (always visible), and on small screens the side-panel toggles. Right to left
 * the bar is mirrored and so are its arrow and pane icons: "back" points right,
 * the start pane's sheet opens on the right.
 */
export function FrameTopBar({ back, title, lockedText, start, end }: FrameTopBarProps) {
  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '1', md: '3' }}
      px={{ base: '2', md: '4' }}
      height="14"
      borderBottomWidth="1px"
      bg="bg.panel"
      flexShrink={0}
    >
      <IconButton asChild variant="ghost" size="sm" aria-label={back.label}>
        <Link to={back.to}>
          <ArrowLeft aria-hidden className={mirrorInRtl} />
        </Link>
      </IconButton>
      {start && paneButton(start, <PanelLeft aria-hidden className={mirrorInRtl} />)}
      <HStack gap="2" minWidth="0" flex="1" justify={{ base: 'flex-start', lg: 'center' }}>
        {/* The title takes its own direction: a long English title in Arabic is cut at its end.
            On a phone it takes two lines; cut, it is whole in its tooltip (the title attribute). */}
        <Heading
          as="h1"
          dir="auto"
          size={{ base: 'sm', md: 'md' }}
          lineClamp={{ base: '2', md: '1' }}
          overflowWrap="anywhere"
          title={title}
        >
          {title}
        </Heading>
        {lockedText && (
          <Tooltip.Root openDelay={100}>
            <Tooltip.Trigger asChild>
              <IconButton variant="ghost" size="xs" aria-label={lockedText} color="fg.warning">
                <Lock aria-hidden />
              </IconButton>
            </Tooltip.Trigger>
            <Tooltip.Positioner>
              <Tooltip.Content maxWidth="xs">{lockedText}</Tooltip.Content>
            </Tooltip.Positioner>
          </Tooltip.Root>
        )}
      </HStack>
      <SaveStatusIndicator />
      {end && paneButton(end, <PanelRight aria-hidden className={mirrorInRtl} />)}
      <ThemeToggle />
    </Flex>
  );
}
