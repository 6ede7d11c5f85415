import { HStack, Menu, Portal } from '@chakra-ui/react';
import { MessageSquareQuote, SpellCheck, Target, WandSparkles } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { serverErrorTitle } from '../../../lib/errors/error-messages';
import { toaster } from '../../../ui/toaster';
import { type AiSettings, readAiSettings } from '../../settings/lib/ai-settings';
import { useResumeStoreIfAny } from '../hooks/builder-context';
import { useTailorJob } from '../hooks/use-tailor-job';
import { type AiAction, AiError, type AiTone, aiTones, rewrite } from '../lib/ai-request';
import { HelperButton, Hint } from './ai-helper-button';
import { type AiProposal } from './ai-proposal-dialog';

// The proposal and jsdiff load only when a first proposal arrives (docs/web.md#the-builder).
const AiProposalDialog = lazy(async () => ({
  default: (await import('./ai-proposal-dialog')).AiProposalDialog,
}));

const messages = defineMessages({
  group: { id: 'builder.ai.group', defaultMessage: 'AI helper' },
  improve: { id: 'builder.ai.improve', defaultMessage: 'Improve writing' },
  fix: { id: 'builder.ai.fix', defaultMessage: 'Fix spelling and grammar' },
  tone: { id: 'builder.ai.tone', defaultMessage: 'Change tone' },
  casual: { id: 'builder.ai.tone.casual', defaultMessage: 'Casual' },
  professional: { id: 'builder.ai.tone.professional', defaultMessage: 'Professional' },
  confident: { id: 'builder.ai.tone.confident', defaultMessage: 'Confident' },
  friendly: { id: 'builder.ai.tone.friendly', defaultMessage: 'Friendly' },
  tailor: { id: 'builder.ai.tailor', defaultMessage: 'Tailor to the job' },
  noChange: {
    id: 'builder.ai.tailor.noChange',
    defaultMessage: 'The AI proposes no change to this text for the job.',
  },
  changedMeanwhile: {
    id: 'builder.ai.tailor.changedMeanwhile',
    defaultMessage:
      'The text changed while the AI was working, so its proposal no longer fits. Your text is kept: ask again.',
  },
  noChoices: {
    id: 'builder.ai.noChoices',
    defaultMessage: 'OpenAI did not return any choices for your text.',
  },
  unreachable: {
    id: 'builder.ai.unreachable',
    defaultMessage:
      'OpenAI could not be reached. Please check your connection and the base URL in your settings.',
  },
  keyNotSet: {
    id: 'builder.ai.keyNotSet',
    defaultMessage:
      'Your OpenAI API Key has not been set yet. Please go to your account settings to enable OpenAI Integration.',
  },
});

const toneEmoji: Record<AiTone, string> = {
  casual: '🙂',
  professional: '💼',
  confident: '😎',
  friendly: '😊',
};

