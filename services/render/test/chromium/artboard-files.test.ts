import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { loadArtboardFiles } from '../../src/chromium/artboard-files';
import { webDist } from './print-harness';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vitae-artboard-files-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'artboard.html'), '<!doctype html><title>artboard</title>');
  writeFileSync(join(dir, 'assets/artboard-abc.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets/artboard-abc.js.map'), '{}');
  writeFileSync(join(dir, 'assets/noto-sans-jp-0-400-normal-abc.woff2'), 'wOF2 font bytes');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the artboard build render serves to Chromium', () => {
  it('answers the page for /artboard/*, each file of the build with its type, and nothing else', async () => {
    const files = loadArtboardFiles(dir);

    await expect(files.lookup('/artboard/preview')).resolves.toMatchObject({
      contentType: 'text/html; charset=utf-8',
    });
    const script = await files.lookup('/assets/artboard-abc.js');
    expect(script?.body.toString()).toBe('console.log(1)');
    expect(script?.contentType).toBe('text/javascript; charset=utf-8');
    const font = await files.lookup('/assets/noto-sans-jp-0-400-normal-abc.woff2');
    expect(font?.body.toString()).toBe('wOF2 font bytes');
    expect(font?.contentType).toBe('font/woff2');
    await expect(files.lookup('/assets/artboard-abc.js.map')).resolves.toBeUndefined();
    await expect(files.lookup('/assets/missing.woff2')).resolves.toBeUndefined();
    await expect(files.lookup('/../artboard.html')).resolves.toBeUndefined();
  });

  it('reads fonts from disk when asked, holding only the page and its code', async () => {
    const files = loadArtboardFiles(dir);
    // Files appearing or vanishing after start: only what was found at start is ever read.
    writeFileSync(join(dir, 'assets/added-later.woff2'), 'not served');
    rmSync(join(dir, 'assets/noto-sans-jp-0-400-normal-abc.woff2'));
    rmSync(join(dir, 'assets/artboard-abc.js'));

    await expect(files.lookup('/assets/added-later.woff2')).resolves.toBeUndefined();
    await expect(
      files.lookup('/assets/noto-sans-jp-0-400-normal-abc.woff2'),
    ).resolves.toBeUndefined();
    await expect(files.lookup('/assets/artboard-abc.js')).resolves.toMatchObject({
      contentType: 'text/javascript; charset=utf-8',
    });
  });

  it('keeps its memory small with the web build’s fonts of every script', () => {
    const fonts = sizeOf(join(webDist, 'assets'), /\.woff2$/);
    // The build carries the Noto faces of every script (tens of MB)...
    expect(fonts).toBeGreaterThan(20_000_000);
    const before = process.memoryUsage().arrayBuffers;
    const files = loadArtboardFiles(webDist);
    const held = process.memoryUsage().arrayBuffers - before;
    // ...which render does not hold: what it keeps is the page and its code.
    expect(files.buildId).toMatch(/^[0-9a-f]{16}$/);
    expect(held).toBeLessThan(fonts / 4);
  });
});

function sizeOf(folder: string, pattern: RegExp): number {
  return readdirSync(folder)
    .filter((name) => pattern.test(name))
    .reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);
}
