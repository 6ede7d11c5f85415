import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { History as HistoryIcon, Save } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';

import { asApiError } from '../../../../../lib/apollo/graphql-error';
import { useServerErrorToast } from '../../../../../lib/errors/use-server-error-toast';
import { type ResumeVersionFieldsFragment as Version } from '../../../../../lib/graphql/generated/graphql';
import { ConfirmDialog } from '../../../../../ui/confirm-dialog';
import { toaster } from '../../../../../ui/toaster';
import { useResumeMeta } from '../../../hooks/builder-context';
import { useDownloadVersionPdf } from '../../../hooks/use-download-pdf';
import { useResumeHistory } from '../../../hooks/use-resume-history';
import { useVersionPreview } from '../../../hooks/version-preview';
import { PaneSection } from '../../pane-section';
import { historyMessages as messages, historyValueMessages } from './history-messages';
import { VersionNameDialog } from './version-name-dialog';
import { type VersionAction, VersionRow } from './version-row';

// The comparison and its diff library (jsdiff) load when a comparison first opens.
const CompareDialog = lazy(async () => ({
  default: (await import('./compare-dialog')).CompareDialog,
}));

type Open =
  | { kind: 'saveAs' }
  | { kind: 'rename'; version: Version }
  | { kind: 'delete'; version: Version }
  | { kind: 'compare'; version: Version };

/**
 * The History panel (docs/web.md#the-history-panel, docs/resume.md#history):
 * the versions newest first with when, where from and what changed; View
 * shows one in the preview read-only; Compare sets two side by side; Restore
 * brings one back with an Undo; Download PDF prints one as it was; named
 * versions are renamed and deleted.
 */
export function HistorySection() {
  const intl = useIntl();
  const { id } = useResumeMeta();
  const history = useResumeHistory(id);
  const preview = useVersionPreview();
  const versionPdf = useDownloadVersionPdf(id);
  const showServerError = useServerErrorToast();
  const [open, setOpen] = useState<Open | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const show = (next: Open) => {
    setOpen(next);
    setDialogOpen(true);
  };
  const numberOf = (version: Version) => intl.formatNumber(version.number);

  const restore = async (version: Version) => {
    try {
      const before = await history.restore(version.id);
      preview.back();
      toaster.create({
        type: 'success',
        title: intl.formatMessage(historyValueMessages.restored, { number: numberOf(version) }),
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

  const onAction = (action: VersionAction, version: Version) => {
    switch (action) {
      case 'view':
        history
          .readVersion(version.id)
          .then((opened) =>
            preview.view({
              id: version.id,
              number: version.number,
              name: version.name ?? null,
              data: opened.data,
            }),
          )
          .catch((error: unknown) => showServerError(asApiError(error)));
        break;
      case 'restore':
        void restore(version);
        break;
      case 'download':
        // Opens its tab now, inside the click, so no popup blocker stops it.
        void versionPdf.download(version.id);
        break;
      case 'compare':
      case 'rename':
      case 'delete':
        show({ kind: action, version });
        break;
    }
  };

  const remove = async (version: Version) => {
    setBusy(true);
    try {
      await history.remove(version.id);
      if (preview.viewing?.id === version.id) {
        preview.back();
      }
      setDialogOpen(false);
    } catch (error) {
      showServerError(asApiError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PaneSection
      id="history"
      title={intl.formatMessage(messages.title)}
      icon={<HistoryIcon size={18} />}
    >
      <Stack gap="3">
        <Button size="sm" variant="outline" onClick={() => show({ kind: 'saveAs' })}>
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
                version={version}
                viewing={preview.viewing?.id === version.id}
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

      {open?.kind === 'saveAs' && (
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
          onClose={() => setDialogOpen(false)}
        />
      )}
      {open?.kind === 'rename' && (
        <VersionNameDialog
          open={dialogOpen}
          title={intl.formatMessage(messages.renameTitle)}
          name={open.version.name ?? ''}
          onSubmit={(name) => history.rename(open.version.id, name)}
          onClose={() => setDialogOpen(false)}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          open={dialogOpen}
          destructive
          busy={busy}
          title={intl.formatMessage(messages.deleteTitle)}
          description={intl.formatMessage(historyValueMessages.deleteBody, {
            name: open.version.name ?? '',
          })}
          confirmLabel={intl.formatMessage(messages.delete)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          closeLabel={intl.formatMessage(messages.close)}
          onConfirm={() => void remove(open.version)}
          onClose={() => setDialogOpen(false)}
        />
      )}
      {open?.kind === 'compare' && history.versions && (
        <Suspense fallback={null}>
          <CompareDialog
            open={dialogOpen}
            versions={history.versions}
            olderId={open.version.id}
            readVersion={history.readVersion}
            onClose={() => setDialogOpen(false)}
          />
        </Suspense>
      )}
    </PaneSection>
  );
}
