import { Box, Button, Flex, HStack, IconButton, Separator, Text } from '@chakra-ui/react';
import {
  Crosshair,
  Download,
  FileDigit,
  Link2,
  Redo2,
  RotateCcw,
  SeparatorHorizontal,
  Undo2,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { useArtboardFrame } from '../../../lib/artboard/use-artboard-frame';
import { mirrorInRtl } from '../../../ui/direction';
import { Tooltip } from '../../../ui/tooltip';
import { useSaving } from '../autosave/builder-saving';
import { useDownloadPdf } from '../hooks/use-download-pdf';
import { useCopyResumeLink } from '../right/sharing/copy-link';
import {
  useReadOnly,
  useResume,
  useResumeField,
  useResumeMeta,
  useUndoRedo,
} from '../state/builder-context';

const messages = defineMessages<{
  frameTitle: { title: string };
  stage: Record<string, never>;
  toolbar: Record<string, never>;
  undo: Record<string, never>;
  redo: Record<string, never>;
  zoomIn: Record<string, never>;
  zoomOut: Record<string, never>;
  zoomReset: Record<string, never>;
  center: Record<string, never>;
  breakLine: Record<string, never>;
  pageNumbers: Record<string, never>;
  copyLink: Record<string, never>;
  copyLinkPrivate: Record<string, never>;
  // The number in the reader's digits; the message places the sign ("100 %", "%100").
  zoomLevel: { percent: string };
  download: Record<string, never>;
  preparing: Record<string, never>;
  pages: { count: number };
}>({
  frameTitle: { id: 'builder.canvas.frameTitle', defaultMessage: 'Preview of {title}' },
  stage: { id: 'builder.canvas.stage', defaultMessage: 'Resume preview' },
  toolbar: { id: 'builder.canvas.toolbar', defaultMessage: 'Preview tools' },
  undo: { id: 'builder.canvas.undo', defaultMessage: 'Undo' },
  redo: { id: 'builder.canvas.redo', defaultMessage: 'Redo' },
  zoomIn: { id: 'builder.canvas.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'builder.canvas.zoomOut', defaultMessage: 'Zoom out' },
  zoomReset: { id: 'builder.canvas.zoomReset', defaultMessage: 'Reset zoom' },
  center: { id: 'builder.canvas.center', defaultMessage: 'Center the artboard' },
  breakLine: { id: 'builder.canvas.breakLine', defaultMessage: 'Show the page-break line' },
  pageNumbers: { id: 'builder.canvas.pageNumbers', defaultMessage: 'Show page numbers' },
  copyLink: { id: 'builder.canvas.copyLink', defaultMessage: 'Copy link to resume' },
  copyLinkPrivate: {
    id: 'builder.canvas.copyLinkPrivate',
    defaultMessage: 'Make the resume public in Sharing to copy its link',
  },
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
const zoomStep = 1.1;

function ToolButton({
  label,
  onClick,
  disabled,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip content={label}>
      <IconButton
        variant={pressed ? 'subtle' : 'ghost'}
        size="sm"
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The builder's centre pane: the resume drawn by the artboard in a frame
 * (`/artboard/builder`) from the document on screen, fitted to the pane and
 * zoomable, with the bottom toolbar of docs/product.md#toolbars: undo, redo, zoom in, zoom out,
 * reset zoom, center, page-break line, page numbers, copy link, download PDF.
 */
export function BuilderCanvas() {
  const intl = useIntl();
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const data = useResume((document) => document);
  const { id, title, visibility } = useResumeMeta();
  const readOnly = useReadOnly();
  const { size, pageCount, onLoad } = useArtboardFrame(frame, data);
  const [available, setAvailable] = useState(0);
  const [zoom, setZoom] = useState(1);
  const { undo, redo, canUndo, canRedo } = useUndoRedo();
  const [breakLine, setBreakLine] = useResumeField<boolean>('metadata.page.options.breakLine');
  const [pageNumbers, setPageNumbers] = useResumeField<boolean>(
    'metadata.page.options.pageNumbers',
  );
  const { copy } = useCopyResumeLink();
  const saving = useSaving();
  const { download, printing } = useDownloadPdf(id, saving.whenSaved);

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

  const isPublic = visibility === 'public';
  // A narrow preview pane keeps the toolbar on one line: Download PDF as an icon.
  const compact = available > 0 && available < 620;

  return (
    <Flex direction="column" flex="1" height="full" minWidth="0" minHeight="0" bg="bg.muted">
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
      <HStack
        role="toolbar"
        aria-label={intl.formatMessage(messages.toolbar)}
        aria-orientation="horizontal"
        justify="center"
        gap="0.5"
        py="1.5"
        px="2"
        borderTopWidth="1px"
        bg="bg.panel"
        flexWrap="wrap"
      >
        <ToolButton
          label={intl.formatMessage(messages.undo)}
          onClick={undo}
          disabled={!canUndo || readOnly}
        >
          <Undo2 aria-hidden className={mirrorInRtl} />
        </ToolButton>
        <ToolButton
          label={intl.formatMessage(messages.redo)}
          onClick={redo}
          disabled={!canRedo || readOnly}
        >
          <Redo2 aria-hidden className={mirrorInRtl} />
        </ToolButton>
        <Separator orientation="vertical" height="5" mx="1" />
        <ToolButton
          label={intl.formatMessage(messages.zoomOut)}
          disabled={zoom <= minZoom}
          onClick={() => setZoom((value) => Math.max(minZoom, value / zoomStep))}
        >
          <ZoomOut aria-hidden />
        </ToolButton>
        <Text
          minWidth="11"
          textAlign="center"
          fontSize="sm"
          fontVariantNumeric="tabular-nums"
          aria-live="polite"
        >
          {intl.formatMessage(messages.zoomLevel, { percent: intl.formatNumber(percent) })}
        </Text>
        <ToolButton
          label={intl.formatMessage(messages.zoomIn)}
          disabled={zoom >= maxZoom}
          onClick={() => setZoom((value) => Math.min(maxZoom, value * zoomStep))}
        >
          <ZoomIn aria-hidden />
        </ToolButton>
        <ToolButton label={intl.formatMessage(messages.zoomReset)} onClick={() => setZoom(1)}>
          <RotateCcw aria-hidden />
        </ToolButton>
        <ToolButton label={intl.formatMessage(messages.center)} onClick={center}>
          <Crosshair aria-hidden />
        </ToolButton>
        <Separator orientation="vertical" height="5" mx="1" />
        <ToolButton
          label={intl.formatMessage(messages.breakLine)}
          pressed={breakLine}
          disabled={readOnly}
          onClick={() => setBreakLine(!breakLine)}
        >
          <SeparatorHorizontal aria-hidden />
        </ToolButton>
        <ToolButton
          label={intl.formatMessage(messages.pageNumbers)}
          pressed={pageNumbers}
          disabled={readOnly}
          onClick={() => setPageNumbers(!pageNumbers)}
        >
          <FileDigit aria-hidden />
        </ToolButton>
        <ToolButton
          label={intl.formatMessage(isPublic ? messages.copyLink : messages.copyLinkPrivate)}
          disabled={!isPublic}
          onClick={() => void copy()}
        >
          <Link2 aria-hidden />
        </ToolButton>
        <Separator orientation="vertical" height="5" mx="1" />
        {pageCount > 0 && !compact && (
          <Text fontSize="sm" color="fg.muted" mx="2">
            {intl.formatMessage(messages.pages, { count: pageCount })}
          </Text>
        )}
        {compact ? (
          <Tooltip content={intl.formatMessage(messages.download)}>
            <IconButton
              size="sm"
              aria-label={intl.formatMessage(messages.download)}
              onClick={() => void download()}
              loading={printing}
              ms="1"
            >
              <Download aria-hidden />
            </IconButton>
          </Tooltip>
        ) : (
          <Button size="sm" onClick={() => void download()} loading={printing} ms="1">
            <Download aria-hidden />
            {intl.formatMessage(printing ? messages.preparing : messages.download)}
          </Button>
        )}
      </HStack>
    </Flex>
  );
}
