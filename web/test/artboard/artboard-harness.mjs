// Drives the built artboard (web/dist) in headless Chromium with no network:
// a loopback server for the artboard's own files, every other request refused
// and recorded. Shared by the gallery script and the artboard's Chromium tests.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';

import puppeteer from 'puppeteer-core';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** Chromium's switches for printing on a machine with no network or GPU. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Fails with a clear message when the web build is missing. */
export function assertBuilt(distDir) {
  if (!existsSync(join(distDir, 'artboard.html'))) {
    throw new Error(
      `${join(distDir, 'artboard.html')} is missing: build the web app first (npm run build -w web, or make build-web).`,
    );
  }
}

/**
 * Serves web/dist on a loopback port the way the gateway does for the artboard:
 * /artboard/* is the artboard page, anything else a file of the build.
 */
export async function serveDist(distDir) {
  assertBuilt(distDir);
  const root = normalize(distDir);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = /^\/artboard(\/|$)/.test(path)
      ? join(root, 'artboard.html')
      : normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Starts the system Chromium headless. */
export function launchChromium() {
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
  });
}

/**
 * Opens the artboard's preview page with every request outside the artboard's
 * own origin (and data: URLs) refused. `blocked` lists what was refused since
 * the last {@link renderResume}.
 */
export async function openArtboard(browser, baseUrl, path = '/artboard/preview') {
  const page = await browser.newPage();
  const session = { page, blocked: [] };
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${baseUrl}/`) || url.startsWith('data:')) {
      void request.continue();
    } else {
      session.blocked.push(url);
      void request.abort('blockedbyclient');
    }
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__vitae !== undefined);
  return session;
}

/** Draws a resume through the injection API and waits for `data-ready`; returns the sheet count. */
export async function renderResume(session, data) {
  session.blocked.length = 0;
  const { pageCount } = await session.page.evaluate(
    (resume) => window.__vitae.render(resume),
    data,
  );
  await session.page.waitForSelector('#artboard[data-ready="true"]');
  return pageCount;
}

/** Draws a cover letter through the injection API and waits for `data-ready`; returns the sheet count. */
export async function renderLetter(session, data) {
  session.blocked.length = 0;
  const { pageCount } = await session.page.evaluate(
    (letter) => window.__vitae.renderLetter(letter),
    data,
  );
  await session.page.waitForSelector('#artboard[data-ready="true"]');
  return pageCount;
}

/** Prints what is drawn, at the size the artboard's `@page` rule gives. */
export async function printPdf(session) {
  await session.page.emulateMediaType('print');
  try {
    return await session.page.pdf({ preferCSSPageSize: true, printBackground: true });
  } finally {
    await session.page.emulateMediaType(null);
  }
}

/** A picture of the first printed sheet as drawn on screen, at `scale` times the pixel density. */
export async function screenshotFirstPage(session, type = 'png', scale = 2) {
  const { page } = session;
  await page.setViewport({ width: 1000, height: 1400, deviceScaleFactor: scale });
  const clip = await page.evaluate(() => {
    const sheet = document.querySelector('.page');
    const format = document.querySelector('.artboard')?.getAttribute('data-format');
    const box = sheet.getBoundingClientRect();
    const ratio = format === 'letter' ? 279 / 216 : 297 / 210;
    return {
      x: box.x,
      y: box.y + window.scrollY,
      width: box.width,
      height: Math.min(box.height, box.width * ratio),
    };
  });
  return page.screenshot({
    type,
    clip,
    captureBeyondViewport: true,
    ...(type === 'jpeg' ? { quality: 85 } : {}),
  });
}

/**
 * For a jest file of artboard prints: before its tests, serves the build,
 * starts Chromium, opens the artboard and makes a scratch folder; after them,
 * closes them all and removes the folder. Read the parts inside the tests.
 */
export function artboardForTests(distDir, scratchPrefix) {
  const parts = {};
  beforeAll(async () => {
    assertBuilt(distDir);
    parts.scratch = mkdtempSync(join(tmpdir(), scratchPrefix));
    parts.server = await serveDist(distDir);
    parts.browser = await launchChromium();
    parts.session = await openArtboard(parts.browser, parts.server.url);
  }, 60_000);
  afterAll(async () => {
    await parts.browser?.close();
    await parts.server?.close();
    if (parts.scratch) {
      rmSync(parts.scratch, { recursive: true, force: true });
    }
  });
  return parts;
}
