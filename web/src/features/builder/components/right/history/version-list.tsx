import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { asApiError } from '../../../../../lib/apollo/graphql-error';
import { useServerErrorToast } from '../../../../../lib/errors/use-server-error-toast';
import { ConfirmDialog } from '../../../../../ui/confirm-dialog';
import { toaster } from '../../../../../ui/toaster';
import { type DocumentHistory, type ListedVersion } from '../../../hooks/use-document-history';
import { historyMessages as messages, historyValueMessages } from './history-messages';
import { VersionNameDialog } from './version-name-dialog';
import { type VersionAction, VersionRow } from './version-row';
import { type DocumentKind } from './version-summary';

/*
 * What the resume's History panel and the letter's History section draw
 * alike: the list with its Save as… and Show older, the name and delete
 * dialogs, and a restore with its Undo. Each panel keeps its own actions
 * (a resume's preview and comparison, a letter's view dialog); the letter's
 * chunk reaches these through builderKit.loadHistory (history-kit.ts).
 */

// The history's operations these pieces call, whatever the document's data.
type History = Pick<
  DocumentHistory<unknown>,
  | 'versions'
  | 'loading'
  | 'error'
  | 'hasOlder'
  | 'loadOlder'
  | 'restore'
  | 'saveAs'
  | 'rename'
  | 'remove'
>;

export type VersionListProps = {
  history: History;
  /** Whose versions: how their changes are worded and what a row offers. */
  kind?: DocumentKind;
  /** The version on show (the preview's, or the view dialog's), marked in its row. */
  viewingId: string | undefined;
  onSaveAs: () => void;
  onAction: (action: VersionAction, version: ListedVersion) => void;
};

/** Save this version as…, the versions newest first (loading, failed), and Show older versions. */
export function VersionList({ history, kind, viewingId, onSaveAs, onAction }: VersionListProps) {
  const intl = useIntl();
  return (
    <Stack gap="3">
      <Button size="sm" variant="outline" onClick={onSaveAs}>
        <Save aria-hidden />
        {intl.formatMessage(messages.saveAs)}
      </Button>
      {history.loading && (
        <Stack gap="2" role="status" aria-label={intl.formatMessage(messages.loading)}>
          <Skeleton height="16" />
          <Skeleton height="16" />
        </Stack>
      )}
      {history.error && (
        <Text color="fg.error" textStyle="sm">
          {intl.formatMessage(messages.loadFailed)}
        </Text>
      )}
      {history.versions && (
        <Box
          as="ul"
          listStyleType="none"
          display="flex"
          flexDirection="column"
          gap="2"
          aria-label={intl.formatMessage(messages.title)}
        >
          {history.versions.map((version) => (
            <VersionRow
              key={version.id}
              kind={kind}
              version={version}
              viewing={viewingId === version.id}
              onAction={onAction}
            />
          ))}
        </Box>
      )}
      {history.hasOlder && (
        <Button size="sm" variant="ghost" onClick={() => void history.loadOlder()}>
          {intl.formatMessage(messages.more)}
        </Button>
      )}
    </Stack>
  );
}

/** The dialogs these pieces open; a panel's own (a comparison, a view) it draws itself. */
export type VersionDialog =
  | { kind: 'saveAs' }
  | { kind: 'rename'; version: ListedVersion }
  | { kind: 'delete'; version: ListedVersion };

export type VersionDialogsProps = {
  history: History;
  /** The panel's open dialog: these draw Save as…, Rename and Delete, nothing for another. */
  open: VersionDialog | { kind: string } | null;
  dialogOpen: boolean;
  /** The delete question, in the document's words. */
  deleteBody: typeof historyValueMessages.deleteBody;
  /** After a version is deleted, before its dialog closes. */
  onDeleted?: (version: ListedVersion) => void;
  onClose: () => void;
};

/** Save this version as…, Rename (a name by the resume's rule) and Delete (asked first). */
export function VersionDialogs({
  history,
  open,
  dialogOpen,
  deleteBody,
  onDeleted,
  onClose,
}: VersionDialogsProps) {
  const intl = useIntl();
  const showServerError = useServerErrorToast();
  const [busy, setBusy] = useState(false);
  const dialog = open as VersionDialog | null;

  const remove = async (version: ListedVersion) => {
    setBusy(true);
    try {
      await history.remove(version.id);
      onDeleted?.(version);
      onClose();
    } catch (error) {
      showServerError(asApiError(error));
    } finally {
      setBusy(false);
    }
  };

  switch (dialog?.kind) {
    case 'saveAs':
      return (
        <VersionNameDialog
          open={dialogOpen}
          title={intl.formatMessage(messages.saveAs)}
          name=""
          onSubmit={async (name) => {
            await history.saveAs(name);
            toaster.create({
              type: 'success',
              title: intl.formatMessage(historyValueMessages.savedAs, { name }),
            });
          }}
          onClose={onClose}
        />
      );
    case 'rename':
      return (
        <VersionNameDialog
          open={dialogOpen}
          title={intl.formatMessage(messages.renameTitle)}
          name={dialog.version.name ?? ''}
          onSubmit={(name) => history.rename(dialog.version.id, name)}
          onClose={onClose}
        />
      );
    case 'delete':
      return (
        <ConfirmDialog
          open={dialogOpen}
          destructive
          busy={busy}
          title={intl.formatMessage(messages.deleteTitle)}
          description={intl.formatMessage(deleteBody, { name: dialog.version.name ?? '' })}
          confirmLabel={intl.formatMessage(messages.delete)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          closeLabel={intl.formatMessage(messages.close)}
          onConfirm={() => void remove(dialog.version)}
          onClose={onClose}
        />
      );
    case undefined:
    default:
      // None open, or the panel's own (a comparison, a view).
      return null;
  }
}

/**
 * Restore: the version back as the document's next one, then `onRestored`
 * (the panel puts its view away), a toast "Version N is back." whose Undo
 * restores what was there before; a refusal shown in its code's words.
 */
export function useRestoreVersion(history: History, onRestored: () => void) {
  const intl = useIntl();
  const showServerError = useServerErrorToast();
  return async (version: ListedVersion) => {
    try {
      const before = await history.restore(version.id);
      onRestored();
      toaster.create({
        type: 'success',
        title: intl.formatMessage(historyValueMessages.restored, {
          number: intl.formatNumber(version.number),
        }),
        description: intl.formatMessage(messages.restoredDescription),
        action: before
          ? {
              label: intl.formatMessage(messages.undo),
              onClick: () =>
                void history
                  .restore(before)
                  .then(() =>
                    toaster.create({ type: 'success', title: intl.formatMessage(messages.undone) }),
                  )
                  .catch((error: unknown) => showServerError(asApiError(error))),
            }
          : undefined,
      });
    } catch (error) {
      showServerError(asApiError(error));
    }
  };
}
