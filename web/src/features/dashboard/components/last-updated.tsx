import { Text, type TextProps } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';

import { relativeTime } from '../lib/relative-time';

const messages = defineMessages<{ lastUpdated: { time: string } }>({
  lastUpdated: { id: 'dashboard.resume.lastUpdated', defaultMessage: 'Last updated {time}' },
});

export type LastUpdatedProps = { updatedAt: string; now: Date; fontSize?: TextProps['fontSize'] };

/** "Last updated {relative time}" (docs/product.md#dashboard), with the exact time on hover. */
export function LastUpdated({ updatedAt, now, fontSize = 'xs' }: LastUpdatedProps) {
  const intl = useIntl();
  const then = new Date(updatedAt);
  const { value, unit } = relativeTime(then, now);
  const time = intl.formatRelativeTime(value, unit, { numeric: 'auto' });
  return (
    <Text fontSize={fontSize} color="fg.muted" truncate>
      <time
        dateTime={updatedAt}
        title={intl.formatDate(then, { dateStyle: 'long', timeStyle: 'short' })}
      >
        {intl.formatMessage(messages.lastUpdated, { time })}
      </time>
    </Text>
  );
}
