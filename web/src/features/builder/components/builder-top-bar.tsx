import { Flex, Heading, HStack, IconButton, Tooltip } from '@chakra-ui/react';
import { ArrowLeft, Lock } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { ThemeToggle } from '../../../ui/color-mode';

const messages = defineMessages({
  back: { id: 'builder.topBar.back', defaultMessage: 'Back to your resumes' },
  locked: {
    id: 'builder.topBar.locked',
    defaultMessage: 'This resume is locked. Unlock it from your resumes to make changes.',
  },
});

export type BuilderTopBarProps = { title: string; locked: boolean };

/** SPEC §2 top bar: the title, a lock icon with its tooltip when locked, the back link. */
export function BuilderTopBar({ title, locked }: BuilderTopBarProps) {
  const intl = useIntl();
  const lockedText = intl.formatMessage(messages.locked);
  return (
    <Flex
      as="header"
      align="center"
      gap="3"
      px={{ base: '3', md: '4' }}
      height="14"
      borderBottomWidth="1px"
      bg="bg.panel"
      flexShrink={0}
    >
      <IconButton asChild variant="ghost" size="sm" aria-label={intl.formatMessage(messages.back)}>
        <Link to="/dashboard/resumes">
          <ArrowLeft aria-hidden />
        </Link>
      </IconButton>
      <HStack gap="2" minWidth="0" flex="1" justify="center">
        <Heading as="h1" size="md" truncate>
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
      <ThemeToggle />
    </Flex>
  );
}
