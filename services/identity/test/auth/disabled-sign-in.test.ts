import { newAccount, runningIdentity } from '../support/identity-under-test';

describe('sign-in settings', () => {
  const identity = runningIdentity();

  it('with signups disabled, refuses registration with a clear message while login still works', async () => {
    const { account } = await identity.signedUp();
    await identity.secondInstance({ SIGNUPS_DISABLED: 'true' }, async (closed) => {
      expect(await closed.client().call('register', newAccount())).toEqual({
        error: {
          code: 'FORBIDDEN',
          message: 'Signups are currently disabled by the administrator.',
        },
      });
      const login = await closed.client().logIn(account);
      expect(login.data?.status).toBe('authenticated');
    });
  });

  it('with email sign-in disabled, does not offer it, and refuses register and password login', async () => {
    const { account } = await identity.signedUp();
    await identity.secondInstance({ EMAIL_AUTH_DISABLED: 'true' }, async (closed) => {
      expect(await closed.client().ok('authProviders')).toEqual([]);
      const login = (await closed.client().logIn(account)).error?.code;
      expect(login).toBe('FORBIDDEN');
      expect(await closed.client().code('register', newAccount())).toBe('FORBIDDEN');
    });
  });
});
