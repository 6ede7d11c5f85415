import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';

/**
 * The origin the artboard is loaded from inside Chromium. Nothing listens on
 * it: every request for it is answered from the build by the request guard, so
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

/** The render service's own copy of the artboard build. */
export type ArtboardFiles = {
  /** Hash of `artboard.html`: it names every asset by content, so it changes with any build change. */
  buildId: string;
  /** The file a path of {@link artboardOrigin} answers, or undefined (404). */
  lookup(path: string): Promise<ArtboardFile | undefined>;
};

/**
 * Files held in memory, so every print's first requests never wait for the
 * disk: the page, its scripts and stylesheets, and the artboard's own
 * catalogues (`assets/i18n/<version>/artboard/`), each under 256 kB. Every
 * other file is read from disk when asked for: fonts (the faces of every
 * script are some 1,800 woff2 files, 35 MB, of which a print uses a handful),
 * the web app's catalogues (46 of them, 4.5 MB, which no print asks for), the
 * template picker's images, and anything large.
 */
const held = (path: string, size: number) =>
  size <= 256 * 1024 &&
  (/\.(html|js|css)$/.test(path) || /^\/assets\/i18n\/[^/]+\/artboard\/[^/]+\.json$/.test(path));

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Indexes the web build (`web/dist`) once. `/artboard/*` answers
 * `artboard.html` like the gateway does; any other path a file of the build
 * found at start (nothing else on disk is ever read). Source maps are left
 * out: Chromium never asks for them while printing. Fonts and large files are
 * read when Chromium asks for them, so memory stays the same however many
 * scripts' fonts the build carries; a file gone since start is a 404.
 */
export function loadArtboardFiles(dir: string): ArtboardFiles {
  const page = join(dir, 'artboard.html');
  if (!existsSync(page)) {
    throw new Error(
      `${page} is missing: build the web app first (npm run build -w web) or set ARTBOARD_DIR to a web build.`,
    );
  }
  const files = new Map<string, () => Promise<ArtboardFile | undefined>>();
  for (const file of walk(dir)) {
    const contentType = contentTypes[extname(file)];
    if (!contentType) {
      continue;
    }
    const path = `/${relative(dir, file).split(sep).join('/')}`;
    if (!held(path, statSync(file).size)) {
      files.set(path, () =>
        readFile(file).then(
          (body) => ({ body, contentType }),
          () => undefined,
        ),
      );
    } else {
      const held = Promise.resolve({ body: readFileSync(file), contentType });
      files.set(path, () => held);
    }
  }
  const artboard = files.get('/artboard.html');
  return {
    buildId: createHash('sha256').update(readFileSync(page)).digest('hex').slice(0, 16),
    lookup: async (path) => {
      const file = /^\/artboard(\/|$)/.test(path) ? artboard : files.get(path);
      return file?.();
    },
  };
}
