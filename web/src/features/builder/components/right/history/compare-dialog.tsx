import {
  Badge,
  Box,
  CloseButton,
  Dialog,
  Field,
  Grid,
  Heading,
  HStack,
  NativeSelect,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type ResumeData } from '@vitae/schema';
import { diffWords } from 'diff';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import { type ListedVersion as Version } from '../../../hooks/use-document-history';
import { compareDocuments, type ItemChange } from '../../../lib/compare-documents';
import { historyMessages as messages, historyValueMessages } from './history-messages';

export type CompareDialogProps = {
  open: boolean;
  versions: Version[];
  /** The version compared first with the current one. */
  olderId: string;
  readVersion: (versionId: string) => Promise<{ data: ResumeData }>;
  onClose: () => void;
};

/**
 * Two versions side by side (docs/web.md#the-history-panel): section by
 * section and item by item, the words taken out marked in the older, the
 * words put in marked in the newer. Loaded with jsdiff only when opened.
 */
export function CompareDialog({
  open,
  versions,
  olderId,
  readVersion,
  onClose,
}: CompareDialogProps) {
  const intl = useIntl();
  const current = versions.find((version) => version.current) ?? versions[0];
  const [older, setOlder] = useState(olderId);
  const [newer, setNewer] = useState(current?.id ?? olderId);
  const [documents, setDocuments] = useState<Record<string, ResumeData>>({});
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    for (const id of [older, newer]) {
      if (!documents[id]) {
        readVersion(id)
          .then((version) => {
            if (!cancelled) {
              setDocuments((known) => ({ ...known, [id]: version.data }));
            }
          })
          .catch(() => !cancelled && setFailed(true));
      }
    }
    return () => {
      cancelled = true;
    };
  }, [documents, newer, older, readVersion]);

  const sections = useMemo(
    () =>
      documents[older] && documents[newer]
        ? compareDocuments(documents[older], documents[newer])
        : null,
    [documents, newer, older],
  );
  const changed = sections?.filter((section) => section.items.some((item) => item.kind !== 'same'));

  const nameOf = (version: Version) =>
    version.current
      ? intl.formatMessage(messages.currentVersion)
      : (version.name ??
        intl.formatMessage(historyValueMessages.versionNumber, {
          number: intl.formatNumber(version.number),
        }));

  const picker = (label: string, value: string, onChange: (id: string) => void) => (
    <Field.Root flex="1" minWidth="0">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {versions.map((version) => (
            <option key={version.id} value={version.id}>
              {nameOf(version)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: isOpen }) => !isOpen && onClose()}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="3">
              <Dialog.Title>{intl.formatMessage(messages.compareTitle)}</Dialog.Title>
              <HStack gap="3" align="end">
                {picker(intl.formatMessage(messages.older), older, setOlder)}
                {picker(intl.formatMessage(messages.newer), newer, setNewer)}
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              {failed && <Text color="fg.error">{intl.formatMessage(messages.loadFailed)}</Text>}
              {!failed && !changed && <Spinner aria-label={intl.formatMessage(messages.loading)} />}
              {changed?.length === 0 && (
                <Text color="fg.muted">{intl.formatMessage(messages.noDifferences)}</Text>
              )}
              <Stack gap="5">
                {changed?.map((section) => (
                  <Box as="section" key={section.key} aria-label={section.name}>
                    <Heading as="h3" size="sm" mb="2" dir="auto">
                      {section.name}
                    </Heading>
                    <Stack gap="2">
                      {section.items
                        .filter((item) => item.kind !== 'same')
                        .map((item) => (
                          <ItemPair key={item.id} item={item} />
                        ))}
                    </Stack>
                  </Box>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(messages.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const removedMark = { bg: { _light: 'red.100', _dark: 'red.900' }, color: 'fg' } as const;
const addedMark = { bg: { _light: 'green.100', _dark: 'green.900' }, color: 'fg' } as const;

/** One item: the older text on the start side, the newer on the end side, changed words marked. */
function ItemPair({ item }: { item: ItemChange }) {
  const intl = useIntl();
  let before: ReactNode = null;
  let after: ReactNode = null;
  if (item.kind === 'changed') {
    const parts = diffWords(item.before, item.after);
    before = parts
      .filter((part) => !part.added)
      .map((part, index) =>
        part.removed ? (
          <Box as="del" key={index} {...removedMark} textDecoration="line-through">
            {part.value}
          </Box>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      );
    after = parts
      .filter((part) => !part.removed)
      .map((part, index) =>
        part.added ? (
          <Box as="ins" key={index} {...addedMark} textDecoration="none">
            {part.value}
          </Box>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      );
  } else if (item.kind === 'removed') {
    before = (
      <Box as="del" {...removedMark} textDecoration="line-through">
        {item.text}
      </Box>
    );
  } else if (item.kind === 'added') {
    after = (
      <Box as="ins" {...addedMark} textDecoration="none">
        {item.text}
      </Box>
    );
  }
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2">
      <Box borderWidth="1px" borderRadius="l2" p="2" textStyle="sm" dir="auto" minWidth="0">
        {item.kind === 'added' ? (
          <Badge colorPalette="green" size="sm">
            {intl.formatMessage(messages.added)}
          </Badge>
        ) : (
          before
        )}
      </Box>
      <Box borderWidth="1px" borderRadius="l2" p="2" textStyle="sm" dir="auto" minWidth="0">
        {item.kind === 'removed' ? (
          <Badge colorPalette="red" size="sm">
            {intl.formatMessage(messages.removed)}
          </Badge>
        ) : (
          after
        )}
      </Box>
    </Grid>
  );
}
