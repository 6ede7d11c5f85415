import { IconButton, Menu, Portal, Spinner } from '@chakra-ui/react';
import { MessageSquareQuote } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import type { RichTextAiHost } from '../../builder/components/rich-text/rich-text-editor';
import { useAiSettings } from '../hooks/use-ai-settings';
import { letterTones } from '../lib/letter-ai-tones';
import { letterAiMessages as messages } from './letter-ai-messages';
import { type ToneRequest } from './letter-ai-rewrite';

// The request, its checks and the proposal load when a tone is first chosen (docs/letters.md#the-letter-builder).
const LetterAiRewrite = lazy(async () => ({
  default: (await import('./letter-ai-rewrite')).LetterAiRewrite,
}));

/** The body editor's AI tools: drawn by the editor's toolbar with what it can read of the editor. */
export function renderLetterBodyAi(host: RichTextAiHost) {
  return <LetterAiToneMenu host={host} />;
}

/**
 * Rewrite toward a tone (docs/letters.md#the-letter-builder): the paragraphs the
 * selection touches, or the whole body when nothing is selected, rewritten
 * formal, warm, concise or confident and shown as a proposal. Hidden without
 * an AI key, as the resume's AI helper is.
 */
export function LetterAiToneMenu({ host }: { host: RichTextAiHost }) {
  const intl = useIntl();
  const settings = useAiSettings();
  const [selected, setSelected] = useState(false);
  const [request, setRequest] = useState<ToneRequest | null>(null);
  const [running, setRunning] = useState(false);
  const [open, setOpen] = useState(false);
  const count = useRef(0);
  const trigger = useRef<HTMLDivElement>(null);

  if (!settings) {
    return null;
  }
  const label = intl.formatMessage(messages.tone);

  return (
    <div ref={trigger}>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onOpenChange={(change) => {
          if (change.open) {
            setSelected(host.readSelection() !== null);
          }
        }}
        onSelect={({ value }) => {
          const tone = letterTones.find((name) => name === value);
          if (!tone) {
            return;
          }
          count.current += 1;
          setRequest({
            id: count.current,
            tone,
            original: host.readValue(),
            selection: host.readSelection(),
          });
          setRunning(true);
          setOpen(true);
        }}
      >
        <Menu.Trigger asChild disabled={running}>
          {/* The resume AI helper's look (ai-helper-button.tsx), as the menu's own trigger. */}
          <IconButton
            variant="ghost"
            size="xs"
            aria-label={label}
            title={label}
            aria-busy={running || undefined}
            data-ai-action="letter-tone"
            color="purple.fg"
            _hover={{ bg: 'purple.subtle' }}
          >
            {running ? <Spinner size="xs" /> : <MessageSquareQuote aria-hidden />}
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minWidth="48">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>
                  {intl.formatMessage(selected ? messages.toneSelection : messages.toneWhole)}
                </Menu.ItemGroupLabel>
                {letterTones.map((tone) => (
                  <Menu.Item key={tone} value={tone}>
                    {intl.formatMessage(messages[tone])}
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {request ? (
        <Suspense fallback={null}>
          <LetterAiRewrite
            key={request.id}
            request={request}
            open={open}
            onAnswered={() => setRunning(false)}
            onClose={() => setOpen(false)}
            returnFocus={() =>
              trigger.current?.querySelector<HTMLElement>('[data-ai-action="letter-tone"]') ?? null
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}
