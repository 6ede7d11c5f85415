import { useBreakpointValue } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { SkipLink } from '../../../ui/skip-link';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useResumeMeta } from '../hooks/builder-context';
import { useUndoShortcuts } from '../hooks/use-undo-shortcuts';
import { useVersionPreview } from '../hooks/version-preview';
import { BuilderCanvas } from './builder-canvas';
import { BuilderTopBar } from './builder-top-bar';
import { ConflictDialog } from './conflict-dialog';
import { BuilderFrame, type PaneSide } from './frame/builder-frame';
import { LeftPane } from './left/left-pane';
import { LockedBanner } from './locked-banner';
import { RightPane } from './right/right-pane';

const messages = defineMessages({
  sections: { id: 'builder.screen.sections', defaultMessage: 'Sections' },
  design: { id: 'builder.screen.design', defaultMessage: 'Design' },
  close: { id: 'builder.screen.close', defaultMessage: 'Close' },
  resizeLeft: { id: 'builder.screen.resizeLeft', defaultMessage: 'Resize the sections pane' },
  resizeRight: { id: 'builder.screen.resizeRight', defaultMessage: 'Resize the design pane' },
  skipToForm: { id: 'builder.screen.skipToForm', defaultMessage: 'Skip to the form' },
});

/** The form's first field, Full name: the first text field of Basics. */
function firstFormField(): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    '#section-basics :is(input, textarea):not([type=file], [type=hidden], [type=checkbox], [type=radio])',
  );
}

/**
 * The builder's screen (docs/product.md#panes), in the builders' frame: top bar, then on
 * desktop three resizable panes (sections | preview | design tools); on smaller screens
 * the preview alone, with the side panes as sheets.
 */
export function BuilderLayout() {
  const intl = useIntl();
  const { title } = useResumeMeta();
  useDocumentTitle(title);
  useUndoShortcuts();
  const desktop = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const [sheet, setSheet] = useState<PaneSide | null>(null);
  // The skip link opened the sections sheet: Full name takes the focus, not the sheet's first control.
  const [toForm, setToForm] = useState(false);
  // A version opened from the History panel is shown in the preview: on a phone the sheet gives way.
  const { viewing } = useVersionPreview();
  useEffect(() => {
    if (viewing) {
      setSheet(null);
    }
  }, [viewing]);
  const openSheet = (next: PaneSide) => {
    setToForm(false);
    setSheet(next);
  };

  return (
    <BuilderFrame
      wide={desktop}
      sheet={sheet}
      onCloseSheet={() => setSheet(null)}
      closeLabel={intl.formatMessage(messages.close)}
      widePanes={{
        resize: [intl.formatMessage(messages.resizeLeft), intl.formatMessage(messages.resizeRight)],
      }}
      lead={
        // Past the top bar and the section rail to Full name; below 1024 px the form is in the sections sheet, which it opens.
        <SkipLink
          href="#section-basics"
          onActivate={
            desktop
              ? () => firstFormField()?.focus()
              : () => {
                  setToForm(true);
                  setSheet('start');
                }
          }
        >
          {intl.formatMessage(messages.skipToForm)}
        </SkipLink>
      }
      topBar={
        <BuilderTopBar
          onOpenSections={desktop ? undefined : () => openSheet('start')}
          onOpenDesign={desktop ? undefined : () => openSheet('end')}
        />
      }
      banner={<LockedBanner />}
      start={{
        label: intl.formatMessage(messages.sections),
        content: <LeftPane />,
        initialFocus: toForm ? firstFormField : undefined,
      }}
      canvas={<BuilderCanvas />}
      end={{ label: intl.formatMessage(messages.design), content: <RightPane /> }}
    >
      <ConflictDialog />
    </BuilderFrame>
  );
}
