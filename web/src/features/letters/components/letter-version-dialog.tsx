import { Button, CloseButton, Dialog, Flex, Portal, Text } from '@chakra-ui/react';
import { type LetterData } from '@vitae/schema';
import { useRef } from 'react';
import { useIntl } from 'react-intl';

import { useArtboardFrame } from '../../../lib/artboard/use-artboard-frame';
import type { ListedVersion } from '../../builder/hooks/use-document-history';
import { useKit } from '../hooks/builder-kit';
import { letterHistoryMessages } from './letter-history-messages';
import { type HistoryKit } from './letter-history-section';

export type LetterVersionDialogProps = {
  kit: HistoryKit;
  open: boolean;
  version: ListedVersion;
  /** The letter as the version left it. */
  data: LetterData;
  onRestore: () => void;
  onClose: () => void;
};

/**
 * View (docs/letters.md#the-letter-builder): a version of the letter drawn by
 * the artboard as it was then, read-only, with what it changed and Restore.
 * The letter in the builder is untouched until Restore.
 */
export function LetterVersionDialog({
  kit,
  open,
  version,
  data,
  onRestore,
  onClose,
}: LetterVersionDialogProps) {
  const intl = useIntl();
  const { historyMessages: messages, historyValueMessages, versionSummary } = kit;
  const number = intl.formatNumber(version.number);
  const title = intl.formatMessage(historyValueMessages.viewing, { number });
  const summary = versionSummary(intl, version.changes, 'letter');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: isOpen }) => !isOpen && onClose()}
      size={{ base: 'full', md: 'xl' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>{version.name ?? title}</Dialog.Title>
              {version.name && (
                <Text textStyle="sm" color="fg.muted">
                  {title}
                </Text>
              )}
              <Text textStyle="sm" color="fg.muted">
                {intl.formatMessage(letterHistoryMessages.viewingHint)}
              </Text>
              {summary && (
                <Text textStyle="sm" color="fg.muted">
                  {summary}
                </Text>
              )}
            </Dialog.Header>
            <Dialog.Body px="0" py="0">
              <Flex height={{ base: '70vh', md: '65vh' }} minHeight="0">
                <VersionFrame data={data} title={title} />
              </Flex>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{intl.formatMessage(messages.close)}</Button>
              </Dialog.ActionTrigger>
              <Button onClick={onRestore}>{intl.formatMessage(messages.restore)}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(messages.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The version in the builder's frame (`/artboard/builder`), fitted to the dialog's width. */
function VersionFrame({ data, title }: { data: LetterData; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { FrameCanvas, useStageFit } = useKit();
  const { size, onLoad } = useArtboardFrame(frame, data, 'artboard:letter');
  const fit = useStageFit(size);
  return <FrameCanvas fit={fit} frame={frame} onLoad={onLoad} label={title} frameTitle={title} />;
}
