import './public-page.css';

import { useCallback, useEffect, useRef, useState } from 'react';

import { useArtboardFrame } from '../../../lib/artboard/use-artboard-frame';
import { fetchPublicLetterPdfUrl, fetchPublicPdfUrl } from '../api/public-api';
import { useNarrow } from '../hooks/use-narrow';
import { displayTitle, usePublicDocument } from '../hooks/use-public-document';
import { type Problem } from '../lib/download-problem';
import { drawSheets, type FrameView, showView } from '../lib/frame-views';
import { type Translate } from '../lib/public-intl';
import { publicMessages as messages } from '../lib/public-messages';
import { type PublicResumeAddress } from '../lib/public-path';
import { DownloadProblemToast } from './download-problem-toast';
import { PublicResumeBar } from './public-resume-bar';

/** Width of an A4 sheet in CSS pixels, until the artboard has drawn the real one. */
const defaultSheetWidth = 794;
/** Height of an A4 sheet in CSS pixels. */
const defaultSheetHeight = 1123;
/** The artboard's own space above and below its sheets. */
const artboardPadding = 32;
/** Room on each side of the sheet inside the frame. */
const gutter = 16;
type Size = { width: number; height: number };

type PublicResumeViewProps = {
  address: PublicResumeAddress;
  t: Translate;
  /** Where a person goes when the resume cannot be shown (docs/product.md#error-codes: a failed public load goes to /). */
  onUnavailable?: () => void;
};

/**
 * Public resume page (docs/product.md#public-resume-page): the resume drawn by the artboard in a frame,
 * Download PDF and a "Built with" link. Plain React and CSS (no design system),
 * so the page downloads little more than the artboard itself. A public letter
 * at the address is shown the same way, drawn as `artboard:letter`, with its
 * Download PDF and no other formats (docs/letters.md#the-public-page).
 */
