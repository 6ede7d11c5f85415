import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { type ResumeData } from '@vitae/schema';
import { Shrink } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, type IntlShape, useIntl } from 'react-intl';

// Types only: the artboard's own code stays in the artboard's entry.
import type { FitSettings } from '../../../../../artboard/page/fit';
import type {
  ArtboardFitMessage,
  ArtboardFittedMessage,
  FitResult,
} from '../../../../../artboard/page/fit-dom';
import { useEdit, useReadOnly, useResume } from '../../../hooks/builder-context';

const messages = defineMessages<{
  one: Record<string, never>;
  two: Record<string, never>;
  changed: { changes: string };
  font: { from: string; to: string };
  lineHeight: { from: string; to: string };
  spacing: { from: string; to: string };
  margin: { from: string; to: string };
  already: { count: number };
  over: { over: string; entries: string };
  failed: Record<string, never>;
}>({
  one: { id: 'builder.page.fit.one', defaultMessage: 'Fit to 1 page' },
  two: { id: 'builder.page.fit.two', defaultMessage: 'Fit to 2 pages' },
  changed: { id: 'builder.page.fit.changed', defaultMessage: 'Fitted: {changes}.' },
  font: { id: 'builder.page.fit.font', defaultMessage: 'font {from} → {to} px' },
  lineHeight: { id: 'builder.page.fit.lineHeight', defaultMessage: 'line height {from} → {to}' },
  spacing: { id: 'builder.page.fit.spacing', defaultMessage: 'spacing {from} → {to}' },
  margin: { id: 'builder.page.fit.margin', defaultMessage: 'margin {from} → {to} px' },
  already: {
    id: 'builder.page.fit.already',
    defaultMessage: 'It already fits on {count, plural, one {# page} other {# pages}}.',
  },
  over: {
    id: 'builder.page.fit.over',
    defaultMessage:
      'Even at the smallest readable settings it is {over} pages over. The longest entries: {entries}.',
  },
  failed: {
    id: 'builder.page.fit.failed',
    defaultMessage: 'The preview did not answer. Try again.',
  },
});

/** The changes a fit made, in words: "font 14 → 13 px, margin 18 → 14 px". */
function describeChanges(intl: IntlShape, from: FitSettings, to: FitSettings): string {
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 });
  const parts = (['fontSize', 'lineHeight', 'spacing', 'margin'] as const)
    .filter((key) => from[key] !== to[key])
    .map((key) =>
      intl.formatMessage(messages[key === 'fontSize' ? 'font' : key], {
        from: number(from[key]),
        to: number(to[key]),
      }),
    );
  return intl.formatList(parts, { type: 'conjunction' });
}

/** The document with a fit's settings, one edit (docs/templates.md#fit-to-pages). */
function withSettings(data: ResumeData, settings: FitSettings): ResumeData {
  const { metadata } = data;
  return {
    ...data,
    metadata: {
      ...metadata,
      page: { ...metadata.page, margin: settings.margin, spacing: settings.spacing },
      typography: {
        ...metadata.typography,
        lineHeight: settings.lineHeight,
        font: { ...metadata.typography.font, size: settings.fontSize },
      },
    },
  };
}

let requests = 0;

/** Asks the builder's preview frame for a fit; null when it does not answer within 5 s. */
function askFrame(pages: number): Promise<FitResult | null> {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[src="/artboard/builder"]');
  const target = frame?.contentWindow;
  if (!target) {
    return Promise.resolve(null);
  }
  const request = ++requests;
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => finish(null), 5000);
    const onMessage = (event: MessageEvent) => {
      const reply = event.data as Partial<ArtboardFittedMessage> | null;
      if (
        event.source === target &&
        event.origin === window.location.origin &&
        reply?.type === 'artboard:fitted' &&
        reply.request === request &&
        reply.result
      ) {
        finish(reply.result);
      }
    };
    function finish(result: FitResult | null) {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(result);
    }
    window.addEventListener('message', onMessage);
    const message: ArtboardFitMessage = { type: 'artboard:fit', pages, request };
    target.postMessage(message, window.location.origin);
  });
}

/**
 * "Fit to 1 page" and "Fit to 2 pages" (docs/web.md#the-page-panel): the
 * preview finds the smallest change within readable bounds, the builder applies
 * it as one undo step and says what changed, or how far over it still is.
 */
export function FitToPages() {
  const intl = useIntl();
  const edit = useEdit();
  const readOnly = useReadOnly();
  // Each value alone: typing elsewhere in the resume does not draw this again.
  const fontSize = useResume((data) => data.metadata.typography.font.size);
  const lineHeight = useResume((data) => data.metadata.typography.lineHeight);
  const spacing = useResume((data) => data.metadata.page.spacing ?? 1);
  const margin = useResume((data) => data.metadata.page.margin);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);

  async function fit(pages: number) {
    setBusy(true);
    const result = await askFrame(pages);
    setBusy(false);
    if (!result) {
      setSaid(intl.formatMessage(messages.failed));
      return;
    }
    const from: FitSettings = { fontSize, lineHeight, spacing, margin };
    if (!result.fits) {
      const entries = intl.formatList(
        result.longest.map((entry) => entry.title).filter((title) => title !== ''),
        { type: 'conjunction' },
      );
      const over = intl.formatNumber(result.over, { maximumFractionDigits: 1 });
      setSaid(intl.formatMessage(messages.over, { over, entries }));
      return;
    }
    const changes = describeChanges(intl, from, result.settings);
    if (changes === '') {
      setSaid(intl.formatMessage(messages.already, { count: pages }));
      return;
    }
    edit((data) => withSettings(data, result.settings));
    setSaid(intl.formatMessage(messages.changed, { changes }));
  }

  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        {[1, 2].map((pages) => (
          <Button
            key={pages}
            size="sm"
            variant="outline"
            disabled={readOnly || busy}
            onClick={() => void fit(pages)}
          >
            <Shrink aria-hidden />
            {intl.formatMessage(pages === 1 ? messages.one : messages.two)}
          </Button>
        ))}
      </HStack>
      <Text textStyle="xs" color="fg.muted" role="status" aria-live="polite" minHeight="1lh">
        {said}
      </Text>
    </Stack>
  );
}
