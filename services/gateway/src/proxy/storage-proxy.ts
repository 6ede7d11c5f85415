import { type IncomingHttpHeaders, type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { buffer } from 'node:stream/consumers';

import {
  DomainError,
  type ErrorBody,
  errorBody,
  lingerThenClose,
  sendError,
  somethingWentWrong,
} from '@vitae/service-kit';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

import { upstreamUrl } from './upstream-url';

/** Request headers storage needs: who is asking, what is sent, which request this is. */
const forwardedRequestHeaders = [
  'authorization',
  'cookie',
  'content-type',
  'content-length',
  'transfer-encoding',
  'accept',
  'user-agent',
  'x-forwarded-for',
] as const;

/** Response headers that describe the file; storage's own hop headers stay behind. */
const forwardedResponseHeaders = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'etag',
  'last-modified',
] as const;

const imagePath = '/api/storage/image';
const filesPrefix = '/api/storage/files/';

/** How long storage may take to answer one proxied request. */
const upstreamTimeoutMs = 60_000;

/** Error bodies from storage are small; anything larger is not one. */
const maxErrorBodyBytes = 16 * 1024;

function pick(headers: IncomingHttpHeaders, names: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (typeof value === 'string') {
      picked[name] = value;
    }
  }
  return picked;
}

/**
 * The routes the gateway passes to the storage service as streams rather than
 * GraphQL operations (the few routes that are streams are proxied: docs/architecture.md):
 * `PUT /api/storage/image` (docs/product.md#calls) and `GET /api/storage/files/*`. The body
 * is never buffered here; storage enforces the limits. When storage answers
 * before the body is in (a refusal), the client's connection is closed so the
 * gateway stops reading too. Storage's `/internal` routes are never forwarded.
 *
 * @param storageGraphqlUrl STORAGE_URL, the storage subgraph's /graphql; its origin serves the files.
 */
export async function registerStorageProxy(
  app: FastifyInstance,
  storageGraphqlUrl: string,
): Promise<void> {
  const origin = new URL(storageGraphqlUrl).origin;
  await app.register(async (scope) => {
    // Leave the upload stream unread, whatever its type (JSON and text
    // included, which the gateway would otherwise parse): it is piped to
    // storage as it arrives, and storage judges it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.put(imagePath, { config: { streamsBody: true } }, (request, reply) =>
      forward(origin, request, reply, true),
    );
    scope.get(`${filesPrefix}*`, (request, reply) => forward(origin, request, reply, false));
  });
}

async function forward(
  origin: string,
  request: FastifyRequest,
  reply: FastifyReply,
  withBody: boolean,
): Promise<FastifyReply> {
  // The path and query alone, on storage's origin: the target never names the host.
  const target = upstreamUrl(origin, request.url);
  // The URL parser resolves `..` and `%2e%2e`: a path that leaves the proxied
  // routes that way (towards storage's /internal) is not forwarded.
  if (target.pathname !== imagePath && !target.pathname.startsWith(filesPrefix)) {
    return sendError(reply, new DomainError('NotFound', 'No such file'));
  }
  return new Promise<FastifyReply>((resolve) => {
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstream = send(target, {
      method: request.method,
      headers: {
        ...pick(request.headers, forwardedRequestHeaders),
        'x-request-id': String(request.id),
      },
      timeout: upstreamTimeoutMs,
    });
    let answered = false;
    // Storage did not answer: the proxy's own 502 or 504, as a gateway's are,
    // with the code of any server failure (the web words SomethingWentWrong).
    const fail = (status: 502 | 504, message: string) => {
      if (answered) {
        return;
      }
      answered = true;
      request.raw.unpipe(upstream);
      lingerThenClose(request.raw, reply.raw);
      resolve(reply.status(status).send(errorBody(status, somethingWentWrong, message)));
    };
    upstream.on('timeout', () => {
      upstream.destroy();
      fail(504, 'Storage did not answer in time');
    });
    upstream.on('error', (error) => {
      request.log.warn({ err: error }, 'storage proxy request failed');
      fail(502, 'Storage is not reachable');
    });
    upstream.on('response', (response) => {
      answered = true;
      if (withBody && !request.raw.complete) {
        // Storage refused before reading everything: do not read the rest either.
        request.raw.unpipe(upstream);
        lingerThenClose(request.raw, reply.raw);
      }
      resolve(relay(response, reply));
    });
    if (withBody) {
      request.raw.pipe(upstream);
    } else {
      upstream.end();
    }
  });
}

async function relay(response: IncomingMessage, reply: FastifyReply): Promise<FastifyReply> {
  const status = response.statusCode ?? 502;
  const type = response.headers['content-type'] ?? '';
  if (status >= 400 && type.startsWith('application/json')) {
    return reply.status(status).send(await relayedErrorBody(response, status));
  }
  return reply
    .status(status)
    .headers(pick(response.headers, forwardedResponseHeaders))
    .send(response);
}

/** Storage's error body, relayed with storage's status in the kit's shape (code and message only). */
async function relayedErrorBody(response: IncomingMessage, status: number): Promise<ErrorBody> {
  const declared = Number(response.headers['content-length']);
  const fallback = errorBody(status, somethingWentWrong, somethingWentWrong);
  if (!Number.isFinite(declared) || declared > maxErrorBodyBytes) {
    response.destroy();
    return fallback;
  }
  try {
    const parsed = JSON.parse((await buffer(response)).toString()) as {
      code?: unknown;
      message?: unknown;
    };
    return typeof parsed.code === 'string' && typeof parsed.message === 'string'
      ? errorBody(status, parsed.code, parsed.message)
      : fallback;
  } catch {
    return fallback;
  }
}
