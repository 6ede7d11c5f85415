import { createHash, randomBytes } from 'node:crypto';

import fastify, { type FastifyInstance } from 'fastify';

/** A GitHub account the double signs in. */
export type GithubUser = {
  id: number;
  login: string;
  name: string;
  email: string;
  verified: boolean;
};

/**
 * GitHub's side of the OAuth web flow on loopback: the authorize page (which
 * consents, or refuses, at once), the token endpoint that checks the client
 * secret and the PKCE verifier, and the two API calls identity makes.
 */
export async function startGithub(clientId: string, clientSecret: string) {
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
