import { Box, Button, Container, Flex, Heading, HStack } from '@chakra-ui/react';
import { FileInput, Mail } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { asApiError } from '../../../lib/apollo/graphql-error';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { type LetterSummaryFieldsFragment as LetterSummary } from '../../../lib/graphql/generated/graphql';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { DocumentList, DocumentsEmpty } from '../components/document-list';
import { LetterCard, LetterRow } from '../components/letter-item';
import { type LetterAction } from '../components/resume-actions';
import { type ResumeDialogMode } from '../components/resume-dialog';
import { ResumeSkeletons } from '../components/resume-skeletons';
import { ViewToggle } from '../components/view-toggle';
import { WriteLetterButtons } from '../components/write-letter-buttons';
import { useDuplicateLetter } from '../hooks/use-letter-actions';
import { useLetters } from '../hooks/use-letters';
import { useNow } from '../hooks/use-now';
import { useResumes } from '../hooks/use-resumes';
import { useWriteLetter } from '../hooks/use-write-letter';
import { readViewMode, storeViewMode, type ViewMode } from '../lib/view-mode';

// The dialogs load when first opened, as on the resumes page (docs/performance.md "Web app").
const LockDialog = lazy(async () => ({
  default: (await import('../components/lock-dialog')).LockDialog,
}));
const ResumeDialog = lazy(async () => ({
  default: (await import('../components/resume-dialog')).ResumeDialog,
}));
const LetterImportDialog = lazy(async () => ({
  default: (await import('../components/letter-import-dialog')).LetterImportDialog,
}));

const messages = defineMessages({
  title: { id: 'dashboard.letters.title', defaultMessage: 'Letters' },
  loading: { id: 'dashboard.letters.loading', defaultMessage: 'Loading your letters…' },
  loadFailed: {
    id: 'dashboard.letters.loadFailed',
    defaultMessage: 'Your letters could not be loaded.',
  },
  loadFailedHint: {
    id: 'dashboard.letters.loadFailedHint',
    defaultMessage: 'Check your connection and try again.',
  },
  retry: { id: 'dashboard.letters.retry', defaultMessage: 'Try again' },
  import: { id: 'dashboard.letters.import', defaultMessage: 'Import' },
  emptyTitle: { id: 'dashboard.letters.empty.title', defaultMessage: 'No letters yet' },
  emptyDescription: {
    id: 'dashboard.letters.empty.description',
    defaultMessage:
      'Write your first cover letter from one of your resumes: it takes your name, your details and the resume’s design. Or start from a blank page.',
  },
});

/** Import wraps with the write buttons as one of them, not on a line below theirs. */
const besideWriteButtons = { '& > .chakra-stack': { display: 'contents' } };

