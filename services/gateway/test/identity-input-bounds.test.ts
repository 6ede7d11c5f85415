import { Browser, type IdentityStack, newAccount, startIdentityStack } from './identity-harness';

jest.setTimeout(60_000);

/**
 * Issue 16 item 6 in identity: a username no account can have is no user,
 * without a query (Postgres refuses a NUL in text, which was a 500), and a
 * name with control or text-direction characters is refused naming `name`.
 */
describe('identity input bounds', () => {
  let stack: IdentityStack;

  beforeAll(async () => {
    stack = await startIdentityStack();
  });

  afterAll(async () => {
    await stack?.close();
  });

  async function publicUser(username: string) {
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({
        query: 'query($u: String!) { publicUser(username: $u) { id username } }',
        variables: { u: username },
      }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('answers a username no account can have as no user', async () => {
    for (const username of ['\u0000', 'ada\u0000', 'a\u0007b', 'ada\u202e', 'x'.repeat(300), '']) {
      expect(await publicUser(username)).toEqual({
        status: 200,
        body: { data: { publicUser: null } },
      });
    }
  });

  it('still finds a user by username, in any case', async () => {
    const browser = new Browser(stack.url);
    const account = newAccount();
    expect((await browser.call('POST', '/api/auth/register', account)).status).toBe(201);
    const found = await publicUser(account.username.toUpperCase());
    expect(found.body).toMatchObject({ data: { publicUser: { username: account.username } } });
  });

  it('refuses a name with a control or text-direction character, naming name', async () => {
    const browser = new Browser(stack.url);
    for (const name of ['Ada\u0000 Lovelace', 'Ada\nLovelace', 'Ada \u202eecalevol']) {
      const registered = await browser.call('POST', '/api/auth/register', newAccount({ name }));
      expect(registered).toMatchObject({
        status: 400,
        body: { code: 'BAD_USER_INPUT', details: [{ path: 'name' }] },
      });
    }
    expect((await browser.call('POST', '/api/auth/register', newAccount())).status).toBe(201);
    const changed = await browser.call('PATCH', '/api/user/me', { name: 'Ada\u0000' });
    expect(changed).toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT', details: [{ path: 'name' }] },
    });
    const kept = await browser.call('PATCH', '/api/user/me', { name: 'Ада Лавлейс 🚀' });
    expect(kept).toMatchObject({ status: 200, body: { name: 'Ада Лавлейс 🚀' } });
  });
});
