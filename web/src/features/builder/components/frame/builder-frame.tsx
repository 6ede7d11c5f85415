import { Box, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';

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

/** Which side pane is open as a sheet below 1024 px. */
export type PaneSide = 'start' | 'end';

/** A side pane of the builder: its content and its name (the aside's, the sheet's title). */
export type FramePane = {
  label: string;
  content: ReactNode;
  /** The element to focus when its sheet opens (else the sheet's first control). */
  initialFocus?: () => HTMLElement | null;
};

/**
 * The side panes on a wide screen: resizable (each handle named), or of fixed
 * widths (the start pane's and the end pane's).
 */
export type WidePanes = { resize: [string, string] } | { widths: [string, string] };

function PaneSheet({
  pane,
  side,
  open,
  closeLabel,
  onClose,
}: {
  pane: FramePane;
  side: PaneSide;
  open: boolean;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={({ open: next }) => !next && onClose()}
      placement={side}
      size="md"
      lazyMount
      initialFocusEl={pane.initialFocus}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxWidth="min(100vw - 2rem, 28rem)">
            <Drawer.Header py="3" borderBottomWidth="1px">
              <Drawer.Title>{pane.label}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="0" display="flex" minHeight="0">
              {pane.content}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** A side pane on a wide screen; a fixed width keeps it from shrinking and draws its borders. */
function PaneAside({ pane, width }: { pane: FramePane; width?: string }) {
  return (
    <Box
      as="aside"
      aria-label={pane.label}
      height="full"
      display="flex"
      bg="bg.panel"
      {...(width && { width, flexShrink: 0, borderInlineWidth: '1px' })}
    >
      {pane.content}
    </Box>
  );
}

export type BuilderFrameProps = {
  /** At least 1024 px wide: the three panes side by side, else the canvas with the panes as sheets. */
  wide: boolean;
  /** The side pane open as a sheet (below 1024 px), and how it is closed. */
  sheet: PaneSide | null;
  onCloseSheet: () => void;
  /** The sheets' close button's name. */
  closeLabel: string;
  widePanes: WidePanes;
  /** Before the top bar: the skip link. */
  lead?: ReactNode;
  topBar: ReactNode;
  /** Between the top bar and the panes: the locked banner. */
  banner: ReactNode;
  start: FramePane;
  canvas: ReactNode;
  end: FramePane;
  /** After the panes: dialogs. */
  children?: ReactNode;
};

/**
 * The builders' screen, a resume's or a letter's (docs/product.md#panes,
 * docs/letters.md#the-letter-builder): the top bar, then on a wide screen the
 * start pane, the preview and the end pane side by side; below 1024 px the
 * preview alone, with the side panes as sheets the top bar opens.
 */
export function BuilderFrame({
  wide,
  sheet,
  onCloseSheet,
  closeLabel,
  widePanes,
  lead,
  topBar,
  banner,
  start,
  canvas,
  end,
  children,
}: BuilderFrameProps) {
  let panes: ReactNode;
  if (!wide) {
    panes = (
      <>
        {canvas}
        {(['start', 'end'] as const).map((side) => (
          <PaneSheet
            key={side}
            pane={side === 'start' ? start : end}
            side={side}
            open={sheet === side}
            closeLabel={closeLabel}
            onClose={onCloseSheet}
          />
        ))}
      </>
    );
  } else if ('widths' in widePanes) {
    panes = (
      <>
        <PaneAside pane={start} width={widePanes.widths[0]} />
        {canvas}
        <PaneAside pane={end} width={widePanes.widths[1]} />
      </>
    );
  } else {
    panes = (
      <Group orientation="horizontal" style={{ height: '100%', width: '100%' }}>
        <Panel id="sections" {...sidePane}>
          <PaneAside pane={start} />
        </Panel>
        <ResizeHandle label={widePanes.resize[0]} />
        <Panel id="preview" minSize="10%">
          {canvas}
        </Panel>
        <ResizeHandle label={widePanes.resize[1]} />
        <Panel id="design" {...sidePane}>
          <PaneAside pane={end} />
        </Panel>
      </Group>
    );
  }
  return (
    <Flex direction="column" height="100dvh" overflow="hidden">
      {lead}
      {topBar}
      {banner}
      <Flex as="main" flex="1" minHeight="0">
        {panes}
      </Flex>
      {children}
    </Flex>
  );
}
