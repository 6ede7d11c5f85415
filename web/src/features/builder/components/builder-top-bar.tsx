import { Box, Button, Flex, Heading, HStack, IconButton, Tooltip } from '@chakra-ui/react';
import { ArrowLeft, Lock, PanelLeft, PanelRight } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { ThemeToggle } from '../../../ui/color-mode';
import { mirrorInRtl } from '../../../ui/direction';
import { useResumeMeta } from '../hooks/builder-context';
import { SaveStatusIndicator } from './save-status';

const messages = defineMessages({
  back: { id: 'builder.topBar.back', defaultMessage: 'Back to your resumes' },
  locked: {
    id: 'builder.topBar.locked',
    defaultMessage: 'This resume is locked. Unlock it to make changes.',
  },
  sections: { id: 'builder.topBar.sections', defaultMessage: 'Sections' },
  design: { id: 'builder.topBar.design', defaultMessage: 'Design' },
});

export type BuilderTopBarProps = {
  /** On small screens the side panes are sheets these buttons open. */
  onOpenSections?: () => void;
  onOpenDesign?: () => void;
};

/**
 * top bar (docs/product.md#toolbars): the back link, the title with a lock icon and tooltip when
 * locked, the save status (always visible), and on small screens the
 * side-panel toggles. Right to left the bar is mirrored and so are its arrow
 * and pane icons: "back" points right, the sections sheet opens on the right.
 */
export function BuilderTopBar({ onOpenSections, onOpenDesign }: BuilderTopBarProps) {
  const intl = useIntl();
  const { title, locked } = useResumeMeta();
  const lockedText = intl.formatMessage(messages.locked);
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
      <IconButton asChild variant="ghost" size="sm" aria-label={intl.formatMessage(messages.back)}>
        <Link to="/dashboard/resumes">
          <ArrowLeft aria-hidden className={mirrorInRtl} />
        </Link>
      </IconButton>
      {onOpenSections && (
        <Button
          variant="ghost"
          size="sm"
          px="2"
          onClick={onOpenSections}
          aria-label={intl.formatMessage(messages.sections)}
        >
          <PanelLeft aria-hidden className={mirrorInRtl} />
          <Box as="span" display={{ base: 'none', sm: 'inline' }}>
            {intl.formatMessage(messages.sections)}
          </Box>
        </Button>
      )}
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
        {locked && (
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
      {onOpenDesign && (
        <Button
          variant="ghost"
          size="sm"
          px="2"
          onClick={onOpenDesign}
          aria-label={intl.formatMessage(messages.design)}
        >
          <PanelRight aria-hidden className={mirrorInRtl} />
          <Box as="span" display={{ base: 'none', sm: 'inline' }}>
            {intl.formatMessage(messages.design)}
          </Box>
        </Button>
      )}
      <ThemeToggle />
    </Flex>
  );
}
