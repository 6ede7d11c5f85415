import { Box, Flex } from '@chakra-ui/react';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

import { type FrameSize } from '../../../../lib/artboard/use-artboard-frame';

/** The artboard's size before its first draw: one A4 sheet with the artboard's padding. */
const initialSize = { width: 900, height: 1200 };

/** The stage's widths as last measured (0 until then), and the frame's size fitted to it. */
export type StageFit = {
  stage: RefObject<HTMLDivElement | null>;
  /** The stage's content width, which the sheet is fitted to. */
  available: number;
  /** The stage's width with its padding. */
  paneWidth: number;
  /** The artboard's own size: as it last drew, else one A4 sheet. */
  natural: FrameSize;
  /** The sheet's scale: fitted to the stage's width (never larger), times the zoom. */
  scale: number;
};

/** Measures the stage as it changes and fits the artboard's `size` to it, at `zoom`. */
export function useStageFit(size: FrameSize | null, zoom = 1): StageFit {
  const stage = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  const [paneWidth, setPaneWidth] = useState(0);

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
  return { stage, available, paneWidth, natural, scale: fit * zoom };
}

export type FrameCanvasProps = {
  fit: StageFit;
  frame: RefObject<HTMLIFrameElement | null>;
  onLoad: () => void;
  /** The stage's name (a region) and the frame's title. */
  label: string;
  frameTitle: string;
  /** Above the stage (a notice), in the stage above the sheet (a hint), below the stage (tools). */
  header?: ReactNode;
  hint?: ReactNode;
  footer?: ReactNode;
};

/**
 * The builders' centre pane, a resume's or a letter's: the artboard in a frame
 * (`/artboard/builder`) drawing the document it is sent, scaled to `fit`.
 */
export function FrameCanvas({
  fit,
  frame,
  onLoad,
  label,
  frameTitle,
  header,
  hint,
  footer,
}: FrameCanvasProps) {
  const { natural, scale } = fit;
  return (
    <Flex direction="column" flex="1" height="full" minWidth="0" minHeight="0" bg="bg.muted">
      {header}
      {/*
       * The stage is left to right in every language: it holds only the document
       * (whose own direction is the artboard's), and its scroll offsets and the
       * frame's top-left scaling are physical. Right to left, the scaled frame
       * sat off its box and "center" could not scroll (RTL scrollLeft is negative).
       */}
      <Box
        ref={fit.stage}
        dir="ltr"
        tabIndex={0}
        role="region"
        aria-label={label}
        flex="1"
        overflow="auto"
        py={{ base: '3', md: '6' }}
        px={{ base: '2', md: '6' }}
      >
        {hint}
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
            title={frameTitle}
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
      {footer}
    </Flex>
  );
}
