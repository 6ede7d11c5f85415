import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';

/** A call from one service to another. */
export type HttpCallOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The whole call, from sending to the last byte of the answer (30 s by default). */
  timeoutMs?: number;
  /** Ends the call early, as fetch's `signal`. */
  signal?: AbortSignal;
  /** Larger answers fail the call (64 MiB by default). */
  maxResponseBytes?: number;
};

/** An answer read to its end. */
export type HttpAnswer = {
  status: number;
  ok: boolean;
  /** Header names in lower case, as Node gives them. */
  headers: IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
};

/** A call that failed before an answer came: no connection, a timeout, an answer too large. */
export class HttpCallError extends Error {
  constructor(
    message: string,
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'HttpCallError';
  }
}

// Connections to the other services stay open between calls, as fetch's do.
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

const defaultTimeoutMs = 30_000;
const defaultMaxResponseBytes = 64 * 1024 * 1024;

/**
 * One HTTP call over node:http with kept-alive connections, the answer read
 * whole. For calls between Vitae's services on the hot paths: a call through
 * Node's fetch costs two to four times the CPU (its WHATWG streams, request
 * and response objects), which a print pays several times over
 * (docs/performance.md). Rejects with {@link HttpCallError} when no answer
 * came; any status is an answer.
 */
export function httpCall(url: string | URL, options: HttpCallOptions = {}): Promise<HttpAnswer> {
  const target = typeof url === 'string' ? new URL(url) : url;
  const href = target.href;
  const agent = agents[target.protocol as keyof typeof agents];
  if (!agent) {
    return Promise.reject(new HttpCallError(`cannot call ${target.protocol} URLs`, href));
  }
  const { method = 'GET', body, signal } = options;
  const maxBytes = options.maxResponseBytes ?? defaultMaxResponseBytes;
  const headers: Record<string, string | number> = { ...options.headers };
  if (body !== undefined) {
    headers['content-length'] =
      typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  }
  return new Promise<HttpAnswer>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new HttpCallError(`${method} ${href} was aborted`, href, { cause: signal.reason }));
      return;
    }
    const module = target.protocol === 'https:' ? https : http;
    const request = module.request(target, { method, headers, agent });
    let settled = false;
    const fail = (message: string, cause?: unknown) => {
      if (settled) {
        return;
      }
      settled = true;
      finish();
      request.destroy();
      reject(new HttpCallError(message, href, { cause }));
    };
    const timer = setTimeout(
      () => fail(`${method} ${href} took longer than ${options.timeoutMs ?? defaultTimeoutMs} ms`),
      options.timeoutMs ?? defaultTimeoutMs,
    );
    const onAbort = () => fail(`${method} ${href} was aborted`, signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    function finish() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
    request.on('error', (error) => fail(`${method} ${href} failed: ${error.message}`, error));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          fail(`${method} ${href} answered more than ${maxBytes} bytes`);
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', (error) => fail(`${method} ${href} failed: ${error.message}`, error));
      // The connection closed before the answer's end: no 'end' comes.
      response.on('close', () => fail(`${method} ${href} closed before its answer ended`));
      response.on('end', () => {
        if (settled) {
          return;
        }
        settled = true;
        finish();
        const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
        const status = response.statusCode ?? 0;
        resolve({
          status,
          ok: status >= 200 && status < 300,
          headers: response.headers,
          body: bytes,
          text: () => bytes.toString('utf8'),
          json: <T>() => JSON.parse(bytes.toString('utf8')) as T,
        });
      });
    });
    request.end(body);
  });
}

/** What a Fetch-API caller (Apollo's `fetcher`) reads of an answer. */
export type FetchLikeResponse = {
  readonly bodyUsed: boolean;
  readonly url: string;
  readonly redirected: boolean;
  readonly status: number;
  readonly ok: boolean;
  readonly statusText: string;
  readonly headers: Headers;
  arrayBuffer(): Promise<ArrayBuffer>;
  text(): Promise<string>;
  json(): Promise<unknown>;
  clone(): FetchLikeResponse;
};

function headersOf(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) {
      for (const one of value) {
        headers.append(name, one);
      }
    } else if (value !== undefined) {
      headers.append(name, value);
    }
  }
  return headers;
}

function fetchLikeResponse(url: string, answer: HttpAnswer, headers: Headers): FetchLikeResponse {
  return {
    bodyUsed: false,
    url,
    redirected: false,
    status: answer.status,
    ok: answer.ok,
    statusText: http.STATUS_CODES[answer.status] ?? '',
    headers,
    arrayBuffer: async () =>
      answer.body.buffer.slice(
        answer.body.byteOffset,
        answer.body.byteOffset + answer.body.byteLength,
      ) as ArrayBuffer,
    text: async () => answer.text(),
    json: async () => answer.json(),
    clone: () => fetchLikeResponse(url, answer, new Headers(headers)),
  };
}

/**
 * {@link httpCall} behind the part of the Fetch API that Apollo's gateway
 * uses for its subgraph requests (`fetcher`): a request init with a string
 * or bytes body, and an answer read whole. No redirects are followed.
 */
export async function fetchLike(
  url: string,
  init: HttpCallOptions = {},
): Promise<FetchLikeResponse> {
  const answer = await httpCall(url, init);
  return fetchLikeResponse(url, answer, headersOf(answer.headers));
}
