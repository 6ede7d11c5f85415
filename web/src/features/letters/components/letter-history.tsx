import { type LetterData } from '@vitae/schema';
import { useState } from 'react';

import { asApiError } from '../../../lib/apollo/graphql-error';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import type { VersionDialog } from '../../builder/components/right/history/version-list';
import type { VersionAction } from '../../builder/components/right/history/version-row';
import type { ListedVersion } from '../../builder/hooks/use-document-history';
import { useLetterMeta } from '../hooks/letter-context';
import { letterHistoryDocuments } from '../lib/letter-history-documents';
import { letterHistoryValueMessages } from './letter-history-messages';
import { type HistoryKit } from './letter-history-section';
import { LetterVersionDialog } from './letter-version-dialog';

type Open = VersionDialog | { kind: 'view'; version: ListedVersion; data: LetterData };

export type LetterHistoryProps = { kit: HistoryKit };

/**
 * The letter's versions (docs/letters.md#the-letter-builder), as the resume's
 * History panel lists them: newest first with when, where from and what
 * changed; View draws one read-only in a dialog; Restore brings one back as
 * the letter's next version, in the builder at once, with an Undo; named
 * versions are renamed and deleted. A locked letter's restore is refused with
 * `LetterLocked`, in that code's words, as a locked resume's is.
 */
export function LetterHistory({ kit }: LetterHistoryProps) {
  const { VersionDialogs, VersionList } = kit;
  const { id } = useLetterMeta();
  const history = kit.useDocumentHistory<LetterData>(letterHistoryDocuments, id);
  const showServerError = useServerErrorToast();
  const [open, setOpen] = useState<Open | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const show = (next: Open) => {
    setOpen(next);
    setDialogOpen(true);
  };
  const restore = kit.useRestoreVersion(history, () => setDialogOpen(false));

  const onAction = (action: VersionAction, version: ListedVersion) => {
    switch (action) {
      case 'view':
        history
          .readVersion(version.id)
          .then((opened) => show({ kind: 'view', version, data: opened.data }))
          .catch((error: unknown) => showServerError(asApiError(error)));
        break;
      case 'restore':
        void restore(version);
        break;
      case 'rename':
      case 'delete':
        show({ kind: action, version });
        break;
      // A letter's versions have no comparison or PDF of their own yet: not offered.
      case 'compare':
      case 'download':
        break;
    }
  };

  return (
    <>
      <VersionList
        history={history}
        kind="letter"
        viewingId={open?.kind === 'view' && dialogOpen ? open.version.id : undefined}
        onSaveAs={() => show({ kind: 'saveAs' })}
        onAction={onAction}
      />
      <VersionDialogs
        history={history}
        open={open}
        dialogOpen={dialogOpen}
        deleteBody={letterHistoryValueMessages.deleteBody}
        onClose={() => setDialogOpen(false)}
      />
      {open?.kind === 'view' && (
        <LetterVersionDialog
          kit={kit}
          open={dialogOpen}
          version={open.version}
          data={open.data}
          onRestore={() => void restore(open.version)}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </>
  );
}
