import { foreignOriginMessage } from '@vitae/service-kit';

import { runningIdentity } from './support/identity-under-test';

describe('quality: mutations sent by a page of another site', () => {
  const identity = runningIdentity();

  it("are refused with FORBIDDEN, while the app's own origin and reads pass", async () => {
    const { client, account, user } = await identity.signedUp();
    const credentials = { identifier: account.email, password: account.password };
    const evil = { origin: 'https://evil.example' };
    expect(await identity.client().call('login', credentials, evil)).toEqual({
      error: { code: 'FORBIDDEN', message: foreignOriginMessage },
    });
    expect(await client.code('deleteMe', {}, evil)).toBe('FORBIDDEN');
    expect(
      await client.code(
        'updatePassword',
        { password: 'hijacked!', currentPassword: credentials.password },
        evil,
      ),
    ).toBe('FORBIDDEN');
    expect((await client.call('me', {}, evil)).data?.id).toBe(user.id);
    const own = await identity
      .client()
      .call('login', credentials, { origin: 'http://localhost:3000' });
    expect(own.data?.status).toBe('authenticated');
  });
});
