import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { serverErrorTitle } from '../../../lib/errors/error-messages';
import { toaster } from '../../../ui/toaster';
import { readAiSettings } from '../../settings/lib/ai-settings';
import { useLetterMeta } from '../hooks/letter-context';
import { useAiSettings } from '../hooks/use-ai-settings';
import { letterAiMessages as messages } from './letter-ai-messages';

// The dialog, the prompts and the proposal load when the person first asks (docs/letters.md#the-letter-builder).
const LetterAiDraft = lazy(async () => ({
  default: (await import('./letter-ai-draft')).LetterAiDraft,
}));

/**
 * Draft with AI (docs/letters.md#the-letter-builder): opens the draft's dialog,
 * which asks with the person's own key and shows the answer as a proposal.
 * Without a key it says where to set one, as the resume's AI helper does.
 */
export function LetterAiDraftButton() {
  const intl = useIntl();
  const settings = useAiSettings();
  const { locked } = useLetterMeta();
  const [open, setOpen] = useState(false);
  // Each draft starts afresh; the last one stays mounted, closed, so its dialogs end as they opened.
  const [session, setSession] = useState(0);
  const button = useRef<HTMLButtonElement>(null);

  const start = () => {
    if (!readAiSettings()) {
      toaster.create({
        type: 'error',
        title: intl.formatMessage(serverErrorTitle.title),
        description: intl.formatMessage(messages.keyNotSet),
      });
      return;
    }
    setSession((count) => count + 1);
    setOpen(true);
  };

  return (
    <Stack gap="1.5">
      <HStack gap="3" wrap="wrap">
        <Button
          ref={button}
          size="sm"
          variant="outline"
          colorPalette="purple"
          disabled={locked}
          onClick={start}
        >
          <Sparkles aria-hidden />
          {intl.formatMessage(messages.draft)}
        </Button>
      </HStack>
      {settings ? (
        <Text textStyle="xs" color="fg.muted">
          {intl.formatMessage(messages.draftHint)}
        </Text>
      ) : (
        <Text textStyle="xs" color="fg.muted" data-testid="letter-ai-no-key">
          {intl.formatMessage(messages.keyNotSet)}{' '}
          <Link asChild color="purple.fg" fontWeight="medium">
            <RouterLink to="/dashboard/settings#openai">
              {intl.formatMessage(messages.openSettings)}
            </RouterLink>
          </Link>
        </Text>
      )}
      {session > 0 ? (
        <Suspense fallback={null}>
          <LetterAiDraft
            key={session}
            open={open}
            onClose={() => setOpen(false)}
            returnFocus={() => button.current}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
