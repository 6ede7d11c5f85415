import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Fastify, { type FastifyInstance } from 'fastify';

import {
  mountWebApp,
  publicAddressOf,
  type PublicPageFound,
  publicResumeElementId,
} from '../src/web/static-web';

type PublicAddress = { username: string; slug: string };

/** A GET with a hand-written target and Host header (an HTTP client would normalise both). */
function rawGet(port: number, target: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`,
      ),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Vitae is a free and open resume builder." />
    <title>Vitae</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/**
 * The gateway fills a public resume's link-preview tags into index.html, from
 * one lookup (here a stand-in answering as the graph would: public resumes
 * only). Every address in the tags is built on PUBLIC_URL.
 */
describe('the social preview tags of a public resume page', () => {
  let app: FastifyInstance;
  let webDist: string;
  const lookups: PublicAddress[] = [];
  const publicResumes = new Map<string, PublicPageFound['resume']>([
    [
      'ada/engineer',
      {
        id: '4a3c1f0e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
        title: 'Engineer "résumé" <2024>',
        slug: 'engineer',
        data: {
          basics: { name: 'Ada & Co', headline: '<script>alert(1)</script>' },
          // Text that would end the script element, open a comment or a line in old parsers.
          summary: { content: "<p>Pay: $& and $' and </script><!-- \u2028</p>" },
          metadata: { template: 'glalie' },
        },
      } as PublicPageFound['resume'],
    ],
    // A title with replacement patterns: text in the page, never a pattern.
    ['ada/dollars', { title: "Costs $& and $' and $1", slug: 'dollars' }],
    // What a path such as `/\\evil.example/engineer` names, found, so its tags are sent.
    ['\\evil.example/engineer', { title: 'Found', slug: 'engineer' }],
  ]);

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'vitae-web-meta-'));
    mkdirSync(join(webDist, 'assets'));
    mkdirSync(join(webDist, 'templates', 'jpg'), { recursive: true });
    writeFileSync(join(webDist, 'templates', 'jpg', 'glalie.jpg'), 'jpeg');
    writeFileSync(join(webDist, 'index.html'), indexHtml);
    app = Fastify();
    await mountWebApp(app, {
      webDist,
      publicUrl: 'https://vitae.example/',
      lookup: async (address) => {
        lookups.push(address);
        const resume = publicResumes.get(`${address.username}/${address.slug}`);
        return resume ? { resume } : null;
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  beforeEach(() => {
    lookups.length = 0;
  });

  const page = (url: string) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', host: 'evil.example' } });

  it('sends og and twitter tags, escaped, in one lookup, with addresses on PUBLIC_URL', async () => {
    const response = await page('/ada/engineer?utm=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(lookups).toEqual([{ username: 'ada', slug: 'engineer' }]);
    const html = response.body;
    expect(html).toContain(
      '<meta property="og:title" content="Engineer &quot;résumé&quot; &lt;2024&gt;" />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="Ada &amp; Co · &lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    // The template's static picture: the page never waits on a print.
    expect(html).toContain(
      '<meta property="og:image" content="https://vitae.example/templates/jpg/glalie.jpg" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://vitae.example/ada/engineer" />',
    );
    expect(html).toContain('<title>Engineer &quot;résumé&quot; &lt;2024&gt; - Vitae</title>');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('evil.example');
    expect(html).toContain('<div id="root"></div>');
  });

  it('quality: no request shape puts another host in og:url or og:image', async () => {
    const port = (app.server.address() as AddressInfo).port;
    const targets = ['/ada/engineer', '/\\evil.example/engineer', '/ada/engineer?x=//evil.example'];
    for (const target of targets) {
      const html = await rawGet(port, target, 'evil.example:8999');
      const addresses = [...html.matchAll(/<meta property="og:(?:url|image)" content="([^"]*)"/g)];
      expect(addresses.length).toBeGreaterThan(0);
      for (const [, address] of addresses) {
        expect(new URL(address).host).toBe('vitae.example');
      }
    }
  });

  it('carries the resume in the page, as JSON no text in it can break out of', async () => {
    const response = await page('/ada/engineer');
    const match = new RegExp(
      `<script type="application/json" id="${publicResumeElementId}">([^<]*)</script></head>`,
    ).exec(response.body);
    expect(match).not.toBeNull();
    const embedded = match![1];
    // The summary's `</script>`, `<!--` and line separator are escapes in the element.
    expect(embedded).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(embedded)).toEqual({
      username: 'ada',
      slug: 'engineer',
      resume: publicResumes.get('ada/engineer'),
    });
    // Once: the element stands in the head, before the page's own scripts.
    expect(response.body.split(publicResumeElementId)).toHaveLength(2);
  });

  it('writes a title with replacement patterns as it is', async () => {
    const response = await page('/ada/dollars');
    expect(response.body).toContain('<title>Costs $&amp; and $&#39; and $1 - Vitae</title>');
    expect(response.body).toContain(
      '<meta property="og:title" content="Costs $&amp; and $&#39; and $1" />',
    );
  });

  it('sends the plain page for a private or missing resume', async () => {
    const response = await page('/ada/private-one');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.body).not.toContain('og:title');
  });

  it('leaves the app routes alone', async () => {
    for (const url of ['/dashboard/resumes', '/auth/login', '/']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('og:title');
    }
  });

  it('knows a public resume path from the app routes', () => {
    expect(publicAddressOf('/ada/engineer?utm=1')).toEqual({ username: 'ada', slug: 'engineer' });
    expect(publicAddressOf('/auth/login')).toBeNull();
    expect(publicAddressOf('/builder/abc')).toBeNull();
    expect(publicAddressOf('/a/b/c')).toBeNull();
  });
});
