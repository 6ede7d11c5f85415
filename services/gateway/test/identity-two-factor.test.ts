import { createJwtVerifier, InvalidAccessTokenError } from '@vitae/service-kit';
import { authenticator } from 'otplib';

import { Browser, type IdentityStack, newAccount, startIdentityStack } from './identity-harness';

type ErrorBody = { statusCode: number; code: string; message: string };

/** The code an authenticator app shows `offsetSteps` steps (of 30 s) from now. */
function codeAt(secret: string, offsetSteps = 0): string {
  return authenticator.clone({ epoch: Date.now() + offsetSteps * 30_000 }).generate(secret);
}

/** Waits until at least 5 s remain in the current 30 s step, so a test's codes stay in the steps it means. */
async function freshStep(): Promise<void> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 25) {
    await new Promise((resolve) => setTimeout(resolve, (30 - intoStep + 0.2) * 1000));
  }
}

// A test may wait up to 5 s for a fresh TOTP step.
jest.setTimeout(30_000);

describe('identity through the gateway: two-factor sign-in', () => {
  let stack: IdentityStack;

  beforeAll(async () => {
    stack = await startIdentityStack();
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
  });

  async function registered() {
    const browser = new Browser(stack.url);
    const account = newAccount();
    const { body: user } = await browser.call<{ id: string }>(
      'POST',
      '/api/auth/register',
      account,
    );
    return { browser, account, user };
  }

  async function setUp(browser: Browser): Promise<string> {
    const setup = await browser.call<{ message: string }>('POST', '/api/auth/2fa/setup');
    expect(setup.status).toBe(200);
    return new URL(setup.body.message).searchParams.get('secret')!;
  }

  /** An account with two-factor on; the code that enabled it was one step old. */
  async function withTwoFactor() {
    await freshStep();
    const { browser, account, user } = await registered();
    const secret = await setUp(browser);
    const enabled = await browser.call<{ backupCodes: string[] }>('POST', '/api/auth/2fa/enable', {
      code: codeAt(secret, -1),
    });
    expect(enabled.status).toBe(200);
    return { browser, account, user, secret, backupCodes: enabled.body.backupCodes };
  }

  async function pendingLogin(account: { email: string; password: string }) {
    const browser = new Browser(stack.url);
    const login = await browser.call<{ status: string }>('POST', '/api/auth/login', {
      identifier: account.email,
      password: account.password,
    });
    expect(login).toMatchObject({ status: 200, body: { status: '2fa_required' } });
    return browser;
  }

  it('setup answers with an otpauth:// link for the account', async () => {
    const { browser, account } = await registered();
    const setup = await browser.call<{ message: string }>('POST', '/api/auth/2fa/setup');
    const link = new URL(setup.body.message);
    expect(link.protocol).toBe('otpauth:');
    expect(link.host).toBe('totp');
    expect(decodeURIComponent(link.pathname)).toBe(`/Vitae:${account.email}`);
    expect(link.searchParams.get('issuer')).toBe('Vitae');
    expect(link.searchParams.get('secret')).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('enable refuses a wrong code and malformed codes with the SPEC §5 messages', async () => {
    const { browser } = await registered();
    const secret = await setUp(browser);
    const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
    const refused = await browser.call<ErrorBody>('POST', '/api/auth/2fa/enable', { code: wrong });
    expect(refused).toMatchObject({
      status: 401,
      body: { code: 'InvalidTwoFactorCode', message: 'The code is invalid. Please try again.' },
    });
    const short = await browser.call<ErrorBody>('POST', '/api/auth/2fa/enable', { code: '12345' });
    expect(short).toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT', message: 'Code must be exactly 6 digits long.' },
    });
    const letters = await browser.call<ErrorBody>('POST', '/api/auth/2fa/enable', {
      code: '12a456',
    });
    expect(letters).toMatchObject({
      status: 400,
      body: { message: 'code must be a 6 digit number' },
    });
    expect(
      (await browser.call<{ twoFactorEnabled: boolean }>('GET', '/api/user/me')).body
        .twoFactorEnabled,
    ).toBe(false);
  });

  it('enable refuses a code two steps old (outside the ±1 window)', async () => {
    await freshStep();
    const { browser } = await registered();
    const secret = await setUp(browser);
    const old = await browser.call<ErrorBody>('POST', '/api/auth/2fa/enable', {
      code: codeAt(secret, -2),
    });
    expect(old.body.code).toBe('InvalidTwoFactorCode');
  });

  it('enable turns two-factor on and returns 10 backup codes once, stored only as argon2id hashes', async () => {
    const { browser, user, backupCodes } = await withTwoFactor();
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) {
      expect(code).toMatch(/^[a-z0-9]{10}$/);
    }
    expect(new Set(backupCodes).size).toBe(10);
    expect(
      (await browser.call<{ twoFactorEnabled: boolean }>('GET', '/api/user/me')).body
        .twoFactorEnabled,
    ).toBe(true);
    const [row] = (await stack.identity.deps.database!.dataSource.query(
      'SELECT two_factor_backup_codes AS codes FROM secrets WHERE user_id = $1',
      [user.id],
    )) as { codes: string[] }[];
    expect(row.codes).toHaveLength(10);
    for (const stored of row.codes) {
      expect(stored).toMatch(/^\$argon2id\$/);
      expect(backupCodes.some((code) => stored.includes(code))).toBe(false);
    }
    expect((await browser.call<ErrorBody>('POST', '/api/auth/2fa/setup')).body.code).toBe(
      'TwoFactorAlreadyEnabled',
    );
    expect(
      (await browser.call<ErrorBody>('POST', '/api/auth/2fa/enable', { code: '123456' })).body.code,
    ).toBe('TwoFactorAlreadyEnabled');
  });

  it('quality: a 2FA-pending session reaches only the 2FA endpoints (QUALITY 18)', async () => {
    const { account } = await withTwoFactor();
    const pending = await pendingLogin(account);
    expect([...pending.cookies.keys()]).toEqual(['vitae_access']);
    expect((await pending.call<ErrorBody>('GET', '/api/user/me')).body.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await pending.call<ErrorBody>('POST', '/api/auth/2fa/setup')).status).toBe(401);
    expect((await pending.call<ErrorBody>('POST', '/api/auth/2fa/disable')).status).toBe(401);
    expect(
      (await pending.call<ErrorBody>('PATCH', '/api/auth/password', { password: 'taken over' }))
        .status,
    ).toBe(401);
    expect((await pending.call<ErrorBody>('DELETE', '/api/user/me')).status).toBe(401);
    // Every other service checks tokens with the kit's verifier, which refuses it.
    const verifier = createJwtVerifier({
      jwksUrl: `${stack.identity.url}/.well-known/jwks.json`,
      issuer: 'vitae',
      audience: 'vitae',
    });
    await expect(
      verifier.verify(pending.cookies.get('vitae_access')!.value),
    ).rejects.toBeInstanceOf(InvalidAccessTokenError);
    expect((await pending.call<ErrorBody>('POST', '/api/auth/refresh')).status).toBe(401);
  });

  it('quality: verify accepts codes within ±1 step, finishes the login, and never accepts the same code twice (QUALITY 15)', async () => {
    const { account, secret } = await withTwoFactor();
    const first = await pendingLogin(account);
    const code = codeAt(secret);
    const verified = await first.call<{ id: string; twoFactorEnabled: boolean }>(
      'POST',
      '/api/auth/2fa/verify',
      { code },
    );
    expect(verified).toMatchObject({ status: 200, body: { twoFactorEnabled: true } });
    expect([...first.cookies.keys()].sort()).toEqual(['vitae_access', 'vitae_refresh']);
    expect((await first.call('GET', '/api/user/me')).status).toBe(200);

    const second = await pendingLogin(account);
    const replay = await second.call<ErrorBody>('POST', '/api/auth/2fa/verify', { code });
    expect(replay).toMatchObject({ status: 401, body: { code: 'InvalidTwoFactorCode' } });
    const older = await second.call<ErrorBody>('POST', '/api/auth/2fa/verify', {
      code: codeAt(secret, -1),
    });
    expect(older.body.code).toBe('InvalidTwoFactorCode');
    const next = await second.call('POST', '/api/auth/2fa/verify', { code: codeAt(secret, 1) });
    expect(next.status).toBe(200);
    expect((await second.call('GET', '/api/user/me')).status).toBe(200);
  });

  it('quality: a backup code finishes a login once, and never again (QUALITY 15)', async () => {
    const { account, backupCodes } = await withTwoFactor();
    const first = await pendingLogin(account);
    const malformed = await first.call<ErrorBody>('POST', '/api/auth/2fa/backup', { code: 'ABC' });
    expect(malformed).toMatchObject({
      status: 400,
      body: {
        message:
          'Backup Codes may contain only lowercase letters or numbers, and must be exactly 10 characters.',
      },
    });
    const used = await first.call('POST', '/api/auth/2fa/backup', { code: backupCodes[3] });
    expect(used.status).toBe(200);
    expect((await first.call('GET', '/api/user/me')).status).toBe(200);
    const second = await pendingLogin(account);
    const again = await second.call<ErrorBody>('POST', '/api/auth/2fa/backup', {
      code: backupCodes[3],
    });
    expect(again).toMatchObject({
      status: 401,
      body: {
        code: 'InvalidTwoFactorBackupCode',
        message: 'The backup code is invalid or has already been used.',
      },
    });
    expect(
      (await second.call('POST', '/api/auth/2fa/backup', { code: backupCodes[4] })).status,
    ).toBe(200);
  });

  it('verify and backup need a pending login; a signed-in session or nobody gets UNAUTHENTICATED', async () => {
    const { browser } = await withTwoFactor();
    expect(
      (await browser.call<ErrorBody>('POST', '/api/auth/2fa/verify', { code: '123456' })).body.code,
    ).toBe('UNAUTHENTICATED');
    expect(
      (
        await new Browser(stack.url).call<ErrorBody>('POST', '/api/auth/2fa/backup', {
          code: 'abcdefghij',
        })
      ).status,
    ).toBe(401);
  });

  it('disable turns it off (TwoFactorNotEnabled the second time) and login no longer asks for a code', async () => {
    const { browser, account } = await withTwoFactor();
    const disabled = await browser.call<{ message: string }>('POST', '/api/auth/2fa/disable');
    expect(disabled).toMatchObject({ status: 200, body: { message: expect.any(String) } });
    expect((await browser.call<ErrorBody>('POST', '/api/auth/2fa/disable')).body.code).toBe(
      'TwoFactorNotEnabled',
    );
    const login = await new Browser(stack.url).call('POST', '/api/auth/login', {
      identifier: account.email,
      password: account.password,
    });
    expect(login.body).toMatchObject({
      status: 'authenticated',
      user: { twoFactorEnabled: false },
    });
  });

  it('a pending login with two-factor since disabled gets TwoFactorNotEnabled', async () => {
    const { browser, account, secret } = await withTwoFactor();
    const pending = await pendingLogin(account);
    await browser.call('POST', '/api/auth/2fa/disable');
    const verify = await pending.call<ErrorBody>('POST', '/api/auth/2fa/verify', {
      code: codeAt(secret),
    });
    expect(verify.body.code).toBe('TwoFactorNotEnabled');
  });

  it('never hands out the TOTP secret or backup codes again through the graph (QUALITY 13)', async () => {
    const { browser } = await withTwoFactor();
    const me = await browser.call<Record<string, unknown>>('GET', '/api/user/me');
    expect(JSON.stringify(me.body)).not.toMatch(/secret|backup/i);
  });
});
