import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { errorBody, extractAccessToken } from '@vitae/service-kit';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** How the edge remembers and slows an account's refusals; the defaults suit production. */
export type RefusalMemoryOptions = {
  /** Accounts remembered at once; the least recently seen is forgotten first. */
  maxAccounts?: number;
  /** The window refusals are counted in. */
  windowMs?: number;
  /** Refusals in the window answered at once; past them each is delayed. */
  freeRefusals?: number;
  /** The delay added per refusal past the free ones. */
  stepMs?: number;
  /** The longest delay of one refusal. */
  maxDelayMs?: number;
  now?: () => number;
};

/** A limit a subgraph reported for one route, until it ends. */
type Limit = { until: number; message: string };

type AccountState = {
  /** Route ("GET /api/resume/print/:id") → the limit a subgraph answered with. */
  limits: Map<string, Limit>;
  windowStarted: number;
  refusals: number;
};

/** Answers that count as the caller's own refused requests (not 401/403/404, which a signed-out tab sends). */
const refusedStatuses = new Set([400, 413, 422, 429]);

/**
 * Refusals of an over-limit account made cheap for the gateway and slow for
 * that account alone (docs/architecture.md#refusal-memory).
 *
 * When a subgraph answers an authenticated caller's /api route with 429
 * TOO_MANY_REQUESTS and `retryAfterSeconds`, the edge remembers it for that
 * caller and route until then, and refuses the caller's further requests on
 * the route before any body is read or GraphQL runs, with the same body and
 * the remaining `retryAfterSeconds`. A caller that keeps being refused (400,
 * 413, 422, 429) past `freeRefusals` in `windowMs` gets each refusal after a
 * delay growing by `stepMs`, at most `maxDelayMs`: a closed-loop flooder
 * costs a timer, not CPU. Answers that are not refusals, and other callers,
 * are never delayed.
 *
 * The caller is its access token (hashed): the gateway does not verify
 * tokens, the subgraphs do, and a 429 is only ever answered to a token they
 * accepted, so a remembered limit belongs to a verified session. A forged
 * token is a caller of its own and can slow nobody else.
 */
export function registerRefusalMemory(
  app: FastifyInstance,
  {
    maxAccounts = 10_000,
    windowMs = 10_000,
    freeRefusals = 10,
    stepMs = 100,
    maxDelayMs = 1_000,
    now = Date.now,
  }: RefusalMemoryOptions = {},
): void {
  const accounts = new Map<string, AccountState>();
  const callers = new WeakMap<FastifyRequest, string>();
  const refusedAtEdge = new WeakSet<FastifyRequest>();

  /** The caller's state, marked most recently seen; created when `create`. */
  const stateOf = (caller: string, create: boolean): AccountState | undefined => {
    const state = accounts.get(caller);
    if (state) {
      accounts.delete(caller);
      accounts.set(caller, state);
      return state;
    }
    if (!create) {
      return undefined;
    }
    const fresh: AccountState = { limits: new Map(), windowStarted: now(), refusals: 0 };
    accounts.set(caller, fresh);
    if (accounts.size > maxAccounts) {
      accounts.delete(accounts.keys().next().value as string);
    }
    return fresh;
  };

  /** Counts one refusal of the caller and returns how long to hold it back. */
  const refusalDelay = (state: AccountState): number => {
    const at = now();
    if (at - state.windowStarted >= windowMs) {
      state.windowStarted = at;
      state.refusals = 0;
    }
    state.refusals += 1;
    const excess = state.refusals - freeRefusals;
    return excess > 0 ? Math.min(maxDelayMs, excess * stepMs) : 0;
  };

  app.addHook('onRequest', async (request, reply) => {
    const token = extractAccessToken(request);
    if (!token) {
      return;
    }
    const caller = createHash('sha256').update(token).digest('base64url');
    callers.set(request, caller);
    const state = stateOf(caller, false);
    const route = routeOf(request);
    const limit = state && route ? state.limits.get(route) : undefined;
    if (!state || !route || !limit) {
      return;
    }
    const remainingMs = limit.until - now();
    if (remainingMs <= 0) {
      state.limits.delete(route);
      return;
    }
    refusedAtEdge.add(request);
    const delay = refusalDelay(state);
    if (delay > 0) {
      await sleep(delay);
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((limit.until - now()) / 1000));
    return sendTooManyRequests(reply, limit.message, retryAfterSeconds);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const caller = callers.get(request);
    if (!caller || refusedAtEdge.has(request) || !refusedStatuses.has(reply.statusCode)) {
      return payload;
    }
    const state = stateOf(caller, true) as AccountState;
    const route = routeOf(request);
    const limit = reply.statusCode === 429 && route ? limitOf(payload, now()) : undefined;
    if (route && limit) {
      state.limits.set(route, limit);
    }
    const delay = refusalDelay(state);
    if (delay > 0) {
      await sleep(delay);
    }
    return payload;
  });
}

/** The documented route a request matched, e.g. "GET /api/resume/print/:id"; only /api routes are remembered. */
function routeOf(request: FastifyRequest): string | undefined {
  const url = request.routeOptions.url;
  return url?.startsWith('/api/') ? `${request.method} ${url}` : undefined;
}

/** The limit a 429 body reports: TOO_MANY_REQUESTS with `details.retryAfterSeconds`. */
function limitOf(payload: unknown, at: number): Limit | undefined {
  if (typeof payload !== 'string') {
    return undefined;
  }
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) {
    return undefined;
  }
  const { code, message, details } = body as {
    code?: unknown;
    message?: unknown;
    details?: { retryAfterSeconds?: unknown };
  };
  const seconds = details?.retryAfterSeconds;
  if (code !== 'TOO_MANY_REQUESTS' || typeof seconds !== 'number' || !(seconds > 0)) {
    return undefined;
  }
  // A subgraph's word is trusted up to an hour, so a wrong figure cannot lock an account out for long.
  const until = at + Math.min(seconds, 3_600) * 1000;
  return { until, message: typeof message === 'string' ? message : 'Too many requests.' };
}

function sendTooManyRequests(reply: FastifyReply, message: string, retryAfterSeconds: number) {
  return reply
    .status(429)
    .header('retry-after', String(retryAfterSeconds))
    .send(errorBody(429, 'TOO_MANY_REQUESTS', message, { retryAfterSeconds }));
}
