import { createHmac } from 'node:crypto';

import { type FastifyRequest } from 'fastify';

import { clientAddressOf } from './client-address';

/** The UTC day of `at`, as `YYYY-MM-DD`. */
export function utcDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Who is asking, for counting once per visitor (resume statistics) without
 * keeping who it was: a keyed SHA-256 (hex) of the UTC day and the client's
 * address as {@link clientAddressOf} resolves it (the gateway's trusted-proxy
 * rule). Nothing the caller chooses freely goes in: a changed User-Agent or any
 * other header is the same visitor (docs/resume.md "Statistics"). The key is
 * the service credential, so the hash can be neither reversed by trying every
 * address nor linked from one day to the next by anyone who lacks it.
 */
export function visitorOf(request: FastifyRequest, credential: string, day = utcDay()): string {
  return createHmac('sha256', credential)
    .update(`vitae visitor\n${day}\n${clientAddressOf(request)}`)
    .digest('hex');
}
