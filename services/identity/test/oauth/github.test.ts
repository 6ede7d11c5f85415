import { startGithub } from '../support/github-double';
import { runningIdentity } from '../support/identity-under-test';
import { Navigator } from '../support/navigator';

/** Where the gateway is reached; never loaded, the navigator hands its /api/auth routes to identity. */
const publicUrl = 'http://127.0.0.1:9';

describe('GitHub sign-in (OAuth 2 web flow with PKCE) against a GitHub double on loopback', () => {
  let github: Awaited<ReturnType<typeof startGithub>>;

  beforeAll(async () => {
    github = await startGithub('gh-client', 'gh-secret');
  });
  const identity = runningIdentity(async () => ({
    PUBLIC_URL: publicUrl,
    GITHUB_CLIENT_ID: 'gh-client',
    GITHUB_CLIENT_SECRET: 'gh-secret',
    GITHUB_AUTHORIZE_URL: `${github.url}/login/oauth/authorize`,
    GITHUB_TOKEN_URL: `${github.url}/login/oauth/access_token`,
    GITHUB_API_URL: github.url,
  }));
  afterAll(async () => {
    await github?.close();
  });

  /** Follows the browser redirects from `/api/auth/github` to the web app's callback page. */
  async function signIn() {
    const navigator = new Navigator({
      stopAt: `${publicUrl}/auth/callback`,
      publicUrl,
      identityUrl: identity.url,
    });
    const { url } = await navigator.go(`${publicUrl}/api/auth/github`);
    return { landed: url, client: identity.client().adopt(navigator.jar(publicUrl)) };
  }

  it('is offered, and signs a new GitHub user in with their verified primary address', async () => {
    expect(await identity.client().ok('authProviders')).toEqual(['email', 'github']);
    const id = Date.now();
    github.state.next = {
      id,
      login: `Octo-Cat_${id}`,
      name: 'Mona Octocat',
      email: `mona.${id}@example.org`,
      verified: true,
    };
    github.state.deny = false;
    const { landed, client } = await signIn();
    expect(Object.fromEntries(landed.searchParams)).toEqual({ status: 'authenticated' });
    expect(await client.ok('me')).toMatchObject({
      provider: 'github',
      email: `mona.${id}@example.org`,
      emailVerified: true,
      username: `octo-cat_${id}`,
      name: 'Mona Octocat',
    });
  });

  it('comes back with an error status when the person refuses', async () => {
    github.state.deny = true;
    const { landed, client } = await signIn();
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      status: 'error',
      error: 'access_denied',
    });
    expect(client.cookies.has('vitae_access')).toBe(false);
  });
});
