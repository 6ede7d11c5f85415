import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

import { type Page } from 'puppeteer-core';
import sharp from 'sharp';

import {
  appForTests,
  closePage,
  openPage,
  originPage,
  pageErrors,
  type StartAppOptions,
} from './harness';

jest.setTimeout(240_000);

/** What the other host was asked: the path and who asked (storage's fetcher names itself). */
type Asked = { path: string; userAgent: string };

// The other host a resume points at: a loopback server recording every
// request. The app's storage may fetch from it (REMOTE_IMAGE_TEST_HOSTS; its
// fetcher refuses loopback otherwise); a reader's browser must never reach it.
const asked: Asked[] = [];
let host: Server;
let hostUrl = '';
const options: StartAppOptions = { env: {} };

beforeAll(async () => {
  const png = await sharp({
    create: { width: 120, height: 90, channels: 3, background: { r: 37, g: 99, b: 235 } },
  })
    .png()
    .toBuffer();
  host = createServer((request, response) => {
    asked.push({ path: request.url ?? '', userAgent: request.headers['user-agent'] ?? '' });
    response.setHeader('content-type', 'image/png');
    response.end(png);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const { port } = host.address() as AddressInfo;
  hostUrl = `http://127.0.0.1:${port}`;
  options.env!.REMOTE_IMAGE_TEST_HOSTS = `127.0.0.1:${port}`;
});

// Registered after the host is started: the app is started with its port.
const suite = appForTests(options);

afterAll(async () => {
  host?.closeAllConnections();
  await new Promise((resolve) => host?.close(resolve));
});

const username = `ada${Date.now().toString(36)}`;
const slug = 'remote-pictures';

/** Registers the owner and makes a public resume whose picture and summary image are on the other host. */
async function seed(page: Page): Promise<void> {
  const result = await page.evaluate(
    async (account, picture, inline) => {
      const call = async (path: string, method: string, body: unknown) => {
        const response = await fetch(`/api${path}`, {
          method,
          credentials: 'include',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) {
          throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
        }
        return response.json();
      };
      await call('/auth/register', 'POST', account);
      const created = (await call('/resume', 'POST', {
        title: 'Remote pictures',
        slug: 'remote-pictures',
        visibility: 'public',
      })) as {
        id: string;
        data: {
          basics: { picture: Record<string, unknown> } & Record<string, unknown>;
          sections: Record<string, Record<string, unknown>>;
        };
      };
      const data = {
        ...created.data,
        basics: {
          ...created.data.basics,
          name: 'Ada Lovelace',
          picture: { ...created.data.basics.picture, url: picture },
        },
        sections: {
          ...created.data.sections,
          summary: {
            ...created.data.sections.summary,
            content: `<p>Analyst of the engine.</p><p><img src="${inline}" alt="Diagram"></p>`,
          },
        },
      };
      await call(`/resume/${created.id}`, 'PATCH', { data });
      return 'seeded';
    },
    {
      name: 'Ada Lovelace',
      username,
      email: `${username}@example.org`,
      password: 'correct horse battery',
      locale: 'en-US',
    },
    `${hostUrl}/ada.png`,
    `${hostUrl}/diagram.png?size=large&v=2`,
  );
  expect(result).toBe('seeded');
}

/** Waits until the artboard frame has drawn both images, loaded; answers their sources. */
async function drawnImages(page: Page): Promise<string[]> {
  await page.locator('[data-state="rendered"]').wait();
  const frame = page.frames().find((candidate) => candidate.url().endsWith('/artboard/preview'));
  if (!frame) {
    throw new Error('the page has no artboard frame');
  }
  await frame
    .waitForFunction(
      () => {
        const drawn = [...document.querySelectorAll<HTMLImageElement>('.artboard img')];
        return (
          drawn.length === 2 && drawn.every((image) => image.complete && image.naturalWidth > 0)
        );
      },
      { polling: 100, timeout: 30_000 },
    )
    .catch(async (error: unknown) => {
      const sources = await frame.evaluate(() =>
        [...document.querySelectorAll('.artboard img')].map((image) => image.outerHTML),
      );
      throw new Error(`The images did not load (${String(error)}): ${sources.join(', ')}`);
    });
  return frame.evaluate(() =>
    [...document.querySelectorAll('.artboard img')].map((image) => image.getAttribute('src') ?? ''),
  );
}

describe('the public page of a resume with pictures on another host', () => {
  beforeAll(async () => {
    const owner = await openPage(suite.browser, originPage(suite.app.url));
    try {
      await seed(owner);
    } finally {
      await closePage(owner);
    }
  });

  it('shows the picture and the rich-text image without the browser asking that host', async () => {
    const browserAsked: string[] = [];
    const page = await openPage(suite.browser, `${suite.app.url}/`);
    try {
      // Every request of the page and its frames, as Chromium sees them, and
      // every image the page tried to load from elsewhere and its policy
      // stopped (an attempt the host never sees).
      page.on('request', (request) => browserAsked.push(request.url()));
      await page.evaluateOnNewDocument(() => {
        const seen: string[] = [];
        Object.assign(window, { refusedByPolicy: seen });
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(event.blockedURI),
        );
      });
      await page.goto(`${suite.app.url}/${username}/${slug}`);
      const sources = await drawnImages(page);
      // Both drawn from storage's copies on the app's origin.
      for (const source of sources) {
        expect(source.startsWith('/api/storage/files/remote-image?url=')).toBe(true);
      }
      expect(sources.map((source) => new URL(source, hostUrl).searchParams.get('url'))).toEqual(
        expect.arrayContaining([`${hostUrl}/ada.png`, `${hostUrl}/diagram.png?size=large&v=2`]),
      );
      // The host was asked by storage alone (for the screen's copies, and for
      // the picture of the print made ahead of time), never by the reader's browser.
      expect(asked.filter(({ userAgent }) => !userAgent.startsWith('Vitae-Storage/'))).toEqual([]);
      expect([...new Set(asked.map(({ path }) => path))].sort()).toEqual([
        '/ada.png',
        '/diagram.png?size=large&v=2',
      ]);
      expect(browserAsked.filter((url) => url.startsWith(hostUrl))).toEqual([]);
      for (const frame of page.frames()) {
        expect(
          await frame.evaluate(() => (window as { refusedByPolicy?: string[] }).refusedByPolicy),
        ).toEqual([]);
      }
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});
