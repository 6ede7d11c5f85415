import './fonts/bundled';
import './styles/artboard.css';

import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';

import { installApi } from './api';
import { Artboard, type ArtboardMode } from './artboard';
import { plainVersion, printVariantOf } from './content/plain-version';
import { listenForResume, reportRendered } from './messages';
import { useDocument } from './store';

const mode: ArtboardMode = window.location.pathname.startsWith('/artboard/builder')
  ? 'builder'
  : 'preview';

// `?variant=plain` draws every resume sent by message as its plain version (docs/templates.md#the-plain-version).
const variant = printVariantOf(new URLSearchParams(window.location.search).get('variant'));

/** Draws whatever resume or letter arrived last, by message or by `window.__vitae`. */
function ArtboardRoot() {
  const drawn = useDocument();
  const data = useMemo(
    () =>
      drawn?.kind === 'resume' && variant === 'plain' ? plainVersion(drawn.data) : drawn?.data,
    [drawn],
  );
  if (!drawn || !data) {
    return null;
  }
  return (
    <Artboard
      data={data}
      letter={drawn.kind === 'letter' ? drawn.letter : undefined}
      mode={mode}
      onPageCount={reportRendered}
    />
  );
}

const root = document.getElementById('artboard');
if (root) {
  installApi(root);
  createRoot(root).render(
    <StrictMode>
      <ArtboardRoot />
    </StrictMode>,
  );
  listenForResume();
  // The fit (docs/templates.md#fit-to-pages) loads when a parent first asks for
  // one: the public page's frame and render's prints never download it.
  const onFirstFit = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type !== 'artboard:fit') {
      return;
    }
    window.removeEventListener('message', onFirstFit);
    void import('./page/fit-dom').then(({ answerFit, listenForFit }) => {
      void answerFit(root, event);
      listenForFit(root);
    });
  };
  window.addEventListener('message', onFirstFit);
  // The ATS check's mark (docs/ats.md#in-the-builder) loads, like the fit, when first asked for.
  const onFirstHighlight = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type !== 'artboard:highlight') {
      return;
    }
    window.removeEventListener('message', onFirstHighlight);
    void import('./page/highlight-dom').then(({ answerHighlight, listenForHighlight }) => {
      answerHighlight(root, event);
      listenForHighlight(root);
    });
  };
  window.addEventListener('message', onFirstHighlight);
}
