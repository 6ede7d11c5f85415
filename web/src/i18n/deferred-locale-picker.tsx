import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { nativeName } from './locale-names';
import { pageLocale } from './locales';

const LocalePicker = lazy(() =>
  import('./locale-picker').then((module) => ({ default: module.LocalePicker })),
);

const messages = defineMessages({
  // The same words as the searchable picker's own label: a person hears one control.
  label: { id: 'locale.picker.label', defaultMessage: 'Language' },
});

type Stage = 'idle' | 'warm' | 'used';

/**
 * The landing page's language picker. The searchable list (Chakra's combobox
 * and the language names) is not part of the landing's first download
 * (docs/performance.md, its 250 kB budget): a button showing the page's
 * language stands in for it, starts loading it when the pointer comes near or
 * the button takes the focus, and when pressed is replaced by the list, open
 * and focused, as if it had been there all along.
 */
export function DeferredLocalePicker() {
  const intl = useIntl();
  const [stage, setStage] = useState<Stage>('idle');
  const standIn = (
    <Button
      size="sm"
      variant="outline"
      width="11rem"
      justifyContent="space-between"
      fontWeight="normal"
      aria-haspopup="listbox"
      onPointerEnter={() => setStage((now) => (now === 'idle' ? 'warm' : now))}
      onFocus={() => setStage((now) => (now === 'idle' ? 'warm' : now))}
      onClick={() => setStage('used')}
    >
      <Text as="span" truncate>
        <VisuallyHidden>{intl.formatMessage(messages.label)} </VisuallyHidden>
        <span lang={pageLocale}>{nativeName(pageLocale)}</span>
      </Text>
      <ChevronDown aria-hidden size={16} />
    </Button>
  );
  if (stage !== 'used') {
    return (
      <>
        {standIn}
        {stage === 'warm' ? <Preload /> : null}
      </>
    );
  }
  return (
    <Suspense fallback={standIn}>
      <LocalePicker size="sm" openAtOnce />
    </Suspense>
  );
}

/** Starts downloading the picker's code ahead of the press; draws nothing. */
function Preload() {
  void import('./locale-picker');
  return null;
}
