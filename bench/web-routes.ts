// make bench-web: the JavaScript each route of the web app downloads (gzip) and
// its time to first render, in Debian's Chromium against the app as `make run`
// starts it (docs/performance.md "Web app"). Exits 1 when a budget is exceeded
// (bytes, so a smoke run judges them too).
//
// Environment (optional; BENCH_SMOKE=1 gives the small value in brackets):
//   BENCH_RUNS  cold loads of each route (5 [1])
//   BENCH_WEB_FILES=1  also list each route's files with their gzip sizes
import { gzipSync } from 'node:zlib';

import { type Browser, type Page } from 'puppeteer-core';

import { numberSetting } from './lib/bench-settings';
import { startWebBench } from './lib/web-bench';

const runs = numberSetting('BENCH_RUNS', 5, 1);
/**
 * Budgets in bytes of gzip (kB = 1,000 bytes). The builder's and the resumes
 * page's are what they reached (docs/performance.md "Web app"), not yet their
 * targets of 350 and 250 kB; the builder's came down with its side panes'
 * tools loaded as they come near the screen.
 */
const budgets: Record<string, number> = {
  // 251 kB since the router's two letter routes (docs/performance.md#web-app).
  '/': 251_000,
  // 152 kB since the six templates added after rhyhorn and the artboard's way
  // in for cover letters (both in the public page's frame), 153 kB since entries
  // split between their blocks across sheets (the frame's measurement); 340 kB since
  // tailored copies and letters (the tiles and menu serve both) on the resumes
  // page, 341 kB since dismissed toasts let clicks through (docs/performance.md#web-app).
  public: 153_000,
  '/dashboard/resumes': 341_000,
  // 577 kB since the picture's options load with its popover; 583 kB since the
  // letter builder's design, sharing, history and AI tools (modules both builders
  // import split out of the builder's chunk: docs/performance.md#web-app).
  '/builder/{id}': 583_000,
};
/**
 * Code a page must not download on load: the dashboard's and the builder's
 * chunks on the landing and public pages, nor the ATS checker's page, worker
 * and pdf.js (docs/ats.md#the-ats-checker-page); the dialogs, which load when opened;
 * the picture's options, which load when its popover opens; the builder's tools
 * below the template gallery, which load as they come near the screen (docs/performance.md#the-builders-side-panes), and the ATS check's
 * worker and pdf.js, which load with its first check (docs/ats.md#in-the-builder).
 */
const forbidden: Record<string, RegExp> = {
  '/': /\/assets\/(dashboard|resumes-page|settings-page|builder|signed-in-area|ats-checker-page|ats-worker|pdf)[-.]/,
  public:
    /\/assets\/(dashboard|resumes-page|settings-page|builder|signed-in-area|App|ats-checker-page|ats-worker|pdf)[-.]/,
  '/dashboard/resumes': /\/assets\/(import-dialog|resume-dialog|lock-dialog)[-.]/,
  '/builder/{id}':
    /\/assets\/(item-dialog|picture-options|(layout|typography|theme|page|sharing|statistics|export|ats|history|notes|information)-section|ats-worker|pdf)[-.]/,
};

