import { Box, Button, Flex, HStack, IconButton, Separator, Text } from '@chakra-ui/react';
import { type ResumeData } from '@vitae/schema';
import { Download, RotateCcw, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { useArtboardFrame } from '../../../lib/artboard/use-artboard-frame';
import { useDownloadPdf } from '../hooks/use-download-pdf';

const messages = defineMessages<{
  frameTitle: { title: string };
  stage: Record<string, never>;
  zoomIn: Record<string, never>;
  zoomOut: Record<string, never>;
  zoomReset: Record<string, never>;
  zoomLevel: { percent: number };
  download: Record<string, never>;
  preparing: Record<string, never>;
  pages: { count: number };
}>({
  frameTitle: { id: 'builder.canvas.frameTitle', defaultMessage: 'Preview of {title}' },
  stage: { id: 'builder.canvas.stage', defaultMessage: 'Resume preview' },
  zoomIn: { id: 'builder.canvas.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'builder.canvas.zoomOut', defaultMessage: 'Zoom out' },
  zoomReset: { id: 'builder.canvas.zoomReset', defaultMessage: 'Reset zoom' },
  zoomLevel: { id: 'builder.canvas.zoomLevel', defaultMessage: '{percent}%' },
  download: { id: 'builder.canvas.download', defaultMessage: 'Download PDF' },
  preparing: { id: 'builder.canvas.preparing', defaultMessage: 'Preparing PDF…' },
  pages: {
    id: 'builder.canvas.pages',
    defaultMessage: '{count, plural, one {# page} other {# pages}}',
  },
});

/** The artboard's size before its first draw: one A4 sheet with the artboard's padding. */
const initialSize = { width: 900, height: 1200 };
const minZoom = 0.3;
const maxZoom = 3;

export type BuilderCanvasProps = { resumeId: string; title: string; data: ResumeData };

/**
 * The builder's centre pane: the resume drawn by the artboard in a frame
 * (`/artboard/builder`), fitted to the pane's width and zoomable, with the
 * toolbar's zoom and Download PDF.
 */
export function BuilderCanvas({ resumeId, title, data }: BuilderCanvasProps) {
  const intl = useIntl();
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const { size, pageCount, onLoad } = useArtboardFrame(frame, data);
  const [available, setAvailable] = useState(0);
  const [zoom, setZoom] = useState(1);
  const { download, printing } = useDownloadPdf(resumeId);

  useEffect(() => {
    const element = stage.current;
    if (!element) {
      return;
    }
    const observer = new ResizeObserver(([entry]) => setAvailable(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const natural = size ?? initialSize;
  const fit = available > 0 ? Math.min(1, available / natural.width) : 1;
  const scale = fit * zoom;
  const percent = Math.round(scale * 100);

  return (
    <Flex direction="column" flex="1" minWidth="0" minHeight="0" bg="bg.muted">
      <Box
        ref={stage}
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage(messages.stage)}
        flex="1"
        overflow="auto"
        py={{ base: '3', md: '6' }}
        px={{ base: '2', md: '6' }}
      >
        <Box
          width={`${natural.width * scale}px`}
          height={`${natural.height * scale}px`}
          marginInline="auto"
          position="relative"
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
      <HStack
        role="toolbar"
        aria-orientation="horizontal"
        justify="center"
        gap="1"
        py="2"
        px="3"
        borderTopWidth="1px"
        bg="bg.panel"
        flexWrap="wrap"
      >
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={intl.formatMessage(messages.zoomOut)}
          disabled={zoom <= minZoom}
          onClick={() => setZoom((value) => Math.max(minZoom, value / 1.1))}
        >
          <ZoomOut aria-hidden />
        </IconButton>
        <Text minWidth="12" textAlign="center" fontSize="sm" fontVariantNumeric="tabular-nums">
          {intl.formatMessage(messages.zoomLevel, { percent })}
        </Text>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={intl.formatMessage(messages.zoomIn)}
          disabled={zoom >= maxZoom}
          onClick={() => setZoom((value) => Math.min(maxZoom, value * 1.1))}
        >
          <ZoomIn aria-hidden />
        </IconButton>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={intl.formatMessage(messages.zoomReset)}
          onClick={() => setZoom(1)}
        >
          <RotateCcw aria-hidden />
        </IconButton>
        <Separator orientation="vertical" height="5" mx="2" />
        {pageCount > 0 && (
          <Text fontSize="sm" color="fg.muted" me="2">
            {intl.formatMessage(messages.pages, { count: pageCount })}
          </Text>
        )}
        <Button size="sm" onClick={() => void download()} loading={printing}>
          <Download aria-hidden />
          {intl.formatMessage(printing ? messages.preparing : messages.download)}
        </Button>
      </HStack>
    </Flex>
  );
}
