import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import { DomainError, sendError } from '@vitae/service-kit';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

import { upstreamUrl } from '../proxy/upstream-url';

/** Paths that belong to the API, never to the single-page app. */
const apiPrefixes = ['/api/', '/graphql', '/healthz', '/readyz'];

/** First path segments that are never a public resume's or letter's `/{username}/{slug}` (web's public-path.ts). */
const reservedFirstSegments = new Set([
  'api',
  'artboard',
  'assets',
  'auth',
  'builder',
  'dashboard',
  'letters',
  'graphql',
  'templates',
]);

type PublicAddress = { username: string; slug: string };

/** The username and slug of `/{username}/{slug}`, or null for any other path. */
export function publicAddressOf(url: string): PublicAddress | null {
  const match = /^\/([^/?#]+)\/([^/?#]+)\/?(?:[?#].*)?$/.exec(url);
  if (!match) {
    return null;
  }
  try {
    const username = decodeURIComponent(match[1]);
    const slug = decodeURIComponent(match[2]);
    return reservedFirstSegments.has(username.toLowerCase()) ? null : { username, slug };
  } catch {
    return null;
  }
}

/** Escapes text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** What the page's link preview needs of a public resume. */
export type PublicPagePreview = {
  title: string;
  slug: string;
  data?: { basics?: { name?: string; headline?: string }; metadata?: { template?: string } };
};

/** What the page's link preview needs of a public letter: its title, sender and template. */
export type PublicLetterPreview = {
  title: string;
  slug: string;
  data?: { sender?: { name?: string; headline?: string }; metadata?: { template?: string } };
};

/**
 * A public resume or letter found for its page: what GET /api/resume/public/{username}/{slug}
 * (or /api/letter/public/…) answers, which the page draws without asking again.
 * `/{username}/{slug}` is a resume when the owner has a public one there, else a
 * letter (docs/letters.md#the-public-page).
 */
export type PublicPageFound =
  | { resume: PublicPagePreview & Record<string, unknown>; letter?: undefined }
  | { letter: PublicLetterPreview & Record<string, unknown>; resume?: undefined };

/** A letter's link preview read as a resume's: the sender stands for the basics. */
function previewOf(found: PublicPageFound): PublicPagePreview {
  if (found.resume) {
    return found.resume;
  }
  const { title, slug, data } = found.letter;
  return { title, slug, data: { basics: data?.sender, metadata: data?.metadata } };
}

/**
 * Looks a public resume, else a public letter, up for its page, once: its link
 * preview and the data the page draws. It counts no view (the page reports its
 * own, so neither a link-preview crawler nor the owner's load counts) and
 * prints nothing. Null for a private or missing one.
 */
export type PublicPageLookup = (
  address: PublicAddress,
  request: FastifyRequest,
) => Promise<PublicPageFound | null>;

/** The id of the script element that carries the public resume or letter in its page (web's public-api.ts). */
export const publicResumeElementId = 'vitae-public-resume';

/**
 * The page with its public resume (`resume`) or letter (`letter`) in a JSON
 * script element (never run), so the page draws it without a request of its
 * own: every `<`, `>` and `&` and the two line separators written as escapes,
 * so no text in the document can close the element or start markup.
 */
export function withPublicResume(
  html: string,
  address: PublicAddress,
  found: PublicPageFound,
): string {
  const document = found.resume ? { resume: found.resume } : { letter: found.letter };
  const json = JSON.stringify({ ...address, ...document })
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return html.replace(
    '</head>',
    () => `<script type="application/json" id="${publicResumeElementId}">${json}</script></head>`,
  );
}

/** What a link preview shows of a public resume. */
export type SocialPreview = { title: string; description: string; image?: string; url: string };

/**
 * The social preview tags of a public resume (link-preview crawlers run no
 * JavaScript, so they are in the HTML the server sends). Every address in them
 * is built on the configured PUBLIC_URL from a path alone, never from the
 * request's target or Host header. The image is the picture of the resume's
 * template that the web build ships (`templates/jpg/<template>.jpg`): static,
 * so the page never waits on a print.
 */
export function socialPreviewOf(
  resume: PublicPagePreview,
  address: PublicAddress,
  publicUrl: string,
  templatePictures: ReadonlySet<string>,
): SocialPreview {
  const name = resume.data?.basics?.name?.trim() ?? '';
  const headline = resume.data?.basics?.headline?.trim() ?? '';
  const title = resume.title?.trim() || name || address.slug;
  const template = resume.data?.metadata?.template ?? '';
  const picture = `${template}.jpg`;
  return {
    title,
    description: [name, headline].filter(Boolean).join(' · ') || `${title} - Vitae`,
    image: templatePictures.has(picture)
      ? upstreamUrl(publicUrl, `/templates/jpg/${picture}`).toString()
      : undefined,
    url: upstreamUrl(
      publicUrl,
      `/${encodeURIComponent(address.username)}/${encodeURIComponent(address.slug)}`,
    ).toString(),
  };
}

/** index.html with the page title and the Open Graph and Twitter card tags of a public resume. */
export function withSocialPreview(html: string, preview: SocialPreview): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'profile'],
    ['property', 'og:site_name', 'Vitae'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', preview.url],
    ...(preview.image ? [['property', 'og:image', preview.image] as [string, string, string]] : []),
    ['name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ...(preview.image
      ? [['name', 'twitter:image', preview.image] as [string, string, string]]
      : []),
  ];
  const meta = tags
    .map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeHtml(value)}" />`)
    .join('\n    ');
  // Replaced by functions: a `$&` or `$'` in a title is text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(preview.title)} - Vitae</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(preview.description)}" />`,
    )
    .replace('</head>', () => `    ${meta}\n  </head>`);
}

