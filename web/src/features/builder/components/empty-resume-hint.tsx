import { Alert, Text } from '@chakra-ui/react';
import { directionOf, type ResumeData } from '@vitae/schema';
import { Lightbulb } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

import { useReadOnly, useResume } from '../hooks/builder-context';

const messages = defineMessages({
  leftPane: {
    id: 'builder.emptyResume.leftPane',
    defaultMessage: 'Start with your name and headline, then add sections.',
  },
  preview: {
    id: 'builder.emptyResume.preview',
    defaultMessage:
      'So far this resume holds only your name and contacts. Add a headline, a summary and sections, and they appear here.',
  },
});

/** Rich text with no words in it (an empty editor keeps `<p></p>`). */
function blankRichText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/**
 * Whether a resume holds nothing but its personal details (docs/product.md#panes):
 * no headline, no summary and no item in any section, custom ones included.
 */
export function isEmptyResume(data: ResumeData): boolean {
  const { summary, custom, ...builtIn } = data.sections;
  return (
    data.basics.headline.trim() === '' &&
    blankRichText(summary.content) &&
    Object.values(builtIn).every((section) => section.items.length === 0) &&
    Object.values(custom).every((section) => section.items.length === 0)
  );
}

/** The left pane's first step for an empty resume; none while the resume is read-only. */
export function LeftPaneEmptyHint() {
  const intl = useIntl();
  const empty = useResume(isEmptyResume);
  const readOnly = useReadOnly();
  if (!empty || readOnly) {
    return null;
  }
  return (
    // A note, not an alert: it is there from the start, nothing to announce.
    <Alert.Root role="note" status="info" variant="subtle" size="sm" mt="4" borderRadius="md">
      <Alert.Indicator>
        <Lightbulb />
      </Alert.Indicator>
      <Alert.Description>{intl.formatMessage(messages.leftPane)}</Alert.Description>
    </Alert.Root>
  );
}

/**
 * The preview's word for an empty resume, above the frame: it belongs to the
 * builder, not to the resume, so neither the frame nor a print ever shows it.
 */
export function PreviewEmptyHint({ width }: { width: number }) {
  const intl = useIntl();
  const empty = useResume(isEmptyResume);
  if (!empty) {
    return null;
  }
  return (
    <Text
      width={`${width}px`}
      maxWidth="full"
      marginInline="auto"
      mb="3"
      // The stage is left to right; the hint reads in the interface's direction.
      dir={directionOf(intl.locale)}
      color="fg.muted"
      fontSize="sm"
      textAlign="center"
    >
      {/* In the line, so it stays beside the first word however the text wraps. */}
      <Lightbulb
        size={16}
        aria-hidden
        style={{ display: 'inline', verticalAlign: '-3px', marginInlineEnd: '0.375rem' }}
      />
      {intl.formatMessage(messages.preview)}
    </Text>
  );
}
