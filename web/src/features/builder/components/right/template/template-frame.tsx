import { Box } from '@chakra-ui/react';
import { pageSizes, type ResumeData, type TemplateName } from '@vitae/schema';
import { useEffect, useMemo, useRef, useState } from 'react';

import { useArtboardFrame } from '../../../../../lib/artboard/use-artboard-frame';

/** CSS pixels per millimetre. */
const pxPerMm = 96 / 25.4;
/** The artboard's padding above the first sheet in its own page (artboard.css `.artboard`). */
const artboardTop = 32;

export type TemplateFrameProps = {
  template: TemplateName;
  /** The person's resume (already throttled); drawn with `template` in place of its own. */
  data: ResumeData;
};

/**
 * The person's own resume drawn by the artboard in `template`, in the browser
 * (`/artboard/preview`, fed by message): the first sheet scaled down to fill
 * its card. Decorative: the card names the template, so the frame is hidden
 * from assistive technology and out of the tab order.
 */
export function TemplateFrame({ template, data }: TemplateFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const drawn = useMemo(
    () => ({ ...data, metadata: { ...data.metadata, template } }),
    [data, template],
  );
  const { pageCount, onLoad } = useArtboardFrame(frame, drawn);

  useEffect(() => {
    const element = box.current;
    if (!element) {
      return;
    }
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const pageWidth = Math.ceil(pageSizes[data.metadata.page.format].width * pxPerMm);
  const pageHeight = Math.ceil(pageWidth * 1.4142);
  const scale = boxWidth > 0 ? boxWidth / pageWidth : 0;

  return (
    <Box
      ref={box}
      position="absolute"
      inset="0"
      overflow="hidden"
      pointerEvents="none"
      aria-hidden
      opacity={pageCount > 0 && scale > 0 ? 1 : 0}
      transition="opacity 200ms ease"
      data-template-frame={template}
    >
      <iframe
        ref={frame}
        src="/artboard/preview"
        onLoad={onLoad}
        tabIndex={-1}
        aria-hidden
        title={template}
        loading="lazy"
        scrolling="no"
        style={{
          border: 0,
          width: pageWidth,
          height: pageHeight + artboardTop,
          transform: `scale(${scale}) translateY(-${artboardTop}px)`,
          transformOrigin: 'top left',
          pointerEvents: 'none',
          colorScheme: 'light',
          background: 'white',
        }}
      />
    </Box>
  );
}
