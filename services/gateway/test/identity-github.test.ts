import { createHash, randomBytes } from 'node:crypto';

import fastify, { type FastifyInstance } from 'fastify';

import { Browser, freePort, type IdentityStack, startIdentityStack } from './identity-harness';

type GithubUser = { id: number; login: string; name: string; email: string; verified: boolean };

/**
 * GitHub's side of the OAuth web flow on loopback: the authorize page (which
 * consents, or refuses, at once), the token endpoint that checks the client
 * secret and the PKCE verifier, and the two API calls identity makes.
 */
async function startGithub(clientId: string, clientSecret: string) {
  const state = { next: undefined as GithubUser | undefined, deny: false };
  const codes = new Map<string, { user: GithubUser; challenge: string; redirectUri: string }>();
  const tokens = new Map<string, GithubUser>();
  const app: FastifyInstance = fastify();
  app.get('/login/oauth/authorize', async (request, reply) => {
    const query = request.query as Record<string, string>;
    const back = new URL(query.redirect_uri);
    back.searchParams.set('state', query.state);
    if (state.deny || query.client_id !== clientId || query.code_challenge_method !== 'S256') {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = randomBytes(8).toString('hex');
      codes.set(code, {
        user: state.next!,
        challenge: query.code_challenge,
        redirectUri: query.redirect_uri,
      });
      back.searchParams.set('code', code);
    }
    return reply.redirect(back.toString(), 302);
  });
  app.post('/login/oauth/access_token', async (request, reply) => {
    const body = request.body as Record<string, string>;
    const grant = codes.get(body.code);
    codes.delete(body.code);
    const verifierMatches =
      grant &&
      createHash('sha256')
        .update(body.code_verifier ?? '')
        .digest('base64url') === grant.challenge;
    if (
      !grant ||
      body.client_id !== clientId ||
      body.client_secret !== clientSecret ||
      !verifierMatches ||
      body.redirect_uri !== grant.redirectUri
    ) {
      return reply.send({ error: 'bad_verification_code' });
    }
    const token = randomBytes(16).toString('hex');
    tokens.set(token, grant.user);
    return reply.send({ access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
  });
  const userOf = (authorization: string | undefined) =>
    tokens.get((authorization ?? '').replace(/^Bearer /, ''));
  app.get('/user', async (request, reply) => {
    const user = userOf(request.headers.authorization);
    return user
      ? {
          id: user.id,
          login: user.login,
          name: user.name,
          avatar_url: 'https://example.org/octo.png',
        }
      : reply.status(401).send({});
  });
  app.get('/user/emails', async (request, reply) => {
    const user = userOf(request.headers.authorization);
    return user
      ? [
          { email: `other.${user.email}`, primary: false, verified: true },
          { email: user.email, primary: true, verified: user.verified },
        ]
      : reply.status(401).send({});
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, state, close: () => app.close() };
}

/** Follows the browser redirects from `/api/auth/github` to the web app's callback page. */
async function signIn(publicUrl: string) {
  const browser = new Browser(publicUrl);
  let url = new URL(`${publicUrl}/api/auth/github`);
  for (let hops = 0; hops < 5 && url.pathname !== '/auth/callback'; hops += 1) {
    const sameSite = url.origin === publicUrl;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: sameSite ? { cookie: browser.cookieHeader(url.pathname) } : {},
    });
    if (sameSite) {
      for (const header of response.headers.getSetCookie()) {
        const [pair, ...attributes] = header.split(';').map((part) => part.trim());
        const [name, ...value] = pair.split('=');
        const path = attributes.find((a) => a.startsWith('Path='))?.slice(5) ?? '/';
        if (/Max-Age=0/.test(header)) {
          browser.cookies.delete(name);
        } else {
          browser.cookies.set(name, { value: value.join('='), path, attributes: '' });
        }
      }
    }
    url = new URL(response.headers.get('location')!, url);
  }
  return { landed: url, browser };
}

// Real servers on a shared two-core machine: argon2 and startups can take a while.
jest.setTimeout(30_000);

describe('GitHub sign-in (OAuth 2 web flow with PKCE) against a GitHub double on loopback', () => {
  let github: Awaited<ReturnType<typeof startGithub>>;
  let stack: IdentityStack;
  let publicUrl: string;

  beforeAll(async () => {
    github = await startGithub('gh-client', 'gh-secret');
    const gatewayPort = await freePort();
    publicUrl = `http://127.0.0.1:${gatewayPort}`;
    stack = await startIdentityStack({
      GATEWAY_PORT: String(gatewayPort),
      PUBLIC_URL: publicUrl,
      GITHUB_CLIENT_ID: 'gh-client',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      GITHUB_AUTHORIZE_URL: `${github.url}/login/oauth/authorize`,
      GITHUB_TOKEN_URL: `${github.url}/login/oauth/access_token`,
      GITHUB_API_URL: github.url,
    });
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
    await github?.close();
  });

  it('is offered, and signs a new GitHub user in with their verified primary address', async () => {
    expect((await new Browser(publicUrl).call('GET', '/api/auth/providers')).body).toEqual([
      'email',
      'github',
    ]);
    const id = Date.now();
    github.state.next = {
      id,
      login: `Octo-Cat_${id}`,
      name: 'Mona Octocat',
      email: `mona.${id}@example.org`,
      verified: true,
    };
    github.state.deny = false;
    const { landed, browser } = await signIn(publicUrl);
    expect(Object.fromEntries(landed.searchParams)).toEqual({ status: 'authenticated' });
    const me = await browser.call<Record<string, unknown>>('GET', '/api/user/me');
    expect(me.body).toMatchObject({
      provider: 'github',
      email: `mona.${id}@example.org`,
      emailVerified: true,
      username: `octo-cat_${id}`,
      name: 'Mona Octocat',
    });
  });

  it('comes back with an error status when the person refuses', async () => {
    github.state.deny = true;
    const { landed, browser } = await signIn(publicUrl);
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      status: 'error',
      error: 'access_denied',
    });
    expect(browser.cookies.has('vitae_access')).toBe(false);
  });
});
