import { Button, HStack, IconButton, Separator, Text } from '@chakra-ui/react';
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
import { type Dispatch, Fragment, type ReactNode, type SetStateAction } from 'react';
import { useIntl } from 'react-intl';

import { mirrorInRtl } from '../../../ui/direction';
import { Tooltip } from '../../../ui/tooltip';
import { useReadOnly, useResumeField, useResumeMeta, useUndoRedo } from '../hooks/builder-context';
import { useSaving } from '../hooks/saving-context';
import { useDownloadPdf } from '../hooks/use-download-pdf';
import { canvasMessages as messages } from './canvas-messages';
import { CanvasMoreTools, type CanvasTool } from './canvas-more-tools';
import { useCopyResumeLink } from './right/sharing/copy-link';

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

export type CanvasToolbarProps = {
  zoom: number;
  setZoom: Dispatch<SetStateAction<number>>;
  /** The zoom as drawn, in percent of the sheet's own size. */
  percent: number;
  onCenter: () => void;
  pageCount: number;
  /** A narrow preview pane: Download PDF as an icon, no page count. */
  compact: boolean;
  /**
   * Narrower still (a phone): the tools past zoom in go into a "More" menu, so
   * the toolbar keeps one row.
   */
  narrow: boolean;
};

/**
 * The preview's bottom toolbar (docs/product.md#toolbars): undo, redo, zoom in,
 * zoom out, reset zoom, center, page-break line, page numbers, copy link
 * (public only), download PDF (after the pending save). On a narrow pane reset
 * zoom to copy link are in a "More preview tools" menu.
 */
export function CanvasToolbar({
  zoom,
  setZoom,
  percent,
  onCenter,
  pageCount,
  compact,
  narrow,
}: CanvasToolbarProps) {
  const intl = useIntl();
  const { id, visibility } = useResumeMeta();
  const readOnly = useReadOnly();
  const { undo, redo, canUndo, canRedo } = useUndoRedo();
  const [breakLine, setBreakLine] = useResumeField<boolean>('metadata.page.options.breakLine');
  const [pageNumbers, setPageNumbers] = useResumeField<boolean>(
    'metadata.page.options.pageNumbers',
  );
  const { copy } = useCopyResumeLink();
  const saving = useSaving();
  const { download, printing } = useDownloadPdf(id, saving.whenSaved);
  const isPublic = visibility === 'public';
  // Past zoom in, the tools a narrow pane moves into its "More" menu.
  const tools: CanvasTool[] = [
    {
      key: 'reset',
      label: intl.formatMessage(messages.zoomReset),
      icon: <RotateCcw aria-hidden />,
      onClick: () => setZoom(1),
    },
    {
      key: 'center',
      label: intl.formatMessage(messages.center),
      icon: <Crosshair aria-hidden />,
      onClick: onCenter,
    },
    {
      key: 'breakLine',
      label: intl.formatMessage(messages.breakLine),
      icon: <SeparatorHorizontal aria-hidden />,
      pressed: breakLine,
      disabled: readOnly,
      onClick: () => setBreakLine(!breakLine),
    },
    {
      key: 'pageNumbers',
      label: intl.formatMessage(messages.pageNumbers),
      icon: <FileDigit aria-hidden />,
      pressed: pageNumbers,
      disabled: readOnly,
      onClick: () => setPageNumbers(!pageNumbers),
    },
    {
      key: 'copyLink',
      label: intl.formatMessage(isPublic ? messages.copyLink : messages.copyLinkPrivate),
      icon: <Link2 aria-hidden />,
      disabled: !isPublic,
      onClick: () => void copy(),
    },
  ];

  return (
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
      // A pane squeezed past even the narrow toolbar wraps rather than hides a tool.
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
      {narrow ? (
        <CanvasMoreTools tools={tools} />
      ) : (
        tools.map((tool, index) => (
          <Fragment key={tool.key}>
            {index === 2 && <Separator orientation="vertical" height="5" mx="1" />}
            <ToolButton
              label={tool.label}
              onClick={tool.onClick}
              disabled={tool.disabled}
              pressed={tool.pressed}
            >
              {tool.icon}
            </ToolButton>
          </Fragment>
        ))
      )}
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
  );
}