/** The stored AI settings, followed when another tab (the settings page) changes them. */
function useAiSettings(): AiSettings | null {
  const [settings, setSettings] = useState<AiSettings | null>(() => readAiSettings());
  useEffect(() => {
    const refresh = () => setSettings(readAiSettings());
    window.addEventListener('storage', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      window.removeEventListener('storage', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, []);
  return settings;
}

type ActionKind = AiAction['kind'];

export type AiActionsProps = {
  /** Reads the field's HTML when an action starts (not a prop that changes with each key). */
  readValue: () => string;
  /** The rewritten HTML (one undo step). */
  onResult: (html: string) => void;
  /** The field cannot change (a locked resume). */
  disabled?: boolean;
};

/**
 * The AI helper of a rich-text field (docs/product.md#ai-helper, #ai-calls and #other-errors): Improve writing, Fix
 * spelling and grammar and Change tone, asking the chat-completions service
 * from the browser with the person's own key, and, when the resume has a job
 * posting, Tailor to the job, whose rewrite is a proposal to accept or refuse
 * (ai-proposal-dialog.tsx). Hidden when no key is stored; while one runs all
 * are disabled and it spins; a failure is a toast; an empty answer keeps the text.
 */
export function AiActions({ readValue, onResult, disabled = false }: AiActionsProps) {
  const intl = useIntl();
  const settings = useAiSettings();
  const job = useTailorJob(settings !== null);
  const store = useResumeStoreIfAny();
  const [proposal, setProposal] = useState<AiProposal | null>(null);
  const [proposed, setProposed] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  if (proposal && !proposed) {
    setProposed(true);
  }
  const [running, setRunning] = useState<ActionKind | null>(null);
  const controller = useRef<AbortController | null>(null);
  const latestResult = useRef(onResult);
  latestResult.current = onResult;

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (action: AiAction) => {
      const current = readAiSettings();
      if (!current) {
        toaster.create({
          type: 'error',
          title: intl.formatMessage(serverErrorTitle.title),
          description: intl.formatMessage(messages.keyNotSet),
        });
        return;
      }
      const abort = new AbortController();
      controller.current = abort;
      setRunning(action.kind);
      const value = readValue();
      try {
        const html = await rewrite(action, value, current, { signal: abort.signal });
        if (action.kind !== 'tailor') {
          if (html !== value) {
            latestResult.current(html);
          }
        } else if (html === value) {
          toaster.create({ type: 'info', title: intl.formatMessage(messages.noChange) });
        } else if (readValue() !== value) {
          toaster.create({ type: 'error', title: intl.formatMessage(messages.changedMeanwhile) });
        } else {
          // Loaded with the proposal, not with the builder (docs/web.md#tailor-to-the-job).
          const { resumeText } = await import('../lib/invented-facts');
          setProposal({
            original: value,
            proposed: html,
            known: store ? resumeText(store.getData()) : '',
          });
        }
      } catch (error) {
        if (abort.signal.aborted) {
          return;
        }
        const description =
          error instanceof AiError && error.reason === 'noChoices'
            ? intl.formatMessage(messages.noChoices)
            : error instanceof AiError && error.reason === 'unreachable'
              ? intl.formatMessage(messages.unreachable)
              : error instanceof Error
                ? error.message
                : String(error);
        toaster.create({
          type: 'error',
          title: intl.formatMessage(serverErrorTitle.title),
          description,
        });
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          setRunning(null);
        }
      }
    },
    [intl, readValue, store],
  );

  const accept = useCallback((html: string) => {
    setProposal(null);
    latestResult.current(html);
  }, []);
  const refuse = useCallback(() => setProposal(null), []);
  const tailorButton = useCallback(
    () => group.current?.querySelector<HTMLElement>('[data-ai-action="tailor"]') ?? null,
    [],
  );

  if (!settings) {
    return null;
  }

  const idle = running === null;
  const blocked = disabled || !idle;
  const improve = intl.formatMessage(messages.improve);
  const fix = intl.formatMessage(messages.fix);
  const tone = intl.formatMessage(messages.tone);
  const tailor = intl.formatMessage(messages.tailor);

  return (
    <HStack ref={group} role="group" aria-label={intl.formatMessage(messages.group)} gap="0.5">
      <Hint label={improve}>
        <HelperButton
          label={improve}
          busy={running === 'improve'}
          disabled={blocked}
          icon={<WandSparkles aria-hidden />}
          onClick={() => void run({ kind: 'improve' })}
        />
      </Hint>
      <Hint label={fix}>
        <HelperButton
          label={fix}
          busy={running === 'fix'}
          disabled={blocked}
          icon={<SpellCheck aria-hidden />}
          onClick={() => void run({ kind: 'fix' })}
        />
      </Hint>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value: chosen }) => {
          const picked = aiTones.find((name) => name === chosen);
          if (picked) {
            void run({ kind: 'tone', tone: picked });
          }
        }}
      >
        <Menu.Trigger asChild disabled={blocked}>
          <HelperButton
            label={tone}
            busy={running === 'tone'}
            disabled={blocked}
            icon={<MessageSquareQuote aria-hidden />}
          />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minWidth="44">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{tone}</Menu.ItemGroupLabel>
                {aiTones.map((name) => (
                  <Menu.Item key={name} value={name}>
                    <span aria-hidden>{toneEmoji[name]}</span>
                    {intl.formatMessage(messages[name])}
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {job ? (
        <Hint label={tailor}>
          <HelperButton
            label={tailor}
            busy={running === 'tailor'}
            disabled={blocked}
            icon={<Target aria-hidden />}
            onClick={() => void run({ kind: 'tailor', job })}
            action="tailor"
          />
        </Hint>
      ) : null}
      {proposed ? (
        <Suspense fallback={null}>
          <AiProposalDialog
            proposal={proposal}
            onAccept={accept}
            onRefuse={refuse}
            returnFocus={tailorButton}
          />
        </Suspense>
      ) : null}
    </HStack>
  );
}