type DialogRequest =
  | { kind: 'dialog'; target: ResumeDialogMode }
  | { kind: 'lock'; letter: LetterSummary }
  | { kind: 'import' };

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
 * The letters page (docs/product.md#letter-list): the person's cover letters by
 * their last update, in a grid or a list, each with the resume it goes with;
 * Write a letter from a resume, or a blank one, or Import a letter's file
 * (docs/letters.md#import-and-export), which opens the new letter.
 */
export function LettersPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const now = useNow();
  useDocumentTitle(intl.formatMessage(messages.title));
  const showServerError = useServerErrorToast();
  const { letters, loading, error, refetch } = useLetters();
  const { resumes } = useResumes();
  const { writeLetter, writing } = useWriteLetter();
  const { duplicateLetter } = useDuplicateLetter();
  const [view, setView] = useState<ViewMode>(() => readViewMode(storage()));
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const resumeTitles = useMemo(
    () => new Map(resumes?.map((resume) => [resume.id, resume.title])),
    [resumes],
  );

  const changeView = useCallback((next: ViewMode) => {
    setView(next);
    storeViewMode(storage(), next);
  }, []);

  const show = useCallback((next: DialogRequest) => {
    setDialog((current) => ({ ...next, key: (current?.key ?? 0) + 1 }));
    setDialogOpen(true);
  }, []);
  const closeDialog = useCallback(() => setDialogOpen(false), []);

  const onAction = useCallback(
    (action: LetterAction, letter: LetterSummary) => {
      switch (action) {
        case 'open':
          void navigate(`/letters/${letter.id}`);
          break;
        case 'rename':
          show({ kind: 'dialog', target: { mode: 'renameLetter', letter } });
          break;
        case 'duplicate':
          // The service names the copy (docs/letters.md): nothing to ask.
          duplicateLetter(letter.id).catch((failure: unknown) =>
            showServerError(asApiError(failure)),
          );
          break;
        case 'delete':
          show({ kind: 'dialog', target: { mode: 'deleteLetter', letter } });
          break;
        case 'lock':
          show({ kind: 'lock', letter });
          break;
      }
    },
    [duplicateLetter, navigate, show, showServerError],
  );

  const imported = useCallback(
    (letter: { id: string }) => {
      closeDialog();
      void refetch();
      void navigate(`/letters/${letter.id}`);
    },
    [closeDialog, navigate, refetch],
  );
  const importButton = (size: 'sm' | 'md') => (
    <Button size={size} variant="outline" onClick={() => show({ kind: 'import' })}>
      <FileInput aria-hidden />
      {intl.formatMessage(messages.import)}
    </Button>
  );

  const write = useCallback(
    (resume?: Parameters<typeof writeLetter>[0]) => void writeLetter(resume),
    [writeLetter],
  );

  const tiles = (
    <>
      {loading && <ResumeSkeletons view={view} />}
      {letters?.map((letter) => {
        const resumeTitle = letter.resumeId ? resumeTitles.get(letter.resumeId) : undefined;
        return view === 'grid' ? (
          <LetterCard
            key={letter.id}
            letter={letter}
            resumeTitle={resumeTitle}
            now={now}
            onAction={onAction}
          />
        ) : (
          <LetterRow
            key={letter.id}
            letter={letter}
            resumeTitle={resumeTitle}
            now={now}
            onAction={onAction}
          />
        );
      })}
    </>
  );

  const empty = letters?.length === 0;

  return (
    <Container maxWidth="7xl" paddingX={{ base: '4', md: '8' }} paddingY={{ base: '5', md: '8' }}>
      {/* A phone puts the buttons on a line of their own, under the title and the view toggle. */}
      <Flex
        justify="space-between"
        align="center"
        wrap="wrap"
        columnGap="3"
        rowGap="4"
        marginBottom={{ base: '5', md: '8' }}
      >
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
          {intl.formatMessage(messages.title)}
        </Heading>
        {!empty && (
          <Box
            order={{ base: 2, md: 1 }}
            width={{ base: 'full', md: 'auto' }}
            marginStart={{ md: 'auto' }}
          >
            <HStack gap="2" wrap="wrap" css={besideWriteButtons}>
              <WriteLetterButtons
                resumes={resumes}
                busy={writing}
                onWrite={write}
                justify="start"
              />
              {importButton('sm')}
            </HStack>
          </Box>
        )}
        <Box order={{ base: 1, md: 2 }}>
          <ViewToggle view={view} onChange={changeView} />
        </Box>
      </Flex>

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

      {empty && (
        <DocumentsEmpty
          data-testid="letters-empty"
          icon={<Mail aria-hidden />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyDescription)}
        >
          <HStack gap="2" wrap="wrap" justify="center" css={besideWriteButtons}>
            <WriteLetterButtons resumes={resumes} busy={writing} onWrite={write} size="md" />
            {importButton('md')}
          </HStack>
        </DocumentsEmpty>
      )}

      <Suspense fallback={null}>
        {dialog?.kind === 'dialog' && (
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
            kind="letter"
            document={dialog.letter}
            open={dialogOpen}
            onClose={closeDialog}
          />
        )}
        {dialog?.kind === 'import' && (
          <LetterImportDialog
            key={dialog.key}
            open={dialogOpen}
            onClose={closeDialog}
            onImported={imported}
          />
        )}
      </Suspense>
    </Container>
  );
}
