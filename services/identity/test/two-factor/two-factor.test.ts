import { createJwtVerifier, InvalidAccessTokenError } from '@vitae/service-kit';

import { type Account, runningIdentity } from '../support/identity-under-test';
import { codeAt, freshStep, setUpTwoFactor, turnOnTwoFactor } from '../support/two-factor';

describe('two-factor sign-in', () => {
  const identity = runningIdentity();

  /** An account with two-factor on; the code that enabled it was one step old. */
  async function withTwoFactor() {
    const { client, account, user } = await identity.signedUp();
    return { client, account, user, ...(await turnOnTwoFactor(client)) };
  }

  /** A login that passed its password and owes its second factor. */
  async function pendingLogin(account: Account) {
    const client = identity.client();
    const login = await client.logIn(account);
    expect(login.data?.status).toBe('2fa_required');
    return client;
  }

  it('setup answers with an otpauth:// link for the account', async () => {
    const { client, account } = await identity.signedUp();
    const link = new URL((await client.ok('setupTwoFactor')).message);
    expect(link.protocol).toBe('otpauth:');
    expect(link.host).toBe('totp');
    expect(decodeURIComponent(link.pathname)).toBe(`/Vitae:${account.email}`);
    expect(link.searchParams.get('issuer')).toBe('Vitae');
    expect(link.searchParams.get('secret')).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('enable refuses a wrong code and malformed codes with the messages', async () => {
    const { client } = await identity.signedUp();
    const secret = await setUpTwoFactor(client);
    const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
    expect(await client.call('enableTwoFactor', { code: wrong })).toEqual({
      error: { code: 'InvalidTwoFactorCode', message: 'The code is invalid. Please try again.' },
    });
    expect((await client.call('enableTwoFactor', { code: '12345' })).error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Code must be exactly 6 digits long.',
    });
    expect((await client.call('enableTwoFactor', { code: '12a456' })).error).toMatchObject({
      message: 'code must be a 6 digit number',
    });
    expect((await client.ok('me')).twoFactorEnabled).toBe(false);
  });

  it('enable refuses a code two steps old (outside the ±1 window)', async () => {
    await freshStep();
    const { client } = await identity.signedUp();
    const secret = await setUpTwoFactor(client);
    expect(await client.code('enableTwoFactor', { code: codeAt(secret, -2) })).toBe(
      'InvalidTwoFactorCode',
    );
  });

  it('enable turns two-factor on and returns 10 backup codes once, stored only as argon2id hashes', async () => {
    const { client, user, backupCodes } = await withTwoFactor();
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) {
      expect(code).toMatch(/^[a-z0-9]{10}$/);
    }
    expect(new Set(backupCodes).size).toBe(10);
    expect((await client.ok('me')).twoFactorEnabled).toBe(true);
    const [row] = await identity.sql<{ codes: string[] }>(
      'SELECT two_factor_backup_codes AS codes FROM secrets WHERE user_id = $1',
      [user.id],
    );
    expect(row.codes).toHaveLength(10);
    for (const stored of row.codes) {
      expect(stored).toMatch(/^\$argon2id\$/);
      expect(backupCodes.some((code) => stored.includes(code))).toBe(false);
    }
    expect(await client.code('setupTwoFactor')).toBe('TwoFactorAlreadyEnabled');
    expect(await client.code('enableTwoFactor', { code: '123456' })).toBe(
      'TwoFactorAlreadyEnabled',
    );
  });

  it('quality: a 2FA-pending session reaches only the 2FA operations', async () => {
    const { account } = await withTwoFactor();
    const pending = await pendingLogin(account);
    expect([...pending.cookies.keys()]).toEqual(['vitae_access']);
    expect(await pending.code('me')).toBe('UNAUTHENTICATED');
    expect(await pending.code('setupTwoFactor')).toBe('UNAUTHENTICATED');
    const password = { currentPassword: account.password };
    expect(await pending.code('disableTwoFactor', { ...password, code: '123456' })).toBe(
      'UNAUTHENTICATED',
    );
    expect(await pending.code('updatePassword', { ...password, password: 'taken over' })).toBe(
      'UNAUTHENTICATED',
    );
    expect(await pending.code('deleteMe')).toBe('UNAUTHENTICATED');
    // Every other service checks tokens with the kit's verifier, which refuses it.
    const verifier = createJwtVerifier({
      jwksUrl: `${identity.url}/.well-known/jwks.json`,
      issuer: 'vitae',
      audience: 'vitae',
    });
    await expect(
      verifier.verify(pending.cookies.get('vitae_access')!.value),
    ).rejects.toBeInstanceOf(InvalidAccessTokenError);
    expect(await pending.code('refreshSession')).toBe('UNAUTHENTICATED');
  });

  it('quality: verify accepts codes within ±1 step, finishes the login, and never accepts the same code twice', async () => {
    const { account, secret } = await withTwoFactor();
    const first = await pendingLogin(account);
    const code = codeAt(secret);
    const verified = await first.call('verifyTwoFactor', { code });
    expect(verified.data).toMatchObject({ twoFactorEnabled: true });
    expect([...first.cookies.keys()].sort()).toEqual(['vitae_access', 'vitae_refresh']);
    expect((await first.call('me')).error).toBeUndefined();

    const second = await pendingLogin(account);
    expect(await second.code('verifyTwoFactor', { code })).toBe('InvalidTwoFactorCode');
    expect(await second.code('verifyTwoFactor', { code: codeAt(secret, -1) })).toBe(
      'InvalidTwoFactorCode',
    );
    expect(
      (await second.call('verifyTwoFactor', { code: codeAt(secret, 1) })).error,
    ).toBeUndefined();
    expect((await second.call('me')).error).toBeUndefined();
  });

  it('quality: a backup code finishes a login once, and never again', async () => {
    const { account, backupCodes } = await withTwoFactor();
    const first = await pendingLogin(account);
    expect((await first.call('useBackupCode', { code: 'ABC' })).error).toMatchObject({
      message:
        'Backup Codes may contain only lowercase letters or numbers, and must be exactly 10 characters.',
    });
    expect((await first.call('useBackupCode', { code: backupCodes[3] })).error).toBeUndefined();
    expect((await first.call('me')).error).toBeUndefined();
    const second = await pendingLogin(account);
    expect(await second.call('useBackupCode', { code: backupCodes[3] })).toEqual({
      error: {
        code: 'InvalidTwoFactorBackupCode',
        message: 'The backup code is invalid or has already been used.',
      },
    });
    expect((await second.call('useBackupCode', { code: backupCodes[4] })).error).toBeUndefined();
  });

  it('verify and backup need a pending login; a signed-in session or nobody gets UNAUTHENTICATED', async () => {
    const { client } = await withTwoFactor();
    expect(await client.code('verifyTwoFactor', { code: '123456' })).toBe('UNAUTHENTICATED');
    expect(await identity.client().code('useBackupCode', { code: 'abcdefghij' })).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('disable with the password and a current code turns it off (TwoFactorNotEnabled the second time) and login no longer asks for a code', async () => {
    const { client, account, secret } = await withTwoFactor();
    const proof = { currentPassword: account.password, code: codeAt(secret) };
    expect(await client.call('disableTwoFactor', proof)).toEqual({
      data: { message: expect.any(String) },
    });
    expect(await client.code('disableTwoFactor', proof)).toBe('TwoFactorNotEnabled');
    const login = await identity.client().logIn(account);
    expect(login.data).toMatchObject({
      status: 'authenticated',
      user: { twoFactorEnabled: false },
    });
  });

  describe('turning two-factor off needs the password and a code', () => {
    it('a session alone, a wrong password or a wrong code is refused with the messages of their codes, and two-factor stays on', async () => {
      const { client, account, secret } = await withTwoFactor();
      const refusals = [
        await client.call('disableTwoFactor', { code: codeAt(secret) }),
        await client.call('disableTwoFactor', {
          code: codeAt(secret),
          currentPassword: 'not my password',
        }),
        await client.call('disableTwoFactor', {
          code: codeAt(secret, 5),
          currentPassword: account.password,
        }),
        await client.call('disableTwoFactor', {
          code: 'zzzzzzzzzz',
          currentPassword: account.password,
        }),
      ];
      expect(refusals.map((refusal) => refusal.error)).toEqual([
        {
          code: 'BAD_USER_INPUT',
          message: 'Enter your current password.',
          details: [{ path: 'currentPassword', message: 'Enter your current password.' }],
        },
        { code: 'InvalidCredentials', message: 'No user exists with the credentials provided.' },
        { code: 'InvalidTwoFactorCode', message: 'The code is invalid. Please try again.' },
        {
          code: 'InvalidTwoFactorBackupCode',
          message: 'The backup code is invalid or has already been used.',
        },
      ]);
      expect((await client.ok('me')).twoFactorEnabled).toBe(true);
    });

    it('a backup code in place of the current code turns it off', async () => {
      const { client, account, backupCodes } = await withTwoFactor();
      expect(
        (
          await client.call('disableTwoFactor', {
            code: backupCodes[3],
            currentPassword: account.password,
          })
        ).error,
      ).toBeUndefined();
      expect((await client.ok('me')).twoFactorEnabled).toBe(false);
    });
  });

  it('a pending login with two-factor since disabled gets TwoFactorNotEnabled', async () => {
    const { client, account, secret } = await withTwoFactor();
    const pending = await pendingLogin(account);
    await client.ok('disableTwoFactor', {
      currentPassword: account.password,
      code: codeAt(secret),
    });
    expect(await pending.code('verifyTwoFactor', { code: codeAt(secret) })).toBe(
      'TwoFactorNotEnabled',
    );
  });

  it('never hands out the TOTP secret or backup codes again through the graph', async () => {
    const { client } = await withTwoFactor();
    expect(JSON.stringify(await client.ok('me'))).not.toMatch(/secret|backup/i);
  });
});
