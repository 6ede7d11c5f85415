import { Alert, Box, Button, HStack } from '@chakra-ui/react';
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
import { FrameCanvas, useStageFit } from './frame/frame-canvas';
import { historyMessages, historyValueMessages } from './right/history/history-messages';

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
  const { id, title } = useResumeMeta();
  const versionPdf = useDownloadVersionPdf(id);
  const [zoom, setZoom] = useState(1);
  const fit = useStageFit(size, zoom);
  const { stage, available, paneWidth, natural, scale } = fit;
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
    <FrameCanvas
      fit={fit}
      frame={frame}
      onLoad={onLoad}
      label={intl.formatMessage(messages.stage)}
      frameTitle={intl.formatMessage(messages.frameTitle, { title })}
      header={
        viewing && (
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
              <Alert.Description>
                {intl.formatMessage(historyMessages.viewingHint)}
              </Alert.Description>
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
        )
      }
      hint={<PreviewEmptyHint width={natural.width * scale} />}
      footer={
        <CanvasToolbar
          zoom={zoom}
          setZoom={setZoom}
          percent={percent}
          onCenter={center}
          pageCount={pageCount}
          compact={compact}
          narrow={narrow}
        />
      }
    />
  );
});
