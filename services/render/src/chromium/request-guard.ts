import { type HTTPRequest, type Page } from 'puppeteer-core';

import { type ArtboardFiles, artboardOrigin } from './artboard-files';

/**
 * Answers the page's requests for the artboard's origin from its build and
 * refuses every other one except `data:` URLs, so nothing a resume points at
 * (a picture, an image in rich text, custom CSS) can reach a server, least of
 * all one on the render host's own network. Each refused URL is handed to
 * `onBlocked`, for the caller to log or test.
 */
export async function guardRequests(
  page: Page,
  files: ArtboardFiles,
  onBlocked: (url: string) => void,
): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    const url = request.url();
    if (url.startsWith('data:')) {
      void request.continue();
      return;
    }
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (parsed?.origin === artboardOrigin && request.method() === 'GET') {
      void files
        .lookup(decodeURIComponent(parsed.pathname))
        .then((file) =>
          request.respond(
            file
              ? { status: 200, contentType: file.contentType, body: file.body }
              : { status: 404, contentType: 'text/plain', body: 'not found' },
          ),
        )
        // The page went away while a file was read: nothing is waiting for it.
        .catch(() => undefined);
      return;
    }
    onBlocked(url);
    void request.abort('blockedbyclient');
  });
}
