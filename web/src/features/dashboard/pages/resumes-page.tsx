import { Button, Container, Heading, HStack } from '@chakra-ui/react';
import { FilePlus2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { type ResumeSummaryFieldsFragment as ResumeSummary } from '../../../lib/graphql/generated/graphql';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ActionTiles } from '../components/action-tiles';
import { DocumentList, DocumentsEmpty } from '../components/document-list';
import { type ResumeAction } from '../components/resume-actions';
import { ResumeCard } from '../components/resume-card';
import { type ResumeDialogMode } from '../components/resume-dialog';
import { ResumeRow } from '../components/resume-row';
import { ResumeSkeletons } from '../components/resume-skeletons';
import { ViewToggle } from '../components/view-toggle';
import { useNow } from '../hooks/use-now';
import { useResumes } from '../hooks/use-resumes';
import { useShortcut } from '../hooks/use-shortcut';
import { shortcuts } from '../lib/shortcuts';
import { readViewMode, storeViewMode, type ViewMode } from '../lib/view-mode';

// The dialogs (their forms, and the importer's parsers and unzipper) load when
// first opened (docs/performance.md "Web app").
const ImportDialog = lazy(async () => ({
  default: (await import('../components/import-dialog')).ImportDialog,
}));
const JobDialog = lazy(async () => ({
  default: (await import('../components/job-dialog')).JobDialog,
}));
const LockDialog = lazy(async () => ({
  default: (await import('../components/lock-dialog')).LockDialog,
}));
const ResumeDialog = lazy(async () => ({
  default: (await import('../components/resume-dialog')).ResumeDialog,
}));
const WriteLetterRunner = lazy(async () => ({
  default: (await import('../components/write-letter-runner')).WriteLetterRunner,
}));

const messages = defineMessages({
  title: { id: 'dashboard.resumes.title', defaultMessage: 'Resumes' },
  loading: { id: 'dashboard.resumes.loading', defaultMessage: 'Loading your resumes…' },
  loadFailed: {
    id: 'dashboard.resumes.loadFailed',
    defaultMessage: 'Your resumes could not be loaded.',
  },
  loadFailedHint: {
    id: 'dashboard.resumes.loadFailedHint',
    defaultMessage: 'Check your connection and try again.',
  },
  retry: { id: 'dashboard.resumes.retry', defaultMessage: 'Try again' },
  emptyTitle: { id: 'dashboard.resumes.empty.title', defaultMessage: 'No resumes yet' },
  emptyDescription: {
    id: 'dashboard.resumes.empty.description',
    defaultMessage:
      'Your first resume is a minute away: start from scratch, from the sample, or import the one you already have.',
  },
  emptyAction: { id: 'dashboard.resumes.empty.action', defaultMessage: 'Create your first resume' },
});

type DialogRequest =
  | { kind: 'resume'; target: ResumeDialogMode }
  | { kind: 'lock' | 'job' | 'letter'; resume: ResumeSummary };