export function PublicResumeView({
  address,
  t,
  onUnavailable = () => window.location.replace('/'),
}: PublicResumeViewProps) {
  const resume = usePublicDocument(address, onUnavailable);
  const [size, setSize] = useState<Size | null>(null);
  const [available, setAvailable] = useState(0);
  const [printing, setPrinting] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  // On a phone the resume is reflowed for reading unless the reader asks for the printed pages.
  const narrow = useNarrow();
  const [printedOnPhone, setPrintedOnPhone] = useState(false);
  const view: FrameView = narrow && !printedOnPhone ? 'reading' : 'sheets';
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);

  const title = resume ? displayTitle(resume) : null;
  useEffect(() => {
    if (title) {
      document.title = `${title} - Vitae`;
    }
  }, [title]);

  // The app's frame protocol (lib/artboard, artboard/messages.ts): the data
  // goes to the frame when it is ready or loads, and `drawn` changes after each draw.
  const { size: drawn, onLoad } = useArtboardFrame(
    frame,
    resume?.data,
    resume?.kind === 'letter' ? 'artboard:letter' : 'artboard:data',
  );

  /**
   * Sizes the frame to what it shows: the sheets, or the reflowed resume across
   * the page. A measure taken before the frame has laid them out (no paper, or
   * one with no size yet) is not kept.
   */
  const measure = useCallback(() => {
    const document = frame.current?.contentDocument;
    const paper = document?.querySelector<HTMLElement>('.page');
    const shown = document?.querySelector<HTMLElement>(
      view === 'sheets' ? '.vp-sheets' : '.artboard',
    );
    const height = shown?.offsetHeight ?? 0;
    if (!paper || paper.offsetWidth === 0 || height === 0) {
      return;
    }
    const width = view === 'sheets' ? paper.offsetWidth + 2 * gutter : 0;
    setSize((current) =>
      current && current.width === width && current.height === height ? current : { width, height },
    );
  }, [view]);

  // After a draw the frame shows the chosen view and follows its content (a
  // late font can add a page): the sheets are drawn again whenever the paper changes.
  useEffect(() => {
    const target = frame.current?.contentWindow as (Window & typeof globalThis) | null | undefined;
    const document = frame.current?.contentDocument;
    if (!drawn || !target || !document) {
      return;
    }
    const update = () => {
      if (view === 'sheets') {
        drawSheets(document);
      }
      measure();
    };
    showView(document, view);
    update();
    const observer = new target.ResizeObserver(update);
    document.querySelectorAll('.artboard .page').forEach((paper) => observer.observe(paper));
    document.fonts.addEventListener('loadingdone', update);
    return () => {
      observer.disconnect();
      document.fonts.removeEventListener('loadingdone', update);
    };
  }, [drawn, measure, view]);

  // The sheet is scaled down to fit a phone, never up.
  useEffect(() => {
    const element = stage.current;
    if (!element) {
      return;
    }
    const observer = new ResizeObserver(([entry]) => setAvailable(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const download = async () => {
    // The tab is opened at the click, before anything is awaited: a popup
    // blocker stops `window.open` after an `await` (as the builder does).
    const tab = window.open('', '_blank');
    setPrinting(true);
    setProblem(null);
    try {
      const url = await (resume?.kind === 'letter'
        ? fetchPublicLetterPdfUrl(address)
        : fetchPublicPdfUrl(address));
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      // A print error closes the tab and shows a toast with the error's
      // message (docs/product.md#error-codes), worded as the app words it.
      tab?.close();
      // The app's wording of the failure, loaded now, never with the page.
      const { describeProblem } = await import('../lib/download-problem');
      setProblem(describeProblem(t, error));
    } finally {
      setPrinting(false);
    }
  };

  const reading = view === 'reading';
  const naturalWidth = reading
    ? Math.max(available, 1)
    : size?.width || defaultSheetWidth + 2 * gutter;
  const naturalHeight = size?.height ?? defaultSheetHeight + 2 * artboardPadding;
  const scale = available > 0 && !reading ? Math.min(1, available / naturalWidth) : 1;
  const name = resume?.who.name?.trim() || title || '';
  const headline = resume?.who.headline?.trim();

  return (
    <div className="vp-page">
      <PublicResumeBar
        address={address}
        t={t}
        who={resume ? { name, headline } : null}
        exports={resume?.kind !== 'letter'}
        printing={printing}
        onDownload={() => void download()}
      />

      <main className="vp-main" ref={stage}>
        {narrow && (
          <div className="vp-views">
            <button
              type="button"
              className="vp-switch"
              onClick={() => setPrintedOnPhone((printed) => !printed)}
            >
              {t(reading ? messages.showPages : messages.showReading)}
            </button>
          </div>
        )}
        <div
          className="vp-frame-box"
          data-state={size ? 'rendered' : 'loading'}
          data-view={view}
          style={{ width: naturalWidth * scale, height: naturalHeight * scale }}
        >
          {resume && (
            <iframe
              ref={frame}
              className="vp-frame"
              src="/artboard/preview"
              title={t(resume.kind === 'letter' ? messages.letterFrameTitle : messages.frameTitle, {
                name,
              })}
              onLoad={onLoad}
              style={{
                width: naturalWidth,
                height: naturalHeight,
                transform: scale < 1 ? `scale(${scale})` : undefined,
                visibility: size ? 'visible' : 'hidden',
              }}
            />
          )}
          {!size && (
            <div
              className="vp-sheet-skeleton"
              role="status"
              aria-live="polite"
              style={{ inset: `${artboardPadding * scale}px ${gutter * scale}px` }}
            >
              <span className="vp-visually-hidden">{t(messages.loading)}</span>
              <span className="vp-line vp-line-title" aria-hidden />
              <span className="vp-line vp-line-short" aria-hidden />
              <span className="vp-line vp-line-wide" aria-hidden />
              <span className="vp-line" aria-hidden />
              <span className="vp-line vp-line-wide" aria-hidden />
              <span className="vp-line vp-line-short" aria-hidden />
            </div>
          )}
        </div>
      </main>

      <footer className="vp-footer">
        <a className="vp-built-with" href="/" title={t(messages.builtWithHint)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 3h7l5 5v13H7z M14 3v5h5 M10 13h6 M10 17h6" />
          </svg>
          {t(messages.builtWith)}
        </a>
      </footer>

      {problem !== null && (
        <DownloadProblemToast problem={problem} t={t} onDismiss={() => setProblem(null)} />
      )}
    </div>
  );
}
