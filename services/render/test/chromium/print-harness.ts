import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { loadConfig, type RunningService } from '@vitae/service-kit';
import {
  startInOrder,
  startTestTokenIssuer,
  testDatabaseUrl,
  testDataDir,
  testServiceCredential,
  testServiceEnv,
  type TestTokenIssuer,
} from '@vitae/service-kit/testing';
import { createStorageClient, startStorage, storageConfigSchema } from '@vitae/storage';
import sharp from 'sharp';

import { loadArtboardFiles } from '../../src/chromium/artboard-files';
import { startArtboardPool } from '../../src/chromium/artboard-pool';
import { type ChromiumPool, type ChromiumPoolOptions } from '../../src/chromium/chromium-pool';
import { createPrinter, type Printer } from '../../src/chromium/printer';

/** The repository's web build, which `make test` builds before jest runs (ARTBOARD_DIST names another). */
export const webDist = process.env.ARTBOARD_DIST ?? join(__dirname, '../../../../web/dist');

/** What pdfinfo and pdftotext read from a PDF, as a reader's tools would. */
export type PdfFacts = {
  pages: number;
  size: [number, number];
  title: string;
  author: string;
  text: string;
  /** pdffonts' listing: each font's name and whether it is embedded. */
  fonts: string;
};

/** Runs `read` on `pdf` written to a temporary file, which is removed afterwards. */
export function withPdfFile<T>(pdf: Uint8Array, read: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-render-'));
  try {
    const file = join(dir, 'resume.pdf');
    writeFileSync(file, pdf);
    return read(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Reads a PDF back with poppler's tools. */
export function readPdf(pdf: Uint8Array): PdfFacts {
  return withPdfFile(pdf, (file) => {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
    return {
      pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
      size: [Number(size?.[1]), Number(size?.[2])],
      title: /^Title:\s+(.*)$/m.exec(info)?.[1]?.trim() ?? '',
      author: /^Author:\s+(.*)$/m.exec(info)?.[1]?.trim() ?? '',
      text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }),
      fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }),
    };
  });
}

/** Width and height of a PNG, from its IHDR chunk. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const bytes = Buffer.from(png);
  expectPng(bytes);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A PNG's pixels, row by row, each as [red, green, blue] (decoded by sharp). */
export async function pngRows(png: Uint8Array): Promise<[number, number, number][][]> {
  const { data, info } = await sharp(Buffer.from(png))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Array.from({ length: info.height }, (_, y) =>
    Array.from({ length: info.width }, (_, x) => {
      const at = (y * info.width + x) * 3;
      return [data[at], data[at + 1], data[at + 2]] as [number, number, number];
    }),
  );
}

function expectPng(bytes: Buffer) {
  if (!bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))) {
    throw new Error('not a PNG');
  }
}

/** A loopback server that answers every request and counts them: printing must never reach it. */
export async function startCountingServer(): Promise<{
  url: string;
  hits: () => number;
  close: () => Promise<void>;
}> {
  let hits = 0;
  const server: Server = createServer((_request, response) => {
    hits += 1;
    response.writeHead(200, { 'content-type': 'image/png' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    hits: () => hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The storage service started for real, with its default (public addresses
 * only) fetcher. `auth` is the token issuer's settings it trusts (one of its
 * own when absent), so a test can open a stored file as its owner.
 */
export async function startRealStorage(auth?: TestTokenIssuer['config']): Promise<{
  storage: RunningService;
  stop: () => Promise<void>;
}> {
  const { storage, close } = await startInOrder(async (defer) => {
    let trusted = auth;
    if (!trusted) {
      const tokens = await startTestTokenIssuer();
      defer(() => tokens.close());
      trusted = tokens.config;
    }
    const config = testServiceEnv({
      DATA_DIR: testDataDir('vitae-render-storage-', defer),
      DATABASE_URL: await testDatabaseUrl('render_storage', defer),
      FILE_URL_SECRET: 'render-test-secret-0123456789-0123456789',
      ...trusted,
    });
    const started = await startStorage(loadConfig(storageConfigSchema, config));
    defer(() => started.close());
    return { storage: started };
  });
  return { storage, stop: close };
}

/** A printer as the service runs it (prepared pages serving many prints), over real storage. */
export async function startTestPrinter(
  options: Pick<ChromiumPoolOptions, 'concurrency' | 'jobsPerContext'>,
): Promise<{ printer: Printer; pool: ChromiumPool; stop: () => Promise<void> }> {
  const { printer, pool, close } = await startInOrder(async (defer) => {
    const real = await startRealStorage();
    defer(real.stop);
    const { pool, artboard } = await startArtboardPool(loadArtboardFiles(webDist), {
      ...options,
      jobTimeoutMs: 45_000,
    });
    defer(() => pool.close());
    const printer = createPrinter({
      pool,
      artboard,
      pictures: createStorageClient({
        baseUrl: real.storage.url,
        credential: testServiceCredential(),
      }),
    });
    return { printer, pool };
  });
  return { printer, pool, stop: close };
}
