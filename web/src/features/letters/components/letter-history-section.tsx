import { Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import type { BuilderKit } from '../../builder/builder-kit';
import { useKit } from '../hooks/builder-kit';
import { LetterHistory } from './letter-history';
import { letterHistoryMessages } from './letter-history-messages';

type HistoryKit = Awaited<ReturnType<BuilderKit['loadHistory']>>;

/**
 * The letter builder's History section (docs/letters.md#the-letter-builder):
 * the resume builder's History panel for a letter. Its pieces come with the
 * resume builder's History code, loaded when the section first draws.
 */
export function LetterHistorySection() {
  const intl = useIntl();
  const { PaneSection, loadHistory } = useKit();
  const [history, setHistory] = useState<HistoryKit | null>(null);

  useEffect(() => {
    let cancelled = false;
    void loadHistory().then((loaded) => !cancelled && setHistory(loaded));
    return () => {
      cancelled = true;
    };
  }, [loadHistory]);

  return (
    <PaneSection
      id="history"
      title={intl.formatMessage(letterHistoryMessages.title)}
      icon={history && <history.HistoryIcon size={18} />}
    >
      {history ? (
        <LetterHistory kit={history} />
      ) : (
        <Stack gap="2">
          <Skeleton height="8" />
          <Skeleton height="16" />
        </Stack>
      )}
    </PaneSection>
  );
}

export type { HistoryKit };