type Measure = { js: number; files: string[]; sizes: number[]; fcp: number; ready: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Loads `url` in a fresh page and measures it; `ready` says when its main content shows. */
async function measure(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
  cookies: { name: string; value: string }[],
): Promise<Measure> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport({ width: 1440, height: 900 });
    await page.setCacheEnabled(false);
    const origin = new URL(url).origin;
    if (cookies.length) {
      await context.setCookie(
        ...cookies.map((cookie) => ({ ...cookie, domain: '127.0.0.1', path: '/' })),
      );
      await page.evaluateOnNewDocument(() => localStorage.setItem('vitae-session', '1'));
    }
    // Every script once, by URL (the artboard frame's too): the server sends them
    // uncompressed, so their bodies are gzipped here (level 9).
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (
        response.url().startsWith(origin) &&
        type.includes('javascript') &&
        !scripts.has(response.url())
      ) {
        scripts.set(
          response.url(),
          response.buffer().then(
            (body) => gzipSync(body, { level: 9 }).length,
            () => 0,
          ),
        );
      }
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    await ready(page);
    const readyMs = Date.now() - started;
    await page.waitForNetworkIdle({ idleTime: 300 });
    // The paint entry is recorded when the frame is presented, which on a busy
    // machine may come after the content is in the page: waited for, not read once.
    const fcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const observer = new PerformanceObserver(() => {
            const entry = performance.getEntriesByName('first-contentful-paint')[0];
            if (entry) {
              observer.disconnect();
              resolve(entry.startTime);
            }
          });
          observer.observe({ type: 'paint', buffered: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
          }, 10_000);
        }),
    );
    const sizes = await Promise.all(scripts.values());
    return {
      js: sizes.reduce((sum, size) => sum + size, 0),
      files: [...scripts.keys()],
      sizes,
      fcp,
      ready: readyMs,
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { app, browser } = await startWebBench();
  let failed = false;
  try {
    // A person with a public resume, signed in by the API as the app would sign them in.
    const username = `bench${Date.now().toString(36)}`;
    const jar: { name: string; value: string }[] = [];
    const call = async (path: string, method: string, body?: unknown) => {
      const response = await fetch(`${app.url}/api${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          cookie: jar.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = pair.split('=');
        const existing = jar.findIndex((cookie) => cookie.name === name);
        if (existing >= 0) {
          jar.splice(existing, 1);
        }
        jar.push({ name, value: value.join('=') });
      }
      if (!response.ok) {
        throw new Error(`${method} ${path}: ${response.status}`);
      }
      return response.json() as Promise<{ id: string }>;
    };
    await call('/auth/register', 'POST', {
      name: 'Bench Person',
      username,
      email: `${username}@example.org`,
      password: 'correct horse battery',
      locale: 'en-US',
    });
    const resume = await call('/resume', 'POST', {
      title: 'Bench',
      slug: 'bench',
      visibility: 'public',
    });

    const heading = (page: Page) =>
      page.waitForSelector('h1, h2', { visible: true }).then(() => undefined);
    const routes: {
      name: string;
      path: string;
      signedIn: boolean;
      ready: (page: Page) => Promise<void>;
    }[] = [
      { name: '/', path: '/', signedIn: false, ready: heading },
      { name: '/auth/login', path: '/auth/login', signedIn: false, ready: heading },
      { name: '/auth/register', path: '/auth/register', signedIn: false, ready: heading },
      { name: '/dashboard/resumes', path: '/dashboard/resumes', signedIn: true, ready: heading },
      { name: '/dashboard/settings', path: '/dashboard/settings', signedIn: true, ready: heading },
      {
        name: 'public',
        path: `/${username}/bench`,
        signedIn: false,
        ready: (page) => page.waitForSelector('[data-state="rendered"]').then(() => undefined),
      },
      { name: '/builder/{id}', path: `/builder/${resume.id}`, signedIn: true, ready: heading },
    ];
    const rows: string[] = [];
    // BENCH_WEB_FILES=1 lists each route's files and their sizes (what to cut when over).
    const listFiles = process.env.BENCH_WEB_FILES === '1';
    const listed: [string, Measure][] = [];
    for (const route of routes) {
      const results: Measure[] = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(
          await measure(browser, `${app.url}${route.path}`, route.ready, route.signedIn ? jar : []),
        );
      }
      const js = median(results.map((result) => result.js));
      listed.push([route.name, results[0]]);
      const budget = budgets[route.name];
      const leaked = results[0].files.filter((file) => forbidden[route.name]?.test(file));
      const over = budget !== undefined && js > budget;
      failed ||= over || leaked.length > 0;
      rows.push(
        [
          route.name.padEnd(20),
          `${(js / 1000).toFixed(1)} kB`.padStart(10),
          String(results[0].files.length).padStart(6),
          `${median(results.map((result) => result.fcp)).toFixed(0)} ms`.padStart(9),
          `${median(results.map((result) => result.ready)).toFixed(0)} ms`.padStart(9),
          budget === undefined ? '' : `${over ? 'OVER' : 'ok'} (${budget / 1000} kB)`,
          leaked.length
            ? `downloads ${leaked.map((file) => file.split('/').pop()).join(', ')}`
            : '',
        ].join('  '),
      );
    }
    console.log(
      `Web routes, median of ${runs} cold loads (JavaScript gzip -9 by this script; kB = 1,000 bytes)`,
    );
    console.log(
      [
        'route'.padEnd(20),
        'JS (gz)'.padStart(10),
        'files'.padStart(6),
        'FCP'.padStart(9),
        'content'.padStart(9),
        'budget',
      ].join('  '),
    );
    rows.forEach((row) => console.log(row));
    if (listFiles) {
      for (const [name, measured] of listed) {
        console.log(`\n${name}: each file, gzip`);
        measured.files
          .map((file, index) => [file.split('/').pop() ?? file, measured.sizes[index]] as const)
          .sort((a, b) => b[1] - a[1])
          .forEach(([file, size]) =>
            console.log(`  ${`${(size / 1000).toFixed(1)} kB`.padStart(9)}  ${file}`),
          );
      }
    }
  } finally {
    await browser.close();
    await app.close();
  }
  process.exit(failed ? 1 : 0);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
