import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type RunningGateway } from '../src/app';
import { repoRoot } from '../src/supergraph/paths';
import {
  appDirectives,
  artboardDirectives,
  inlineScriptHashes,
  metaPolicyOf,
} from '../src/web/security-headers';
import { startTestGateway } from './support/start-services';

jest.setTimeout(60_000);

const themeScript = `(function(){document.documentElement.dataset.theme='dark'})()`;

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Vitae</title>
    <script>${themeScript}</script>
    <script type="module" crossorigin src="/assets/main.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const artboardPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; font-src 'self' data:; img-src 'self' data: blob: https: http:; connect-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'";

const artboardHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="${artboardPolicy}" />
    <title>Vitae artboard</title>
  </head>
  <body><div id="artboard"></div></body>
</html>
`;

const silentCheckScript = '\n      parent.postMessage(location.href, location.origin);\n    ';
const silentCheckHtml = `<!doctype html><html><body><script>${silentCheckScript}</script></body></html>`;

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** A CSP header as its directives: name → sources. */
function directivesOf(header: string | null): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/**
 * Security headers (docs/quality.md#security-headers) on every page and file the gateway
 * serves, by @fastify/helmet: the app's CSP (inline scripts by their hash,
 * never framed), the artboard's own CSP (framed by this origin only), the
 * silent SSO check's page, nosniff on pages and JSON alike, a referrer
 * policy, and HSTS only over HTTPS.
 */
describe('security headers', () => {
  let webDist: string;
  let gateway: RunningGateway;
  let behindProxy: RunningGateway;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'vitae-headers-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), indexHtml);
    writeFileSync(join(webDist, 'artboard.html'), artboardHtml);
    writeFileSync(join(webDist, 'silent-check-sso.html'), silentCheckHtml);
    writeFileSync(join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
    const start = (env: Record<string, string>) => startTestGateway({ WEB_DIST: webDist, ...env });
    // Subgraphs are not needed: pages, files and refusals are the gateway's own.
    gateway = await start({ TRUSTED_PROXIES: '10.0.0.0/8' });
    behindProxy = await start({ TRUSTED_PROXIES: '127.0.0.1/32' });
  });

  afterAll(async () => {
    await gateway?.close();
    await behindProxy?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  async function get(path: string, headers: Record<string, string> = {}, base = gateway.url) {
    return fetch(`${base}${path}`, { headers: { accept: 'text/html', ...headers } });
  }

  it('gives every app page the app policy: own scripts and the inline ones by hash, never framed', async () => {
    for (const path of ['/', '/dashboard/resumes', '/builder/123', '/someone/their-cv']) {
      const page = await get(path);
      expect(page.status).toBe(200);
      const csp = directivesOf(page.headers.get('content-security-policy'));
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'", sha256(themeScript)]);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      expect(csp['connect-src']).toEqual([
        "'self'",
        'https:',
        'http://localhost:*',
        'http://127.0.0.1:*',
      ]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it("gives the artboard its page's own policy, framed by this origin only", async () => {
    for (const path of ['/artboard', '/artboard/builder', '/artboard/preview']) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(directivesOf(page.headers.get('content-security-policy'))).toEqual({
        ...metaPolicyOf(artboardHtml),
        'img-src': ["'self'", 'data:', 'blob:'],
        'frame-ancestors': ["'self'"],
      });
      expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("loads the artboard's images from this origin only, whatever its page declares", async () => {
    // The fixture page's meta tag allows any http: and https: image; a reader's
    // browser must still never ask another host (storage serves the copies).
    for (const path of ['/artboard', '/artboard/preview']) {
      const csp = directivesOf((await get(path)).headers.get('content-security-policy'));
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    }
    expect(artboardDirectives(undefined)['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it("lets the silent SSO check's page run its one script inside the app's frame", async () => {
    const page = await get('/silent-check-sso.html');
    expect(page.status).toBe(200);
    expect(directivesOf(page.headers.get('content-security-policy'))).toMatchObject({
      'default-src': ["'none'"],
      'script-src': [sha256(silentCheckScript)],
      'frame-ancestors': ["'self'"],
    });
  });

  it('sends nosniff and a policy with static files, JSON answers and refusals', async () => {
    const file = await get('/assets/main-abc123.js');
    expect(file.status).toBe(200);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    for (const [path, init] of [
      ['/healthz', {}],
      ['/api/nothing-here', { headers: { accept: 'application/json' } }],
      ['/graphql', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }],
      ['/api/resume', { method: 'POST', headers: { origin: 'https://evil.example' } }],
    ] as const) {
      const answer = await fetch(`${gateway.url}${path}`, init);
      expect(answer.headers.get('content-type')).toMatch(/json/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it("leaves a stored file's policy to storage (a PDF must open in the browser's viewer)", async () => {
    const file = await get('/api/storage/files/some/key.pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBeNull();
  });

  it('sends HSTS only over HTTPS: a trusted proxy saying so, never anyone else', async () => {
    const plain = await get('/');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // 127.0.0.1 is not among this gateway's trusted proxies: its word is not taken.
    const untrusted = await get('/', { 'x-forwarded-proto': 'https' });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    const viaProxy = await get('/', { 'x-forwarded-proto': 'https' }, behindProxy.url);
    expect(viaProxy.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const viaProxyPlain = await get('/', { 'x-forwarded-proto': 'http' }, behindProxy.url);
    expect(viaProxyPlain.headers.get('strict-transport-security')).toBeNull();
    const api = await fetch(`${behindProxy.url}/healthz`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(api.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('the policies of the built web app', () => {
  const dist = join(repoRoot, 'web/dist');
  const built = existsSync(join(dist, 'index.html')) && existsSync(join(dist, 'artboard.html'));

  it('hashes only inline scripts, exactly as written', () => {
    expect(inlineScriptHashes(indexHtml)).toEqual([sha256(themeScript)]);
    expect(
      inlineScriptHashes('<script src="/a.js"></script><script type="module">\n</script>'),
    ).toEqual([]);
  });

  (built ? it : it.skip)(
    "keeps the built artboard's meta policy, images from this origin only, and adds frame-ancestors",
    () => {
      const html = readFileSync(join(dist, 'artboard.html'), 'utf8');
      const declared = metaPolicyOf(html);
      expect(declared).toBeDefined();
      expect(artboardDirectives(html)).toEqual({
        ...declared,
        'img-src': ["'self'", 'data:', 'blob:'],
        'frame-ancestors': ["'self'"],
      });
      expect(
        appDirectives(readFileSync(join(dist, 'index.html'), 'utf8'))['frame-ancestors'],
      ).toEqual(["'none'"]);
    },
  );
});
