import { Alert, Box, Button, Flex, HStack } from '@chakra-ui/react';
import { memo, type RefObject, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { type FrameSize, useArtboardFrame } from '../../../lib/artboard/use-artboard-frame';
import { useResume, useResumeMeta } from '../hooks/builder-context';
import { useDownloadVersionPdf } from '../hooks/use-download-pdf';
import { useVersionPreview, type ViewedVersion } from '../hooks/version-preview';
import { publishSheetFill } from '../lib/sheet-fill';
import { canvasMessages as messages } from './canvas-messages';
import { CanvasToolbar } from './canvas-toolbar';
import { PreviewEmptyHint } from './empty-resume-hint';
import { historyMessages, historyValueMessages } from './right/history/history-messages';

/** The artboard's size before its first draw: one A4 sheet with the artboard's padding. */
const initialSize = { width: 900, height: 1200 };

/**
 * The builder's centre pane: the resume drawn by the artboard in a frame
 * (`/artboard/builder`) from the document on screen, fitted to the pane and
 * zoomable, above its bottom toolbar (`CanvasToolbar`).
 */
export function BuilderCanvas() {
  const frame = useRef<HTMLIFrameElement>(null);
  const present = useResume((document) => document);
  // A version opened from the History panel is drawn instead, read-only, until "Back to current".
  const { viewing, back } = useVersionPreview();
  const { size, pageCount, pages, onLoad } = useArtboardFrame(frame, viewing?.data ?? present);
  // The Page panel tells how full the sheets are: of the document being edited, not a version viewed.
  useEffect(() => publishSheetFill(viewing ? null : pages), [viewing, pages]);
  return (
    <CanvasView
      frame={frame}
      size={size}
      pageCount={pageCount}
      onLoad={onLoad}
      viewing={viewing}
      back={back}
    />
  );
}

type CanvasViewProps = {
  frame: RefObject<HTMLIFrameElement | null>;
  size: FrameSize | null;
  pageCount: number;
  onLoad: () => void;
  viewing: ViewedVersion | null;
  back: () => void;
};

/**
 * The pane around the frame. Its props do not change while a person types (the
 * document goes to the frame as a message), so it is not drawn again for each
 * key (docs/performance.md#typing-in-the-rich-text-editor).
 */
const CanvasView = memo(function CanvasView({
  frame,
  size,
  pageCount,
  onLoad,
  viewing,
  back,
}: CanvasViewProps) {
  const intl = useIntl();
  const stage = useRef<HTMLDivElement>(null);
  const { id, title } = useResumeMeta();
  const versionPdf = useDownloadVersionPdf(id);
  const [available, setAvailable] = useState(0);
  const [paneWidth, setPaneWidth] = useState(0);
  const [zoom, setZoom] = useState(1);

  useEffect(() => {
    const element = stage.current;
    if (!element) {
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      setAvailable(entry.contentRect.width);
      setPaneWidth(element.clientWidth);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const natural = size ?? initialSize;
  const fit = available > 0 ? Math.min(1, available / natural.width) : 1;
  const scale = fit * zoom;
  const percent = Math.round(scale * 100);

  const center = () => {
    const element = stage.current;
    if (element) {
      element.scrollTo({
        left: (element.scrollWidth - element.clientWidth) / 2,
        top: 0,
        behavior: 'smooth',
      });
    }
  };

  // A narrow preview pane keeps the toolbar on one line: Download PDF as an icon,
  // and narrower still (a phone, a squeezed centre pane; the whole compact row
  // is about 440 px) the tools past zoom in in a menu.
  const compact = available > 0 && available < 620;
  const narrow = paneWidth > 0 && paneWidth < 470;

  return (
    <Flex direction="column" flex="1" height="full" minWidth="0" minHeight="0" bg="bg.muted">
      {viewing && (
        <Alert.Root
          status="info"
          variant="subtle"
          borderRadius="0"
          alignItems="center"
          flexWrap="wrap"
          rowGap="2"
          py="2"
        >
          <Alert.Indicator />
          {/* Narrow, the buttons wrap below the words rather than squeeze them. */}
          <Alert.Content flex="1" minWidth="12rem">
            <Alert.Title>
              {intl.formatMessage(historyValueMessages.viewing, {
                number: intl.formatNumber(viewing.number),
              })}
              {viewing.name && (
                <Box as="span" fontWeight="normal" ms="2" dir="auto">
                  {viewing.name}
                </Box>
              )}
            </Alert.Title>
            <Alert.Description>{intl.formatMessage(historyMessages.viewingHint)}</Alert.Description>
          </Alert.Content>
          <HStack gap="2" flexWrap="wrap" justify="end" ms="auto">
            <Button
              size="sm"
              variant="outline"
              loading={versionPdf.printing}
              onClick={() => void versionPdf.download(viewing.id)}
            >
              {intl.formatMessage(messages.download)}
            </Button>
            <Button size="sm" variant="solid" onClick={back}>
              {intl.formatMessage(historyMessages.backToCurrent)}
            </Button>
          </HStack>
        </Alert.Root>
      )}
      {/*
       * The stage is left to right in every language: it holds only the resume
       * (whose own direction is the artboard's), and its scroll offsets and the
       * frame's top-left scaling are physical. Right to left, the scaled frame
       * sat off its box and "center" could not scroll (RTL scrollLeft is negative).
       */}
      <Box
        ref={stage}
        dir="ltr"
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage(messages.stage)}
        flex="1"
        overflow="auto"
        py={{ base: '3', md: '6' }}
        px={{ base: '2', md: '6' }}
      >
        <PreviewEmptyHint width={natural.width * scale} />
        <Box
          width={`${natural.width * scale}px`}
          height={`${natural.height * scale}px`}
          marginInline="auto"
          position="relative"
          boxShadow="lg"
        >
          <iframe
            ref={frame}
            src="/artboard/builder"
            onLoad={onLoad}
            title={intl.formatMessage(messages.frameTitle, { title })}
            style={{
              border: 0,
              width: natural.width,
              height: natural.height,
              transform: `scale(${scale})`,
              transformOrigin: 'top left',
              position: 'absolute',
              insetInlineStart: 0,
              top: 0,
              colorScheme: 'light',
            }}
          />
        </Box>
      </Box>
      <CanvasToolbar
        zoom={zoom}
        setZoom={setZoom}
        percent={percent}
        onCenter={center}
        pageCount={pageCount}
        compact={compact}
        narrow={narrow}
      />
    </Flex>
  );
});
