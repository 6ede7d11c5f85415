import './fonts/bundled';
import './styles/artboard.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { installApi } from './api';
import { Artboard, type ArtboardMode } from './artboard';
import { listenForResume, reportRendered } from './messages';
import { listenForFit } from './page/fit-dom';
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
  listenForFit(root);
}
