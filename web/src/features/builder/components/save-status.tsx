import { HStack, Icon, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { AlertTriangle, Check, CloudOff, Lock } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

import { useSaving } from '../hooks/saving-context';
import { type SaveStatus } from '../machines/autosave-machine';

const messages = defineMessages<{
  saved: Record<string, never>;
  savedShort: Record<string, never>;
  saving: Record<string, never>;
  offline: { count: number };
  offlineShort: { count: number };
  invalid: { message: string };
  invalidField: { field: string; message: string };
  locked: Record<string, never>;
  conflict: Record<string, never>;
  notSaved: Record<string, never>;
}>({
  saved: { id: 'builder.status.saved', defaultMessage: 'All changes saved' },
  savedShort: { id: 'builder.status.savedShort', defaultMessage: 'Saved' },
  saving: { id: 'builder.status.saving', defaultMessage: 'Saving…' },
  offline: {
    id: 'builder.status.offline',
    defaultMessage:
      'Offline: {count, plural, one {# change} other {# changes}} kept on this device',
  },
  offlineShort: {
    id: 'builder.status.offlineShort',
    defaultMessage: '{count, plural, one {# change} other {# changes}} kept',
  },
  invalid: {
    id: 'builder.status.invalid',
    defaultMessage: 'Could not save: {message}',
  },
  invalidField: {
    id: 'builder.status.invalidField',
    defaultMessage: 'Could not save: {field}: {message}',
  },
  locked: {
    id: 'builder.status.locked',
    defaultMessage: 'Could not save: the resume is locked. Your changes are kept.',
  },
  conflict: {
    id: 'builder.status.conflict',
    defaultMessage: 'Could not save: the resume changed elsewhere',
  },
  notSaved: { id: 'builder.status.notSaved', defaultMessage: 'Not saved' },
});

/** The words of a save status, as the top bar says them (docs/web.md#the-builder: always visible). */
export function useSaveStatusText(status: SaveStatus): { text: string; short: string } {
  const intl = useIntl();
  switch (status.state) {
    case 'saved':
      return {
        text: intl.formatMessage(messages.saved),
        short: intl.formatMessage(messages.saved),
      };
    case 'saving':
      return {
        text: intl.formatMessage(messages.saving),
        short: intl.formatMessage(messages.saving),
      };
    case 'offline':
      return {
        text: intl.formatMessage(messages.offline, { count: status.unsavedEdits }),
        short: intl.formatMessage(messages.offlineShort, { count: status.unsavedEdits }),
      };
    case 'failed': {
      const failure = status.failure;
      const short = intl.formatMessage(messages.notSaved);
      if (failure.kind === 'invalid') {
        const field = failure.path?.replace(/^data\./, '');
        return {
          text: field
            ? intl.formatMessage(messages.invalidField, { field, message: failure.message })
            : intl.formatMessage(messages.invalid, { message: failure.message }),
          short,
        };
      }
      if (failure.kind === 'locked') {
        return { text: intl.formatMessage(messages.locked), short };
      }
      if (failure.kind === 'conflict') {
        return { text: intl.formatMessage(messages.conflict), short };
      }
      return {
        text: intl.formatMessage(messages.offline, { count: 1 }),
        short: intl.formatMessage(messages.offlineShort, { count: 1 }),
      };
    }
  }
}

function StatusIcon({ status }: { status: SaveStatus }) {
  switch (status.state) {
    case 'saved':
      return (
        <Icon color="fg.success" boxSize="4">
          <Check aria-hidden />
        </Icon>
      );
    case 'saving':
      return <Spinner size="xs" color="fg.muted" />;
    case 'offline':
      return (
        <Icon color="fg.warning" boxSize="4">
          <CloudOff aria-hidden />
        </Icon>
      );
    case 'failed':
      return (
        <Icon color="fg.error" boxSize="4">
          {status.failure.kind === 'locked' ? <Lock aria-hidden /> : <AlertTriangle aria-hidden />}
        </Icon>
      );
  }
}

/**
 * The save status the person can always see: saved, saving, offline with the
 * number of changes kept in this browser, or why a save failed (docs/web.md#the-builder).
 * A live region, so a screen reader hears it change.
 */
export function SaveStatusIndicator() {
  const { status } = useSaving();
  const { text, short } = useSaveStatusText(status);
  const failed = status.state === 'failed';
  return (
    <HStack
      gap="1.5"
      role="status"
      aria-live="polite"
      data-save-state={status.state}
      title={text}
      minWidth="0"
      // fg.warning is too light for text (3.5:1); the darker orange reads at 4.5:1.
      color={
        failed
          ? 'fg.error'
          : status.state === 'offline'
            ? { base: 'orange.700', _dark: 'orange.300' }
            : 'fg.muted'
      }
    >
      <StatusIcon status={status} />
      <VisuallyHidden>{text}</VisuallyHidden>
      <Text
        aria-hidden
        fontSize="sm"
        truncate
        display={{ base: 'none', md: 'block' }}
        maxWidth="md"
      >
        {text}
      </Text>
      <Text aria-hidden fontSize="xs" truncate display={{ base: 'block', md: 'none' }}>
        {short}
      </Text>
    </HStack>
  );
}
