import { startIdentityUnderTest } from './support/identity-under-test';
import { captureStdout } from './support/stdout-capture';

describe("quality: no password, token or code reaches identity's log", () => {
  it('logs requests without the secrets they carry', async () => {
    const log = captureStdout();
    try {
      const identity = await startIdentityUnderTest({
        LOG_LEVEL: 'info',
        // A provider, for its callback's query; the callback refuses the made-up state unasked.
        GITHUB_CLIENT_ID: 'gh-client',
        GITHUB_CLIENT_SECRET: 'gh-secret',
      });
      try {
        const { client, account } = await identity.signedUp({ password: 'PASSWORD-IN-THE-BODY' });
        await client.logIn(account);
        await client.call('verifyEmail', { token: 'TOKEN-IN-THE-BODY' });
        await client.call('resetPassword', {
          token: 'TOKEN-IN-THE-BODY',
          password: 'PASSWORD-IN-THE-BODY',
        });
        await client.call('refreshSession');
        await fetch(`${identity.url}/auth/github/callback?code=CODE-IN-THE-QUERY&state=STATE`, {
          redirect: 'manual',
        });
      } finally {
        await identity.close();
      }
    } finally {
      log.restore();
    }
    expect(log.text()).toContain('"msg":"incoming request"');
    for (const secret of [
      'PASSWORD-IN-THE-BODY',
      'TOKEN-IN-THE-BODY',
      'CODE-IN-THE-QUERY',
      'vitae_refresh=',
      'vitae_access=',
    ]) {
      expect({ secret, found: log.text().includes(secret) }).toEqual({ secret, found: false });
    }
  });
});
