import './fonts/bundled';
import './styles/artboard.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { installApi } from './api';
import { Artboard, type ArtboardMode } from './artboard';
import { listenForResume, reportRendered } from './messages';
import { useResume } from './store';

const mode: ArtboardMode = window.location.pathname.startsWith('/artboard/builder')
  ? 'builder'
  : 'preview';

/** Draws whatever resume arrived last, by message or by `window.__vitae.render`. */
function ArtboardRoot() {
  const data = useResume();
  return data ? <Artboard data={data} mode={mode} onPageCount={reportRendered} /> : null;
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
      answerFit(root, event);
      listenForFit(root);
    });
  };
  window.addEventListener('message', onFirstFit);
}