/** What {@link mountWebApp} serves, and how a public page finds its link preview. */
export type WebAppOptions = {
  webDist: string;
  /** PUBLIC_URL: the origin every address in a link preview is built on. */
  publicUrl: string;
  lookup: PublicPageLookup;
};

/** Every file below `folder`, by its path relative to it with `/` between folders. */
function filesIn(folder: string): Set<string> {
  if (!existsSync(folder)) {
    return new Set();
  }
  return new Set(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/')),
  );
}

/** The template pictures of the web build (`templates/jpg/*.jpg`), by file name. */
function templatePicturesIn(webDist: string): Set<string> {
  const folder = join(webDist, 'templates', 'jpg');
  return new Set(
    existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.jpg')) : [],
  );
}

/**
 * Serves the built web app, and its index page for any other GET a browser
 * makes (client-side routes such as /dashboard/resumes). Hashed assets are
 * cached for a year; the index page never is, so a deploy shows at once.
 * A public resume's page carries its link-preview tags and the resume itself:
 * one lookup that counts no view (the page reports its own, per visitor) and
 * waits on no print, so the page asks for nothing more to draw it
 * (docs/web.md#the-areas, "Public page").
 */
export async function mountWebApp(
  app: FastifyInstance,
  { webDist, publicUrl, lookup }: WebAppOptions,
): Promise<void> {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ webDist }, 'web app not built (run `make build`); only the API is served');
    return;
  }
  const assets = join(webDist, 'assets');
  // The few files outside assets/ (the pages, the template pictures) a route
  // each, so every other path reaches the handler below unchanged: the app's
  // pages, a public resume, an API path's JSON 404. This registration's
  // `reply.sendFile` serves from the build's root.
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    globIgnore: ['assets/**'],
    index: false,
    setHeaders: (reply, path) => {
      // Hashed names: a new build has new ones, so an asset is cached for a year.
      const hashed = path.startsWith(`${assets}${sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The hashed assets (about 2,400 files: scripts, fonts, the interface
  // catalogues) under one route, looked up in their list read once here (a
  // build does not change under a running gateway). A route for each file
  // (GET and HEAD) cost the gateway's start about 2 s of CPU; the plugin's own
  // wildcard route reads the whole folder at every request to check a name's
  // spelling, about 2 ms each.
  const assetFiles = filesIn(assets);
  app.get('/assets/*', (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    return assetFiles.has(name) ? reply.sendFile(`assets/${name}`) : reply.callNotFound();
  });
  app.get('/', (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
  // The artboard (builder preview frame, public page) is its own entry of the web build.
  if (existsSync(join(webDist, 'artboard.html'))) {
    const artboard = (_request: unknown, reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('artboard.html');
    app.get('/artboard', artboard);
    app.get('/artboard/*', artboard);
  }
  const indexHtml = readFileSync(index, 'utf8');
  const templatePictures = templatePicturesIn(webDist);
  // A found resume shared by its readers (shared-public-page.ts) is written into the page once.
  const pages = new WeakMap<PublicPageFound, string>();
  const pageOf = (address: PublicAddress, found: PublicPageFound) => {
    let page = pages.get(found);
    if (page === undefined) {
      const preview = socialPreviewOf(previewOf(found), address, publicUrl, templatePictures);
      page = withPublicResume(withSocialPreview(indexHtml, preview), address, found);
      pages.set(found, page);
    }
    return page;
  };
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      request.method === 'GET' && !apiPrefixes.some((prefix) => request.url.startsWith(prefix));
    if (isPage && request.headers.accept?.includes('text/html')) {
      // A public resume's or letter's page carries its link-preview tags; a private or missing one the plain page.
      const address = publicAddressOf(request.url);
      const found = address ? await lookup(address, request).catch(() => null) : null;
      if (address && found) {
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(pageOf(address, found));
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(
      reply,
      new DomainError('NotFound', `No route ${request.method} ${request.url}`),
    );
  });
}
