import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { serverErrorTitle } from '../../../lib/errors/error-messages';
import { toaster } from '../../../ui/toaster';
import { type AiProposal, AiProposalDialog } from '../../builder/components/ai-proposal-dialog';
import type { SelectedBlocks } from '../../builder/components/rich-text/selected-blocks';
import { readAiSettings } from '../../settings/lib/ai-settings';
import { useKit } from '../hooks/builder-kit';
import { useLetterStore } from '../hooks/letter-context';
import { letterAiErrorText, requestToneRewrite } from '../lib/letter-ai';
import { letterKnownText, splitBlocks, withinBounds } from '../lib/letter-ai-prompts';
import { type LetterTone } from '../lib/letter-ai-tones';
import { letterAiMessages } from './letter-ai-messages';

const messages = defineMessages({
  noChange: {
    id: 'letters.ai.tone.noChange',
    defaultMessage: 'The AI proposes no change to this text for that tone.',
  },
  changedMeanwhile: {
    id: 'letters.ai.changedMeanwhile',
    defaultMessage:
      'The letter changed while the AI was working, so its proposal no longer fits. Your letter is kept: ask again.',
  },
});

const valueMessages = defineMessages<{ title: { tone: string } }>({
  title: { id: 'letters.ai.tone.proposalTitle', defaultMessage: 'Proposed rewrite: {tone}' },
});

/** A tone the person chose, with the body and selection as they were. */
export type ToneRequest = {
  id: number;
  tone: LetterTone;
  /** The body's HTML when the tone was chosen. */
  original: string;
  /** The selected blocks, or null for the whole body. */
  selection: SelectedBlocks | null;
};

export type LetterAiRewriteProps = {
  request: ToneRequest;
  /** False once the proposal is answered, so its dialog closes as it opened. */
  open: boolean;
  /** The AI has answered, or failed (the menu's button stops spinning). */
  onAnswered: () => void;
  /** The proposal was accepted or refused, or none is shown. */
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
};

/**
 * One tone rewrite of the letter body (docs/letters.md#the-letter-builder):
 * asks, puts the rewritten blocks back between the ones left alone, and shows
 * the body against the result as the resume builder's proposal. Accept is one
 * undo step; Refuse leaves the body as it was; a failure or refusal of the AI
 * service is a toast naming it.
 */
export function LetterAiRewrite({
  request,
  open,
  onAnswered,
  onClose,
  returnFocus,
}: LetterAiRewriteProps) {
  const intl = useIntl();
  const kit = useKit();
  const store = useLetterStore();
  const [proposal, setProposal] = useState<AiProposal | null>(null);

  useEffect(() => {
    const settings = readAiSettings();
    const abort = new AbortController();
    const fail = (description: string) => {
      toaster.create({
        type: 'error',
        title: intl.formatMessage(serverErrorTitle.title),
        description,
      });
      onClose();
    };
    if (!settings) {
      onAnswered();
      fail(intl.formatMessage(letterAiMessages.keyNotSet));
      return;
    }
    const { tone, original, selection } = request;
    const letter = store.getData();
    const parts = selection ? splitBlocks(original, selection) : null;
    void requestToneRewrite(kit, settings, {
      tone,
      html: parts ? parts.selected : original,
      language: letter.metadata.language,
      signal: abort.signal,
    }).then(
      (rewritten) => {
        onAnswered();
        let proposed: string;
        try {
          proposed = parts
            ? withinBounds(kit.normaliseRichText(`${parts.before}${rewritten}${parts.after}`))
            : rewritten;
        } catch (error) {
          fail(letterAiErrorText(intl, kit, error));
          return;
        }
        if (proposed === kit.normaliseRichText(original)) {
          toaster.create({ type: 'info', title: intl.formatMessage(messages.noChange) });
          onClose();
        } else if (store.getData().body !== original) {
          fail(intl.formatMessage(messages.changedMeanwhile));
        } else {
          setProposal({
            original,
            proposed,
            known: `${original}\n${letterKnownText(letter)}`,
            knownFrom: 'given',
            title: intl.formatMessage(valueMessages.title, {
              tone: intl.formatMessage(letterAiMessages[tone]),
            }),
          });
        }
      },
      (error: unknown) => {
        if (abort.signal.aborted) {
          return;
        }
        onAnswered();
        fail(letterAiErrorText(intl, kit, error));
      },
    );
    return () => abort.abort();
    // One request per mount: the menu mounts this afresh (by key) for each tone chosen.
  }, []);

  const accept = (html: string) => {
    if (store.getData().body === request.original) {
      // One undo step of its own (docs/letters.md#the-letter-builder).
      store.edit((data) => ({ ...data, body: html }));
    } else {
      toaster.create({ type: 'error', title: intl.formatMessage(messages.changedMeanwhile) });
    }
    setProposal(null);
    onClose();
  };
  const refuse = () => {
    setProposal(null);
    onClose();
  };

  return (
    <AiProposalDialog
      proposal={open ? proposal : null}
      onAccept={accept}
      onRefuse={refuse}
      returnFocus={returnFocus}
    />
  );
}
