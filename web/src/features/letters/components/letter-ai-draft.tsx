import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Dialog, Field, HStack, Portal, Text, Textarea } from '@chakra-ui/react';
import { jobPostingMaxLength, type LetterData } from '@vitae/schema';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { BuilderResumeDocument } from '../../../lib/graphql/generated/graphql';
import { type AiProposal, AiProposalDialog } from '../../builder/components/ai-proposal-dialog';
import { resumeText } from '../../builder/lib/invented-facts';
import { readAiSettings } from '../../settings/lib/ai-settings';
import { useKit } from '../hooks/builder-kit';
import { useLetterStore } from '../hooks/letter-context';
import { letterAiErrorText, requestDraft } from '../lib/letter-ai';
import {
  type DraftAnswer,
  draftAsHtml,
  languageName,
  letterKnownText,
} from '../lib/letter-ai-prompts';

const messages = defineMessages({
  title: { id: 'letters.ai.draft.title', defaultMessage: 'Draft the letter with AI' },
  noResume: {
    id: 'letters.ai.draft.noResume',
    defaultMessage:
      'This letter goes with no resume, so the AI writes from the sender’s details and the posting only.',
  },
  posting: { id: 'letters.ai.draft.posting', defaultMessage: 'Job posting' },
  postingHint: {
    id: 'letters.ai.draft.postingHint',
    defaultMessage:
      'Paste the posting or edit it here. A letter written for a tailored copy starts with its posting from the notes.',
  },
  write: { id: 'letters.ai.draft.write', defaultMessage: 'Write the draft' },
  writing: { id: 'letters.ai.draft.writing', defaultMessage: 'Writing…' },
  cancel: { id: 'letters.ai.draft.cancel', defaultMessage: 'Cancel' },
  failed: { id: 'letters.ai.draft.failed', defaultMessage: 'No draft was written' },
  proposalTitle: { id: 'letters.ai.draft.proposalTitle', defaultMessage: 'Proposed letter' },
  changedMeanwhile: {
    id: 'letters.ai.changedMeanwhile',
    defaultMessage:
      'The letter changed while the AI was working, so its proposal no longer fits. Your letter is kept: ask again.',
  },
});

const valueMessages = defineMessages<{
  intro: { language: string };
  resumeFailed: { reason: string };
}>({
  intro: {
    id: 'letters.ai.draft.intro',
    defaultMessage:
      'The AI writes the salutation, body and closing in {language} from your resume and the posting, with your own key. You see the draft before anything changes.',
  },
  resumeFailed: {
    id: 'letters.ai.draft.resumeFailed',
    defaultMessage: 'The letter’s resume could not be loaded: {reason}',
  },
});

/** The parts a draft replaces, as they are in the letter. */
function partsOf(data: LetterData): DraftAnswer {
  return { salutation: data.salutation, body: data.body, closing: data.closing };
}

const sameParts = (a: DraftAnswer, b: DraftAnswer) =>
  a.salutation === b.salutation && a.body === b.body && a.closing === b.closing;

export type LetterAiDraftProps = {
  /** Shown; false once it is over, so its dialogs close as they opened (remount it to ask again). */
  open: boolean;
  /** The draft is over: accepted, refused or cancelled. */
  onClose: () => void;
  /** Where the focus goes when it is over (the Draft with AI button). */
  returnFocus: () => HTMLElement | null;
};

/**
 * The AI draft (docs/letters.md#the-letter-builder): a dialog with the posting
 * (from the notes, to paste or edit), then the letter's resume fetched and the
 * request sent; the answer is the resume builder's proposal, the salutation,
 * body and closing against the letter's, applied only on Accept, as one undo
 * step. A failure stays in the dialog, in words naming it.
 */
