import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Fastify, { type FastifyInstance } from 'fastify';

import { mountWebApp, publicAddressOf } from '../src/web/static-web';

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

type StoredResume = { title: string; data: { basics: { name: string; headline: string } } };

/**
 * The gateway fills a public resume's link-preview tags into index.html. The
 * resume and its thumbnail come from the gateway's own routes (here answered by
 * this app as the resume and render subgraphs would: public resumes only).
 */
describe('the social preview tags of a public resume page', () => {
  let app: FastifyInstance;
  let webDist: string;
  const publicResumes = new Map<string, StoredResume>([
    [
      'ada/engineer',
      {
        title: 'Engineer "résumé" <2024>',
        data: { basics: { name: 'Ada & Co', headline: '<script>alert(1)</script>' } },
      },
    ],
  ]);

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'vitae-web-meta-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), indexHtml);
    app = Fastify();
    app.get('/api/resume/public/:username/:slug', async (request, reply) => {
      const { username, slug } = request.params as { username: string; slug: string };
      const resume = publicResumes.get(`${username}/${slug}`);
      return resume
        ? resume
        : reply
            .status(404)
            .send({
              statusCode: 404,
              code: 'ResumeNotFound',
              message: 'The resume was not found.',
            });
    });
    app.post('/graphql', async (request) => {
      const { variables } = request.body as { variables: { username: string; slug: string } };
      const found = publicResumes.has(`${variables.username}/${variables.slug}`);
      return {
        data: {
          publicUser: {
            publicResume: found ? { previewUrl: '/api/storage/thumb.jpg?sig="x"' } : null,
          },
        },
      };
    });
    await mountWebApp(app, webDist);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const page = (url: string) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', host: 'vitae.example' } });

  it('sends og and twitter tags, escaped, with the thumbnail as an absolute og:image', async () => {
    const response = await page('/ada/engineer');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain(
      '<meta property="og:title" content="Engineer &quot;résumé&quot; &lt;2024&gt;" />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="Ada &amp; Co · &lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="http://vitae.example/api/storage/thumb.jpg?sig=%22x%22" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<meta property="og:url" content="http://vitae.example/ada/engineer" />',
    );
    expect(html).toContain('<title>Engineer &quot;résumé&quot; &lt;2024&gt; - Vitae</title>');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<div id="root"></div>');
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
