import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

// Types only: the artboard's own code stays in the artboard's entry.
import type {
  ArtboardDataMessage,
  ArtboardLetterMessage,
  ArtboardRenderedMessage,
  readyMessage,
} from '../../artboard/messages';
import type { PageReport } from '../../artboard/page/sheet-report';

/** The artboard page's drawn size, measured after each draw. */
export type FrameSize = { width: number; height: number };

/**
 * Feeds an `/artboard/*` frame its resume (docs/templates.md "Data in by
 * message"): the data is posted when the frame says it is ready, when it
 * loads (pass `onLoad` to the iframe) and whenever the data changes; after each
 * draw the frame's size and sheet count are read. Only the frame's own window,
 * on this origin, is listened to.
 */
export function useArtboardFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  data: unknown,
  /** `artboard:letter` draws a cover letter (docs/templates.md#letters). */
  type: (ArtboardDataMessage | ArtboardLetterMessage)['type'] = 'artboard:data',
): { size: FrameSize | null; pageCount: number; pages: PageReport[]; onLoad: () => void } {
  const [size, setSize] = useState<FrameSize | null>(null);
  const [pageCount, setPageCount] = useState(0);
  // How full each layout page's sheets are (docs/templates.md#how-full-each-sheet-is).
  const [pages, setPages] = useState<PageReport[]>([]);

  const send = useCallback(() => {
    const target = frame.current?.contentWindow;
    if (target && data !== undefined) {
      const message: ArtboardDataMessage | ArtboardLetterMessage = { type, data };
      target.postMessage(message, window.location.origin);
    }
  }, [frame, data, type]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.origin !== window.location.origin) {
        return;
      }
      // What the frame posts: its ready message, or a draw's sheet count.
      const message = event.data as
        | Partial<typeof readyMessage>
        | Partial<Record<keyof ArtboardRenderedMessage, unknown>>
        | null;
      if (message?.type === 'artboard:ready') {
        send();
      } else if (message?.type === 'artboard:rendered') {
        if (typeof message.pageCount === 'number') {
          setPageCount(message.pageCount);
        }
        if (Array.isArray(message.pages)) {
          setPages(message.pages as PageReport[]);
        }
        const document = frame.current?.contentDocument;
        const root = document?.querySelector<HTMLElement>('.artboard');
        if (document && root) {
          const next = { width: root.scrollWidth, height: document.documentElement.scrollHeight };
          // The same size keeps the same object: the host is not drawn again for each draw.
          setSize((previous) =>
            previous?.width === next.width && previous.height === next.height ? previous : next,
          );
        }
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, send]);

  // A change of data is drawn at once (docs/product.md#artboard-frames: resent whenever it changes).
  useEffect(send, [send]);

  // The frame's load event is the other moment to send: its ready message may
  // have come before this page listened (docs/product.md#artboard-frames: resent when the frame loads).
  // One function for the life of the frame, sending the newest data.
  const latestSend = useRef(send);
  useLayoutEffect(() => {
    latestSend.current = send;
  });
  const onLoad = useCallback(() => latestSend.current(), []);
  return { size, pageCount, pages, onLoad };
}
