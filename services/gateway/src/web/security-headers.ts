import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type TLSSocket } from 'node:tls';

import helmet from '@fastify/helmet';
import { type FastifyInstance, type FastifyRequest } from 'fastify';

import { isTrustedPeer, type TrustedProxies } from '../proxy/client-address';

/** CSP directives as helmet takes them: a directive's name and its sources. */
export type CspDirectives = Record<string, string[]>;

/** How long a browser keeps to HTTPS once told over HTTPS: a year (the preload lists' minimum). */
const hstsMaxAgeSeconds = 31_536_000;

/**
 * Where the app's own scripts may send requests and open frames besides its
 * origin: any HTTPS origin, and plain HTTP on loopback. The AI helper calls
 * the OpenAI-compatible base URL the person chose in their settings (a hosted
 * service, or a model server on their own machine), and single sign-on frames
 * and calls the realm the operator configured in identity; neither is known
 * to the gateway, so neither can be listed. What keeps an injected script
 * from running at all is `script-src`, not these two (docs/architecture.md).
 */
const outsideSources = ['https:', 'http://localhost:*', 'http://127.0.0.1:*'];

/**
 * `'sha256-…'` sources for the inline scripts of a page (a theme script that
 * must run before the first paint), computed from the built file at start so
 * a rebuilt page never needs a code change here. Scripts with `src` are
 * covered by `'self'`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') {
      continue;
    }
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The policy of the web app's pages (index.html for every client-side route). */
export function appDirectives(indexHtml: string): CspDirectives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(indexHtml)],
    // Chakra UI (emotion) injects its styles at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // A picture may be any external URL; previews are `blob:` and `data:` URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...outsideSources],
    // The artboard (builder, public page) and the realm's silent sign-in check.
    'frame-src': ["'self'", ...outsideSources],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The directives of a `<meta http-equiv="Content-Security-Policy">` in `html`, if it has one. */
export function metaPolicyOf(html: string): CspDirectives | undefined {
  const tag = /<meta\s[^>]*http-equiv=["']Content-Security-Policy["'][^>]*>/i.exec(html)?.[0];
  // The value is quoted with " or ', and holds the other kind ('self'): match the same quote.
  const content = tag && /\scontent=(["'])(.*?)\1/i.exec(tag)?.[2];
  if (!content) {
    return undefined;
  }
  const directives: CspDirectives = {};
  for (const part of content.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) {
      directives[name.toLowerCase()] = sources;
    }
  }
  return directives;
}

/**
 * Where the artboard may load images: this origin (storage serves its copy of
 * every remote picture and rich-text image, docs/storage.md), inline data and
 * blobs, never another host, so a reader of a public resume is not seen by
 * whoever owns a picture URL. Set whatever the page's meta tag says.
 */
const artboardImages = ["'self'", 'data:', 'blob:'];

/**
 * The artboard's policy: the one its built page declares in its meta tag
 * (web/vite.config.ts: own scripts and fonts only, no frames, no forms),
 * never looser, images from this origin only, plus what a meta tag cannot say: only this
 * origin's pages (the builder, the public page) may frame it. Without a meta
 * tag (a dev build) the same policy.
 */
export function artboardDirectives(artboardHtml: string | undefined): CspDirectives {
  const declared = (artboardHtml && metaPolicyOf(artboardHtml)) || {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'img-src': artboardImages,
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  };
  return { ...declared, 'img-src': artboardImages, 'frame-ancestors': ["'self'"] };
}

/**
 * The policy of the page keycloak-js's silent sign-in check lands on, in a
 * frame of the app: its one inline script, nothing else, framed by this
 * origin only.
 */
export function silentCheckDirectives(html: string): CspDirectives {
  return {
    'default-src': ["'none'"],
    'script-src': inlineScriptHashes(html).length > 0 ? inlineScriptHashes(html) : ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
  };
}

/** Helmet's options for a page this origin's own pages frame. */
function framedBySelf(directives: CspDirectives) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: 'sameorigin' as const },
  };
}

/** Whether the request reached the gateway over HTTPS: its own TLS, or a trusted proxy's word. */
export function servedOverHttps(request: FastifyRequest, trusted: TrustedProxies): boolean {
  if ((request.raw.socket as Partial<TLSSocket>).encrypted === true) {
    return true;
  }
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (
    proto?.toLowerCase() === 'https' && isTrustedPeer(request.socket.remoteAddress ?? '', trusted)
  );
}

/** Paths whose answers carry their own policy, or none: files from storage, the Sandbox page. */
function ownPolicy(url: string, sandbox: boolean): boolean {
  return url.startsWith('/api/storage/files') || (sandbox && url === '/graphql');
}

export type SecurityHeaderOptions = {
  /** The built web app (index.html, artboard.html). */
  webDist: string;
  trustedProxies: TrustedProxies;
  /** Whether Apollo's Sandbox page is served at GET /graphql (it runs Apollo's scripts). */
  sandbox: boolean;
};

/**
 * Security headers on every answer, by @fastify/helmet (docs/quality.md#security-headers,
 * docs/architecture.md): the app's CSP with `frame-ancestors 'none'`, the
 * artboard's own CSP with `frame-ancestors 'self'`, `nosniff`, a referrer
 * policy that sends other sites the origin only, and HSTS only on a request
 * that came over HTTPS (over plain HTTP a browser ignores it, and a local
 * `make run` must stay reachable). Registered before any route, so the
 * routes' own policies (artboard, storage files) are known as they are added.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  const read = (name: string) => {
    const path = join(options.webDist, name);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
  const app_ = appDirectives(read('index.html') ?? '');
  const artboard = artboardDirectives(read('artboard.html'));
  const silentCheck = silentCheckDirectives(read('silent-check-sso.html') ?? '');
  // Runs before helmet's own onRoute hook, which takes each route's `helmet`.
  app.addHook('onRoute', (route) => {
    if (route.url === '/artboard' || route.url.startsWith('/artboard/')) {
      route.helmet = framedBySelf(artboard);
    } else if (route.url === '/silent-check-sso.html') {
      route.helmet = framedBySelf(silentCheck);
    } else if (ownPolicy(route.url, options.sandbox)) {
      route.helmet = { contentSecurityPolicy: false };
    }
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: app_ },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set below, only over HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (servedOverHttps(request, options.trustedProxies)) {
      reply.helmet({
        strictTransportSecurity: { maxAge: hstsMaxAgeSeconds, includeSubDomains: true },
      });
    }
  });
}
