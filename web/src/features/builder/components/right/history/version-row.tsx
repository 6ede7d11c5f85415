import { Badge, Box, HStack, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { MoreHorizontal } from 'lucide-react';
import { useIntl } from 'react-intl';

import { type ListedVersion as Version } from '../../../hooks/use-document-history';
import { clientId } from '../../../lib/client-id';
import { deviceOf } from '../../../lib/device-name';
import { canvasMessages } from '../../canvas-messages';
import { historyMessages as messages, historyValueMessages } from './history-messages';
import { type DocumentKind, versionSummary } from './version-summary';

export type VersionAction = 'view' | 'compare' | 'restore' | 'download' | 'rename' | 'delete';

export type VersionRowProps = {
  version: Version;
  /** This version is the one the preview shows. */
  viewing: boolean;
  onAction: (action: VersionAction, version: Version) => void;
  /** Whose version it is: how its changes are worded and what it offers (a letter's: no PDF or comparison). */
  kind?: DocumentKind;
};

/** One version of the History panel: its name or number, when, where from, what changed; a menu of actions. */
export function VersionRow({ version, viewing, onAction, kind = 'resume' }: VersionRowProps) {
  const intl = useIntl();
  const number = intl.formatNumber(version.number);
  const device = deviceOf(version.userAgent);
  const where =
    version.clientId === clientId()
      ? intl.formatMessage(messages.thisTab)
      : device && intl.formatMessage(historyValueMessages.device, device);
  const summary = versionSummary(intl, version.changes, kind);
  const label = version.name ?? intl.formatMessage(historyValueMessages.versionNumber, { number });

  const items: { value: VersionAction; label: string; show: boolean }[] = [
    { value: 'view', label: intl.formatMessage(messages.view), show: !version.current },
    // A letter's comparison is not built yet (docs/letters.md#the-letter-builder).
    {
      value: 'compare',
      label: intl.formatMessage(messages.compare),
      show: !version.current && kind === 'resume',
    },
    { value: 'restore', label: intl.formatMessage(messages.restore), show: !version.current },
    // The present version's PDF is the preview toolbar's Download PDF.
    {
      value: 'download',
      label: intl.formatMessage(canvasMessages.download),
      show: !version.current && kind === 'resume',
    },
    { value: 'rename', label: intl.formatMessage(messages.rename), show: Boolean(version.name) },
    {
      value: 'delete',
      label: intl.formatMessage(messages.delete),
      show: Boolean(version.name) && !version.current,
    },
  ];
  const shown = items.filter((item) => item.show);

  return (
    <Box
      as="li"
      aria-label={label}
      data-version-number={version.number}
      borderWidth="1px"
      borderRadius="l2"
      borderColor={viewing ? 'brand.solid' : 'border'}
      bg={viewing ? 'brand.subtle' : 'bg.panel'}
      px="3"
      py="2"
    >
      <HStack align="start" gap="2">
        <Stack gap="0.5" flex="1" minWidth="0">
          <HStack gap="2" minWidth="0">
            <Text fontWeight="semibold" truncate dir="auto">
              {label}
            </Text>
            {version.name && (
              <Text as="span" color="fg.muted" textStyle="xs" flexShrink={0}>
                {intl.formatMessage(historyValueMessages.versionNumber, { number })}
              </Text>
            )}
            {version.current && (
              <Badge size="sm" colorPalette="brand" variant="subtle" flexShrink={0}>
                {intl.formatMessage(messages.current)}
              </Badge>
            )}
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            <time dateTime={version.savedAt}>
              {intl.formatDate(version.savedAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
            {where && (
              <Text as="span" ms="2">
                {where}
              </Text>
            )}
          </Text>
          {summary && (
            <Text textStyle="xs" color="fg.muted" lineClamp={2}>
              {summary}
            </Text>
          )}
        </Stack>
        {shown.length > 0 && (
          <Menu.Root onSelect={({ value }) => onAction(value as VersionAction, version)}>
            <Menu.Trigger asChild>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={intl.formatMessage(historyValueMessages.actions, { number })}
              >
                <MoreHorizontal />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minWidth="12rem">
                  {shown.map((item) => (
                    <Menu.Item
                      key={item.value}
                      value={item.value}
                      color={item.value === 'delete' ? 'fg.error' : undefined}
                    >
                      {item.label}
                    </Menu.Item>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        )}
      </HStack>
    </Box>
  );
}
