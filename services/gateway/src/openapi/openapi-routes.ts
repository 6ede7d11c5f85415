import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { DomainError, sendError } from '@vitae/service-kit';
import { type FastifyInstance } from 'fastify';

import { type RestRoute } from '../rest/rest-route';
import { buildOpenApiDocument } from './openapi-document';

/** Where the reference page's own files are served. */
const assetsPrefix = '/api/docs/assets/';

/** The files of swagger-ui-dist the page loads, and their types; nothing else of the package is served. */
const swaggerAssets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** The page: no inline script or style, so the app's Content-Security-Policy holds (docs/api.md). */
const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Vitae API reference</title>
    <link rel="icon" type="image/png" href="${assetsPrefix}favicon-32x32.png" />
    <link rel="stylesheet" href="${assetsPrefix}swagger-ui.css" />
  </head>
  <body>
    <main id="reference"></main>
    <script src="${assetsPrefix}swagger-ui-bundle.js"></script>
    <script src="${assetsPrefix}reference.js"></script>
  </body>
</html>
`;

/** Starts Swagger UI on the document; "Try it out" calls this origin's /api. */
const starter = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    tryItOutEnabled: false,
    validatorUrl: null,
  });
});
`;

/**
 * `GET /api/openapi.json` (the OpenAPI 3.1 document of every /api route) and
 * `GET /api/docs` (its reference page: swagger-ui-dist from npm, served from
 * this origin, no CDN).
 */
export function registerOpenApiRoutes(app: FastifyInstance, routes: readonly RestRoute[]): void {
  let document: string | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument(routes));
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(document);
  });

  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );

  const swaggerDir = dirname(require.resolve('swagger-ui-dist/package.json'));
  const cache = new Map<string, Buffer>();
  app.get(`${assetsPrefix}:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    if (file === 'reference.js') {
      return reply.type('text/javascript; charset=utf-8').send(starter);
    }
    const type = Object.hasOwn(swaggerAssets, file) ? swaggerAssets[file] : undefined;
    if (!type) {
      return sendError(reply, new DomainError('NotFound', 'No such file'));
    }
    let content = cache.get(file);
    if (!content) {
      content = await readFile(join(swaggerDir, file));
      cache.set(file, content);
    }
    return reply.type(type).header('cache-control', 'public, max-age=3600').send(content);
  });
}