/** The dialog on screen; a new key for each opening, so a form never shows the last one's values. */
type OpenDialog = DialogRequest & { key: number };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The resumes page (docs/product.md#dashboard): the create and import tiles, then the resumes by
 * their last update, in a grid or a list; ctrl+N creates, ctrl+I imports.
 */
export function ResumesPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const now = useNow();
  useDocumentTitle(intl.formatMessage(messages.title));
  const { resumes, loading, error, refetch } = useResumes();
  const [view, setView] = useState<ViewMode>(() => readViewMode(storage()));
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  // A new key each opening: the import dialog always starts afresh.
  const [importKey, setImportKey] = useState(0);

  const changeView = useCallback((next: ViewMode) => {
    setView(next);
    storeViewMode(storage(), next);
  }, []);

  const show = useCallback((next: DialogRequest) => {
    setDialog((current) => ({ ...next, key: (current?.key ?? 0) + 1 }));
    setDialogOpen(true);
  }, []);
  const closeDialog = useCallback(() => setDialogOpen(false), []);

  const create = useCallback(() => show({ kind: 'resume', target: { mode: 'create' } }), [show]);
  const openImport = useCallback(() => {
    setImportKey((key) => key + 1);
    setImportOpen(true);
  }, []);

  useShortcut(shortcuts.newResume, create);
  useShortcut(shortcuts.importResume, openImport);

  const onAction = useCallback(
    (action: ResumeAction, resume: ResumeSummary) => {
      switch (action) {
        case 'open':
          void navigate(`/builder/${resume.id}`);
          break;
        case 'rename':
          show({ kind: 'resume', target: { mode: 'update', resume } });
          break;
        case 'duplicate':
          show({ kind: 'resume', target: { mode: 'duplicate', resume } });
          break;
        case 'copyForJob':
          show({ kind: 'job', resume });
          break;
        case 'writeLetter':
          // A letter from the resume, for its job when it is a tailored copy (docs/product.md#resume-list).
          show({ kind: 'letter', resume });
          break;
        case 'delete':
          show({ kind: 'resume', target: { mode: 'delete', resume } });
          break;
        case 'lock':
          show({ kind: 'lock', resume });
          break;
      }
    },
    [navigate, show],
  );

  const tiles = (
    <>
      <ActionTiles view={view} onCreate={create} onImport={openImport} />
      {loading && <ResumeSkeletons view={view} />}
      {resumes?.map((resume) =>
        view === 'grid' ? (
          <ResumeCard key={resume.id} resume={resume} now={now} onAction={onAction} />
        ) : (
          <ResumeRow key={resume.id} resume={resume} now={now} onAction={onAction} />
        ),
      )}
    </>
  );

  return (
    <Container maxWidth="7xl" paddingX={{ base: '4', md: '8' }} paddingY={{ base: '5', md: '8' }}>
      <HStack justify="space-between" marginBottom={{ base: '5', md: '8' }} gap="4">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
          {intl.formatMessage(messages.title)}
        </Heading>
        <ViewToggle view={view} onChange={changeView} />
      </HStack>

      <DocumentList
        view={view}
        loading={loading}
        loadingLabel={intl.formatMessage(messages.loading)}
        failed={
          error
            ? {
                title: intl.formatMessage(messages.loadFailed),
                hint: intl.formatMessage(messages.loadFailedHint),
                retry: intl.formatMessage(messages.retry),
                onRetry: () => void refetch(),
              }
            : null
        }
      >
        {tiles}
      </DocumentList>

      {resumes?.length === 0 && (
        <DocumentsEmpty
          marginTop={{ base: '6', md: '10' }}
          icon={<FilePlus2 aria-hidden />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyDescription)}
        >
          <Button onClick={create}>{intl.formatMessage(messages.emptyAction)}</Button>
        </DocumentsEmpty>
      )}

      <Suspense fallback={null}>
        {dialog?.kind === 'resume' && (
          <ResumeDialog
            key={dialog.key}
            target={dialog.target}
            open={dialogOpen}
            onClose={closeDialog}
          />
        )}
        {dialog?.kind === 'lock' && (
          <LockDialog
            key={dialog.key}
            document={dialog.resume}
            open={dialogOpen}
            onClose={closeDialog}
          />
        )}
        {dialog?.kind === 'job' && (
          <JobDialog
            key={dialog.key}
            resume={dialog.resume}
            open={dialogOpen}
            onClose={closeDialog}
          />
        )}
        {dialog?.kind === 'letter' && dialogOpen && (
          <WriteLetterRunner key={dialog.key} resume={dialog.resume} onDone={closeDialog} />
        )}
        {importKey > 0 && (
          <ImportDialog key={importKey} open={importOpen} onClose={() => setImportOpen(false)} />
        )}
      </Suspense>
    </Container>
  );
}
