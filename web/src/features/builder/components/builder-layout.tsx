import { Box, CloseButton, Drawer, Flex, Portal, useBreakpointValue } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Group, Panel, Separator } from 'react-resizable-panels';

import { SkipLink } from '../../../ui/skip-link';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useResumeMeta } from '../hooks/builder-context';
import { useUndoShortcuts } from '../hooks/use-undo-shortcuts';
import { useVersionPreview } from '../hooks/version-preview';
import { BuilderCanvas } from './builder-canvas';
import { BuilderTopBar } from './builder-top-bar';
import { ConflictDialog } from './conflict-dialog';
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

/** docs/product.md#panes and #defaults-and-limits: each side pane is 48 px to 45 % of the width, 30 % at first. */
const sidePane = { minSize: 48, maxSize: '45%', defaultSize: '30%' } as const;

function ResizeHandle({ label }: { label: string }) {
  return (
    <Separator aria-label={label} className="builder-resize-handle">
      <Box
        width="1px"
        height="full"
        bg="border"
        position="relative"
        _after={{
          content: '""',
          position: 'absolute',
          insetBlock: 0,
          insetInline: '-3px',
        }}
        css={{
          '.builder-resize-handle:hover &, .builder-resize-handle:focus-visible &, .builder-resize-handle[data-separator="active"] &':
            { background: 'var(--chakra-colors-brand-solid)', width: '3px' },
        }}
      />
    </Separator>
  );
}

type Sheet = 'sections' | 'design' | null;

function PaneSheet({
  open,
  placement,
  title,
  onClose,
  initialFocus,
  children,
}: {
  open: boolean;
  placement: 'start' | 'end';
  title: string;
  onClose: () => void;
  /** The element to focus when the sheet opens (else its first control). */
  initialFocus?: () => HTMLElement | null;
  children: React.ReactNode;
}) {
  const intl = useIntl();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={({ open: next }) => !next && onClose()}
      placement={placement}
      size="md"
      lazyMount
      initialFocusEl={initialFocus}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxWidth="min(100vw - 2rem, 28rem)">
            <Drawer.Header py="3" borderBottomWidth="1px">
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="0" display="flex" minHeight="0">
              {children}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(messages.close)} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/**
 * The builder's screen (docs/product.md#panes): top bar, then on desktop three resizable
 * panes (sections | preview | design tools); on smaller screens the preview
 * alone, with the side panes as sheets.
 */
export function BuilderLayout() {
  const intl = useIntl();
  const { title } = useResumeMeta();
  useDocumentTitle(title);
  useUndoShortcuts();
  const desktop = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const [sheet, setSheet] = useState<Sheet>(null);
  // The skip link opened the sections sheet: Full name takes the focus, not the sheet's first control.
  const [toForm, setToForm] = useState(false);
  // A version opened from the History panel is shown in the preview: on a phone the sheet gives way.
  const { viewing } = useVersionPreview();
  useEffect(() => {
    if (viewing) {
      setSheet(null);
    }
  }, [viewing]);
  const openSheet = (next: Sheet) => {
    setToForm(false);
    setSheet(next);
  };

  return (
    <Flex direction="column" height="100dvh" overflow="hidden">
      {/* Past the top bar and the section rail to Full name; below 1024 px the form is in the sections sheet, which it opens. */}
      <SkipLink
        href="#section-basics"
        onActivate={
          desktop
            ? () => firstFormField()?.focus()
            : () => {
                setToForm(true);
                setSheet('sections');
              }
        }
      >
        {intl.formatMessage(messages.skipToForm)}
      </SkipLink>
      <BuilderTopBar
        onOpenSections={desktop ? undefined : () => openSheet('sections')}
        onOpenDesign={desktop ? undefined : () => openSheet('design')}
      />
      <LockedBanner />
      <Flex as="main" flex="1" minHeight="0">
        {desktop ? (
          <Group orientation="horizontal" style={{ height: '100%', width: '100%' }}>
            <Panel id="sections" {...sidePane}>
              <Box
                as="aside"
                aria-label={intl.formatMessage(messages.sections)}
                height="full"
                display="flex"
                bg="bg.panel"
              >
                <LeftPane />
              </Box>
            </Panel>
            <ResizeHandle label={intl.formatMessage(messages.resizeLeft)} />
            <Panel id="preview" minSize="10%">
              <BuilderCanvas />
            </Panel>
            <ResizeHandle label={intl.formatMessage(messages.resizeRight)} />
            <Panel id="design" {...sidePane}>
              <Box
                as="aside"
                aria-label={intl.formatMessage(messages.design)}
                height="full"
                display="flex"
                bg="bg.panel"
              >
                <RightPane />
              </Box>
            </Panel>
          </Group>
        ) : (
          <>
            <BuilderCanvas />
            <PaneSheet
              open={sheet === 'sections'}
              placement="start"
              title={intl.formatMessage(messages.sections)}
              onClose={() => setSheet(null)}
              initialFocus={toForm ? firstFormField : undefined}
            >
              <LeftPane />
            </PaneSheet>
            <PaneSheet
              open={sheet === 'design'}
              placement="end"
              title={intl.formatMessage(messages.design)}
              onClose={() => setSheet(null)}
            >
              <RightPane />
            </PaneSheet>
          </>
        )}
      </Flex>
      <ConflictDialog />
    </Flex>
  );
}
