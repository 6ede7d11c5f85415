import { HStack, IconButton, Menu, Portal, Spinner, Tooltip } from '@chakra-ui/react';
import { MessageSquareQuote, SpellCheck, WandSparkles } from 'lucide-react';
import { type ReactElement, useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { serverErrorTitle } from '../../../lib/errors/error-messages';
import { toaster } from '../../../ui/toaster';
import { type AiSettings, readAiSettings } from '../../settings/lib/ai-settings';
import { type AiAction, AiError, type AiTone, aiTones, rewrite } from '../lib/ai-request';

const messages = defineMessages({
  group: { id: 'builder.ai.group', defaultMessage: 'AI helper' },
  improve: { id: 'builder.ai.improve', defaultMessage: 'Improve writing' },
  fix: { id: 'builder.ai.fix', defaultMessage: 'Fix spelling and grammar' },
  tone: { id: 'builder.ai.tone', defaultMessage: 'Change tone' },
  casual: { id: 'builder.ai.tone.casual', defaultMessage: 'Casual' },
  professional: { id: 'builder.ai.tone.professional', defaultMessage: 'Professional' },
  confident: { id: 'builder.ai.tone.confident', defaultMessage: 'Confident' },
  friendly: { id: 'builder.ai.tone.friendly', defaultMessage: 'Friendly' },
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

function HelperButton({
  label,
  busy,
  disabled,
  icon,
  onClick,
}: {
  label: string;
  busy: boolean;
  disabled: boolean;
  icon: ReactElement;
  onClick?: () => void;
}) {
  return (
    <IconButton
      variant="ghost"
      size="xs"
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={disabled}
      onClick={onClick}
      color="purple.fg"
      _hover={{ bg: 'purple.subtle' }}
    >
      {busy ? <Spinner size="xs" /> : icon}
    </IconButton>
  );
}

function Hint({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root openDelay={300} closeDelay={0}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

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
 * from the browser with the person's own key. Hidden when no key is stored;
 * while one runs all three are disabled and it spins; a failure is a toast;
 * an empty answer keeps the text.
 */
export function AiActions({ readValue, onResult, disabled = false }: AiActionsProps) {
  const intl = useIntl();
  const settings = useAiSettings();
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
        if (html !== value) {
          latestResult.current(html);
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
    [intl, readValue],
  );

  if (!settings) {
    return null;
  }

  const idle = running === null;
  const blocked = disabled || !idle;
  const improve = intl.formatMessage(messages.improve);
  const fix = intl.formatMessage(messages.fix);
  const tone = intl.formatMessage(messages.tone);

  return (
    <HStack role="group" aria-label={intl.formatMessage(messages.group)} gap="0.5">
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
    </HStack>
  );
}
