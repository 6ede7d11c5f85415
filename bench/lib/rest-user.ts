// A signed-in user of Vitae's REST routes (docs/auth.md, docs/resume.md), as the benchmarks drive them.
import { type ResumeData } from '@vitae/schema';
import { httpCall, serviceCredentialHeaders } from '@vitae/service-kit';

/**
 * How long one request may take. Render answers an on-demand print within
 * RENDER_WAIT_TIMEOUT_MS (60 s), so a request still open after this is stuck.
 */
const requestTimeoutMs = 120_000;

/** A signed-in user of the REST API: a cookie jar for one site, enough for the auth cookies. */
export class User {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
    }
    if (this.cookies.size > 0) {
      headers.cookie = this.cookieHeader();
    }
    const response = await httpCall(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: requestTimeoutMs,
    });
    for (const header of response.headers['set-cookie'] ?? []) {
      const [pair] = header.split(';');
      const separator = pair.indexOf('=');
      this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1));
    }
    const text = response.text();
    if (!response.ok) {
      throw new Error(`${method} ${path}: ${response.status} ${text}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /**
   * Runs a GraphQL operation on a service's own endpoint (not the gateway's)
   * with this user's cookies, as the gateway forwards them, and `headers`
   * (the service credential). Throws on errors.
   */
  async graphql<T>(
    url: string,
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await httpCall(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', cookie: this.cookieHeader() },
      body: JSON.stringify({ query, variables }),
      timeoutMs: requestTimeoutMs,
    });
    const body = response.json<{ data?: T; errors?: { message: string }[] }>();
    if (!response.ok || body.errors?.length || !body.data) {
      throw new Error(`${url}: ${response.status} ${JSON.stringify(body.errors ?? body)}`);
    }
    return body.data;
  }

  /** Fetches a file URL (storage's) with this user's cookies. */
  download(url: string): Promise<Response> {
    return fetch(new URL(url, this.baseUrl), {
      headers: { cookie: this.cookieHeader() },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

let registered = 0;

/** Registers a new account (`POST /api/auth/register`) and returns it signed in. */
export async function newUser(baseUrl: string): Promise<User> {
  registered += 1;
  const tag = `${process.pid}${Date.now().toString(36)}${registered}`;
  const user = new User(baseUrl);
  await user.call('POST', '/api/auth/register', {
    name: 'Bench Person',
    username: `bench.${tag}`,
    email: `bench.${tag}@example.org`,
    password: 'correct horse battery',
    locale: 'en-US',
  });
  return user;
}

/**
 * A private resume holding `data` (`POST /api/resume`, then `PATCH`). Give
 * each one content no other resume has, so its first print misses the cache.
 */
export async function newResume(user: User, tag: string, data: ResumeData): Promise<string> {
  const slug = `bench-${tag}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const created = await user.call<{ id: string }>('POST', '/api/resume', {
    title: `Bench ${tag}`,
    slug,
    visibility: 'private',
  });
  await user.call('PATCH', `/api/resume/${created.id}`, { data });
  return created.id;
}

/** `GET /api/resume/print/:id`: the URL of the resume's PDF, printed now unless stored. */
export function printUrl(user: User, id: string): Promise<{ url: string }> {
  return user.call<{ url: string }>('GET', `/api/resume/print/${id}`);
}

const renderPdfQuery = `query ($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on Resume { pdfUrl } }
}`;

/**
 * The render service alone, asked as the gateway asks it for `pdfUrl`: the
 * resume's key in an entity representation, on render's own /graphql, with
 * the service credential every subgraph demands and the user's cookies.
 * Render reads the resume from resume for that user and prints it as stored.
 * Without the gateway and its hop in front of render.
 */
export async function renderPdfUrl(
  renderUrl: string,
  credential: string,
  user: User,
  resumeId: string,
): Promise<string> {
  const data = await user.graphql<{ _entities: { pdfUrl: string }[] }>(
    `${renderUrl}/graphql`,
    renderPdfQuery,
    { representations: [{ __typename: 'Resume', id: resumeId }] },
    serviceCredentialHeaders(credential),
  );
  return data._entities[0].pdfUrl;
}
