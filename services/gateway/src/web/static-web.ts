import { existsSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import { type FastifyInstance, type FastifyReply } from 'fastify';

/** Paths that belong to the API, never to the single-page app. */
const apiPrefixes = ['/api/', '/graphql', '/healthz', '/readyz'];

/**
 * Serves the built web app, and its index page for any other GET a browser
 * makes (client-side routes such as /dashboard/resumes). Hashed assets are
 * cached for a year; the index page never is, so a deploy shows at once.
 */
export async function mountWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ webDist }, 'web app not built (run `make build`); only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders: (reply, path) => {
      const hashed = path.includes(`${join(webDist, 'assets')}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
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
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' && !apiPrefixes.some((prefix) => request.url.startsWith(prefix));
    if (isPage && request.headers.accept?.includes('text/html')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({
        statusCode: 404,
        code: 'NotFound',
        message: `No route ${request.method} ${request.url}`,
      });
  });
}
