import { History as HistoryIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';

import { asApiError } from '../../../../../lib/apollo/graphql-error';
import { useServerErrorToast } from '../../../../../lib/errors/use-server-error-toast';
import { useResumeMeta } from '../../../hooks/builder-context';
import { type ListedVersion as Version } from '../../../hooks/use-document-history';
import { useDownloadVersionPdf } from '../../../hooks/use-download-pdf';
import { useResumeHistory } from '../../../hooks/use-resume-history';
import { useVersionPreview } from '../../../hooks/version-preview';
import { PaneSection } from '../../pane-section';
import { historyMessages as messages, historyValueMessages } from './history-messages';
import { useRestoreVersion, type VersionDialog, VersionDialogs, VersionList } from './version-list';
import { type VersionAction } from './version-row';

// The letter builder's History section takes its pieces from this chunk
// (builderKit.loadHistory), the one the right pane loads for this panel.
export * from './history-kit';

// The comparison and its diff library (jsdiff) load when a comparison first opens.
const CompareDialog = lazy(async () => ({
  default: (await import('./compare-dialog')).CompareDialog,
}));

type Open = VersionDialog | { kind: 'compare'; version: Version };

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

  const show = (next: Open) => {
    setOpen(next);
    setDialogOpen(true);
  };
  const restore = useRestoreVersion(history, () => preview.back());

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

  return (
    <PaneSection
      id="history"
      title={intl.formatMessage(messages.title)}
      icon={<HistoryIcon size={18} />}
    >
      <VersionList
        history={history}
        viewingId={preview.viewing?.id}
        onSaveAs={() => show({ kind: 'saveAs' })}
        onAction={onAction}
      />
      <VersionDialogs
        history={history}
        open={open}
        dialogOpen={dialogOpen}
        deleteBody={historyValueMessages.deleteBody}
        onDeleted={(version) => {
          if (preview.viewing?.id === version.id) {
            preview.back();
          }
        }}
        onClose={() => setDialogOpen(false)}
      />
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
