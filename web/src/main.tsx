import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { publicResumeAddress } from './features/public/lib/public-path';

/**
 * Two ways in (docs/performance.md "Web app"): a fresh load of a public resume
 * (`/{username}/{slug}`) starts the light public page, which needs neither the
 * design system nor the router; every other path starts the app. Both share
 * React, which the artboard frame of the public page uses too.
 */
const element = document.getElementById('root');
if (element) {
  const root = createRoot(element);
  const address = publicResumeAddress(window.location.pathname);
  if (address) {
    void import('./features/public/public-entry').then(({ mountPublicPage }) =>
      mountPublicPage(root, address),
    );
  } else {
    void import('./app/app').then(({ App }) =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  }
}
