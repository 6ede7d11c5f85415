import { randomUUID } from 'node:crypto';

import { call, type RestAnswer, type ResumeStack, startResumeStack } from '../resume-harness';

/** A signed-in caller: their user id and the headers that sign in as them. */
export type Caller = { userId: string; headers: Record<string, string> };

/** REST routes under one path of the gateway, as a describe block's tests see them. */
export type RoutesUnderTest<Body> = {
  /** Resume and the gateway in front of it, started once for the block. */
  readonly stack: ResumeStack;
  /** A new user for each test. */
  readonly user: Caller;
  /** The gateway's URL of the routes, e.g. `…/api/letter`. */
  readonly api: string;
  /** POSTs `body` to {@link api} as `headers` (the test's user by default), expecting 201. */
  readonly create: (
    body: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => Promise<Body>;
  /**
   * Calls `method` on `{api}/{id}{suffix}` with `body` as a new user: with
   * `id` (another user's, to them), with an id that names nothing, and with
   * one that is no id at all, in that order.
   */
  readonly askAsStranger: (
    id: string,
    method: string,
    suffix: string,
    body: unknown,
  ) => Promise<{ foreign: RestAnswer; missing: RestAnswer; garbage: RestAnswer }>;
};

/**
 * Sets up, in the calling describe block, resume and the gateway for all its
 * tests (closed after them) and a new signed-in user for each test, and
 * answers the routes under `path` (e.g. `/api/letter`) that way.
 */
export function routesUnderTest<Body>(path: string): RoutesUnderTest<Body> {
  let stack: ResumeStack;
  let user: Caller;
  let api: string;

  beforeAll(async () => {
    stack = await startResumeStack();
    api = `${stack.url}${path}`;
  });

  afterAll(async () => {
    await stack?.close();
  });

  beforeEach(async () => {
    user = await stack.newUser();
  });

  return {
    get stack() {
      return stack;
    },
    get user() {
      return user;
    },
    get api() {
      return api;
    },
    create: async (body, headers = user.headers) => {
      const answer = await call<Body>(api, 'POST', headers, body);
      expect(answer.status).toBe(201);
      return answer.body;
    },
    askAsStranger: async (id, method, suffix, body) => {
      const stranger = await stack.newUser();
      const foreign = await call(`${api}/${id}${suffix}`, method, stranger.headers, body);
      const missing = await call(`${api}/${randomUUID()}${suffix}`, method, stranger.headers, body);
      const garbage = await call(`${api}/not-an-id${suffix}`, method, stranger.headers, body);
      return { foreign, missing, garbage };
    },
  };
}
