import { useState } from 'react';
import { useIntl } from 'react-intl';

import { useDocumentTitle } from '../../../ui/use-document-title';
import type { PaneSide } from '../../builder/components/frame/builder-frame';
import { useKit } from '../hooks/builder-kit';
import { useLetterMeta, useLetterStore } from '../hooks/letter-context';
import { useWideScreen } from '../hooks/use-wide-screen';
import { LetterCanvas } from './letter-canvas';
import { LetterDesignPane } from './letter-design-pane';
import { LetterFieldsPane } from './letter-fields-pane';
import { LetterLockedBanner } from './letter-locked-banner';
import { letterMessages as messages } from './letter-messages';
import { LetterTopBar } from './letter-top-bar';

/**
 * The letter builder's screen (docs/letters.md#the-letter-builder), in the
 * resume builder's frame: the top bar, then on a wide screen the letter's
 * fields, the preview and the design pane side by side (of fixed widths);
 * below 1024 px the preview alone, with the side panes as sheets.
 */
export function LetterLayout() {
  const intl = useIntl();
  const { title } = useLetterMeta();
  useDocumentTitle(title);
  const { BuilderFrame, useUndoShortcuts } = useKit();
  useUndoShortcuts(useLetterStore());
  const desktop = useWideScreen();
  const [sheet, setSheet] = useState<PaneSide | null>(null);

  return (
    <BuilderFrame
      wide={desktop}
      sheet={sheet}
      onCloseSheet={() => setSheet(null)}
      closeLabel={intl.formatMessage(messages.close)}
      widePanes={{ widths: ['34%', '22%'] }}
      topBar={
        <LetterTopBar
          onOpenFields={desktop ? undefined : () => setSheet('start')}
          onOpenDesign={desktop ? undefined : () => setSheet('end')}
        />
      }
      banner={<LetterLockedBanner />}
      start={{ label: intl.formatMessage(messages.fields), content: <LetterFieldsPane /> }}
      canvas={<LetterCanvas />}
      end={{ label: intl.formatMessage(messages.design), content: <LetterDesignPane /> }}
    />
  );
}
