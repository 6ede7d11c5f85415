import { randomUUID } from 'node:crypto';
import { type IncomingMessage } from 'node:http';

/** The header a request id arrives and leaves in. */
export const requestIdHeader = 'x-request-id';

/** Short, printable and free of separators, so a caller cannot inject into logs or headers. */
const saneRequestId = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * Fastify's `genReqId`: keeps an incoming `x-request-id` from the gateway or a
 * load balancer so one id follows a request through every service, and makes a
 * fresh one when the header is absent or not a sane token.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[requestIdHeader];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && saneRequestId.test(value) ? value : randomUUID();
}
