import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/**
 * The origin the artboard is loaded from inside Chromium. Nothing listens on
 * it: every request for it is answered from memory by the request guard, so
 * the browser needs no server and no network.
 */
export const artboardOrigin = 'http://artboard.vitae.internal';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
};

/** One file of the web build, as Chromium receives it. */
export type ArtboardFile = { body: Buffer; contentType: string };

/** The render service's own copy of the artboard build, held in memory. */
export type ArtboardFiles = {
  /** Hash of `artboard.html`: it names every asset by content, so it changes with any build change. */
  buildId: string;
  /** The file a path of {@link artboardOrigin} answers, or undefined (404). */
  lookup(path: string): ArtboardFile | undefined;
};

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Reads the web build (`web/dist`) once. `/artboard/*` answers `artboard.html`
 * like the gateway does; any other path a file of the build. Source maps are
 * left out: Chromium never asks for them while printing.
 */
export function loadArtboardFiles(dir: string): ArtboardFiles {
  const page = join(dir, 'artboard.html');
  if (!existsSync(page)) {
    throw new Error(
      `${page} is missing: build the web app first (npm run build -w web) or set ARTBOARD_DIR to a web build.`,
    );
  }
  const files = new Map<string, ArtboardFile>();
  for (const file of walk(dir)) {
    const type = contentTypes[extname(file)];
    if (type) {
      files.set(`/${relative(dir, file).split(sep).join('/')}`, {
        body: readFileSync(file),
        contentType: type,
      });
    }
  }
  const artboard = files.get('/artboard.html');
  return {
    buildId: createHash('sha256').update(readFileSync(page)).digest('hex').slice(0, 16),
    lookup: (path) => (/^\/artboard(\/|$)/.test(path) ? artboard : files.get(path)),
  };
}