export function LetterAiDraft({ open, onClose, returnFocus }: LetterAiDraftProps) {
  const intl = useIntl();
  const kit = useKit();
  const store = useLetterStore();
  const client = useApolloClient();
  const [letter] = useState(() => store.getData());
  const [posting, setPosting] = useState(() => letter.metadata.notes);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [proposal, setProposal] = useState<{ shown: AiProposal; draft: DraftAnswer } | null>(null);
  const [asking, setAsking] = useState(true);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const resumeId = letter.metadata.resumeId;

  const write = async () => {
    const settings = readAiSettings();
    if (!settings) {
      onClose();
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    setError(null);
    const before = partsOf(store.getData());
    let resume: unknown = null;
    try {
      if (resumeId) {
        try {
          const { data } = await client.query({
            query: BuilderResumeDocument,
            variables: { id: resumeId },
            fetchPolicy: 'network-only',
          });
          resume = data?.resume.data ?? null;
        } catch (cause) {
          setError(
            intl.formatMessage(valueMessages.resumeFailed, {
              reason: cause instanceof Error ? cause.message : String(cause),
            }),
          );
          return;
        }
      }
      const current = store.getData();
      const draft = await requestDraft(kit, settings, {
        letter: current,
        resume,
        posting,
        signal: abort.signal,
      });
      if (!sameParts(before, partsOf(store.getData()))) {
        setError(intl.formatMessage(messages.changedMeanwhile));
        return;
      }
      setAsking(false);
      setProposal({
        draft,
        shown: {
          original: draftAsHtml(before),
          proposed: draftAsHtml(draft),
          known: [resumeText(resume), posting, letterKnownText(current)].join('\n'),
          title: intl.formatMessage(messages.proposalTitle),
          knownFrom: 'given',
        },
      });
    } catch (cause) {
      if (!abort.signal.aborted) {
        setError(letterAiErrorText(intl, kit, cause));
      }
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setRunning(false);
      }
    }
  };

  const accept = () => {
    if (proposal) {
      const { salutation, body, closing } = proposal.draft;
      // One undo step for the three parts (docs/letters.md#the-letter-builder).
      store.edit((data) => ({ ...data, salutation, body, closing }));
    }
    setProposal(null);
    onClose();
  };
  const refuse = () => {
    setProposal(null);
    onClose();
  };

  return (
    <>
      <Dialog.Root
        open={open && asking}
        onOpenChange={(change) => {
          if (!change.open) {
            controller.current?.abort();
            onClose();
          }
        }}
        finalFocusEl={returnFocus}
        size="lg"
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{intl.formatMessage(messages.title)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                <Text textStyle="sm" color="fg.muted">
                  {intl.formatMessage(valueMessages.intro, {
                    language: languageName(letter.metadata.language, intl.locale),
                  })}
                </Text>
                {resumeId ? null : (
                  <Text textStyle="sm">{intl.formatMessage(messages.noResume)}</Text>
                )}
                <Field.Root>
                  <Field.Label>{intl.formatMessage(messages.posting)}</Field.Label>
                  <Textarea
                    name="letter-ai-posting"
                    value={posting}
                    maxLength={jobPostingMaxLength}
                    rows={8}
                    dir="auto"
                    disabled={running}
                    onChange={(event) => setPosting(event.currentTarget.value)}
                  />
                  <Field.HelperText>{intl.formatMessage(messages.postingHint)}</Field.HelperText>
                </Field.Root>
                {error ? (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{intl.formatMessage(messages.failed)}</Alert.Title>
                      <Alert.Description>{error}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                ) : null}
              </Dialog.Body>
              <Dialog.Footer>
                <HStack gap="3">
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
                  </Dialog.ActionTrigger>
                  <Button
                    colorPalette="purple"
                    loading={running}
                    loadingText={intl.formatMessage(messages.writing)}
                    onClick={() => void write()}
                  >
                    {intl.formatMessage(messages.write)}
                  </Button>
                </HStack>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <AiProposalDialog
        proposal={open ? (proposal?.shown ?? null) : null}
        onAccept={accept}
        onRefuse={refuse}
        returnFocus={returnFocus}
      />
    </>
  );
}
