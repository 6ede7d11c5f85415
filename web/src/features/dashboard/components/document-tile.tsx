import { Badge, Box, HStack, LinkBox, Stack, VisuallyHidden } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { type ReactElement, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { LastUpdated } from './last-updated';
import { LockOverlay } from './lock-overlay';
import { AboveTileLink, ResumeTitleLink } from './resume-item';

const messages = defineMessages({
  lockedSuffix: { id: 'dashboard.resume.lockedSuffix', defaultMessage: '(locked)' },
  lockedBadge: { id: 'dashboard.resume.lockedBadge', defaultMessage: 'Locked' },
});

/**
 * A resume's or a letter's tile (docs/product.md#dashboard): what differs
 * between the two (the picture, the line under the title, the menu) comes in.
 */
export type DocumentTileProps = {
  document: { id: string; title: string; locked: boolean; updatedAt: string };
  /** Where the title's link, which covers the tile, goes. */
  to: string;
  now: Date;
  /** The document's first page, drawn in the page-shaped box (small in the list). */
  preview: (small: boolean) => ReactNode;
  /** The line under the title (the job, the resume), drawn at the given size. */
  detail?: (fontSize: 'xs' | 'sm') => ReactNode;
  /** The "more" button. */
  menu: ReactNode;
  /** Wraps the tile in its right-click menu. */
  contextMenu: (tile: ReactElement) => ReactElement;
  /** The tile's data attribute naming the document, for tests and the page's own look-ups. */
  dataAttributes: Record<`data-${string}`, string>;
};

/** A document in the grid: its first page, title and age; a click opens it. */
export function DocumentCard({
  document,
  to,
  now,
  preview,
  detail,
  menu,
  contextMenu,
  dataAttributes,
}: DocumentTileProps) {
  const intl = useIntl();
  return contextMenu(
    <LinkBox
      as="article"
      className="group"
      aria-label={document.title}
      display="flex"
      flexDirection="column"
      gap="3"
      {...dataAttributes}
    >
      <Box
        position="relative"
        aspectRatio={1 / 1.4142}
        borderRadius="lg"
        borderWidth="1px"
        borderColor="border"
        overflow="hidden"
        boxShadow="xs"
        transition="box-shadow 0.15s, transform 0.15s"
        _groupHover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
        _groupFocusWithin={{ boxShadow: 'md' }}
      >
        {preview(false)}
        {document.locked && <LockOverlay />}
      </Box>
      <HStack align="start" gap="2">
        <Stack gap="0.5" flex="1" minWidth="0">
          <ResumeTitleLink resume={document} to={to} fontSize="sm">
            {document.locked && (
              <VisuallyHidden> {intl.formatMessage(messages.lockedSuffix)}</VisuallyHidden>
            )}
          </ResumeTitleLink>
          {detail?.('xs')}
          <LastUpdated updatedAt={document.updatedAt} now={now} />
        </Stack>
        <AboveTileLink>{menu}</AboveTileLink>
      </HStack>
    </LinkBox>,
  );
}

/** A document in the list: a thumbnail, its title and age, and its menu. */
export function DocumentRow({
  document,
  to,
  now,
  preview,
  detail,
  menu,
  contextMenu,
  dataAttributes,
}: DocumentTileProps) {
  const intl = useIntl();
  return contextMenu(
    <LinkBox
      as="li"
      aria-label={document.title}
      display="flex"
      alignItems="center"
      gap="4"
      paddingX="3"
      paddingY="2.5"
      borderRadius="lg"
      borderWidth="1px"
      borderColor="border"
      bg="bg"
      transition="background 0.15s"
      _hover={{ bg: 'bg.subtle' }}
      {...dataAttributes}
    >
      <Box
        position="relative"
        width="10"
        aspectRatio={1 / 1.4142}
        flexShrink={0}
        borderRadius="sm"
        borderWidth="1px"
        borderColor="border"
        overflow="hidden"
      >
        {preview(true)}
        {document.locked && <LockOverlay small />}
      </Box>
      <Stack gap="0.5" flex="1" minWidth="0">
        <HStack gap="2" minWidth="0">
          <ResumeTitleLink resume={document} to={to} />
          {document.locked && (
            <Badge size="sm" variant="subtle" colorPalette="gray" flexShrink={0}>
              <Lock size={12} aria-hidden />
              {intl.formatMessage(messages.lockedBadge)}
            </Badge>
          )}
        </HStack>
        {detail?.('sm')}
        <LastUpdated updatedAt={document.updatedAt} now={now} fontSize="sm" />
      </Stack>
      <AboveTileLink>{menu}</AboveTileLink>
    </LinkBox>,
  );
}
