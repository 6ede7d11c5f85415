import { authenticator } from 'otplib';

import { Browser, type IdentityStack, newAccount, startIdentityStack } from './identity-harness';

type ErrorBody = { statusCode: number; code: string; message: string };

const tooMany = {
  status: 429,
  body: {
    statusCode: 429,
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many attempts. Please wait a while and try again.',
  },
};

jest.setTimeout(120_000);

describe('quality: rate limits per address and per account (QUALITY 14)', () => {
  let stack: IdentityStack | undefined;

  /** A fresh database for each case, so one case's attempts do not count against another's. */
  async function fresh(): Promise<IdentityStack> {
    await stack?.close();
    stack = await startIdentityStack({ RATE_LIMIT_SCALE: '1' });
    return stack;
  }

  afterAll(async () => {
    await stack?.close();
  });

  it('login: ten wrong passwords for one account, then even the right one is refused', async () => {
    const { url } = await fresh();
    const account = newAccount();
    await new Browser(url).call('POST', '/api/auth/register', account);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await new Browser(url).call<ErrorBody>('POST', '/api/auth/login', {
        identifier: account.email,
        password: 'wrong password',
      });
      expect(wrong.body.code).toBe('InvalidCredentials');
    }
    const right = await new Browser(url).call<ErrorBody>('POST', '/api/auth/login', {
      identifier: account.email,
      password: account.password,
    });
    expect(right).toMatchObject(tooMany);
    // The account's ceiling counts the identifier as typed, in any case.
    const shouted = await new Browser(url).call<ErrorBody>('POST', '/api/auth/login', {
      identifier: account.email.toUpperCase(),
      password: account.password,
    });
    expect(shouted.status).toBe(429);
  });

  it('login: thirty attempts from one address over many accounts, then that address is refused', async () => {
    const { url } = await fresh();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await new Browser(url).call<ErrorBody>('POST', '/api/auth/login', {
        identifier: `guess-${attempt}@example.org`,
        password: 'guess',
      });
      expect(response.status).toBe(401);
    }
    const next = await new Browser(url).call<ErrorBody>('POST', '/api/auth/login', {
      identifier: 'another@example.org',
      password: 'guess',
    });
    expect(next).toMatchObject(tooMany);
  });

  it('2FA: a thousand wrong codes do not get through, and the right one is refused once the ceiling is hit', async () => {
    const { url } = await fresh();
    const account = newAccount();
    const owner = new Browser(url);
    await owner.call('POST', '/api/auth/register', account);
    const setup = await owner.call<{ message: string }>('POST', '/api/auth/2fa/setup');
    const secret = new URL(setup.body.message).searchParams.get('secret')!;
    expect(
      (await owner.call('POST', '/api/auth/2fa/enable', { code: authenticator.generate(secret) }))
        .status,
    ).toBe(200);

    const attacker = new Browser(url);
    await attacker.call('POST', '/api/auth/login', {
      identifier: account.email,
      password: account.password,
    });
    const statuses = new Map<number, number>();
    const valid = new Set(
      [-1, 0, 1].map((offset) =>
        authenticator.clone({ epoch: Date.now() + offset * 30_000 }).generate(secret),
      ),
    );
    let guess = 0;
    const worker = async () => {
      while (guess < 1000) {
        const code = String(guess++).padStart(6, '0');
        if (valid.has(code)) {
          continue;
        }
        const response = await attacker.call<ErrorBody>('POST', '/api/auth/2fa/verify', { code });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(statuses.get(200)).toBeUndefined();
    // Nine wrong codes were judged (enable used the tenth attempt); every later one was refused unread.
    expect(statuses.get(401)).toBe(9);
    expect((statuses.get(429) ?? 0) + 9).toBeGreaterThanOrEqual(990);
    const right = await attacker.call<ErrorBody>('POST', '/api/auth/2fa/verify', {
      code: authenticator.generate(secret),
    });
    expect(right).toMatchObject(tooMany);
  });

  it('backup codes: ten wrong codes, then the ceiling', async () => {
    const { url } = await fresh();
    const account = newAccount();
    const owner = new Browser(url);
    await owner.call('POST', '/api/auth/register', account);
    const setup = await owner.call<{ message: string }>('POST', '/api/auth/2fa/setup');
    const secret = new URL(setup.body.message).searchParams.get('secret')!;
    const { body } = await owner.call<{ backupCodes: string[] }>('POST', '/api/auth/2fa/enable', {
      code: authenticator.generate(secret),
    });
    const attacker = new Browser(url);
    await attacker.call('POST', '/api/auth/login', {
      identifier: account.email,
      password: account.password,
    });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await attacker.call<ErrorBody>('POST', '/api/auth/2fa/backup', {
        code: `wrong${String(attempt).padStart(5, '0')}`,
      });
      expect(wrong.body.code).toBe('InvalidTwoFactorBackupCode');
    }
    expect(
      await attacker.call('POST', '/api/auth/2fa/backup', { code: body.backupCodes[0] }),
    ).toMatchObject(tooMany);
  });

  it('forgot-password: three mails per address an hour, the same refusal for unknown addresses', async () => {
    const { url } = await fresh();
    const account = newAccount();
    await new Browser(url).call('POST', '/api/auth/register', account);
    for (const email of [account.email, 'nobody@example.org']) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect(
          (await new Browser(url).call('POST', '/api/auth/forgot-password', { email })).status,
        ).toBe(200);
      }
      expect(
        await new Browser(url).call('POST', '/api/auth/forgot-password', { email }),
      ).toMatchObject(tooMany);
    }
  });

  it('register: ten sign-ups from one address an hour, then the ceiling', async () => {
    const { url } = await fresh();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await new Browser(url).call('POST', '/api/auth/register', newAccount())).status).toBe(
        201,
      );
    }
    expect(await new Browser(url).call('POST', '/api/auth/register', newAccount())).toMatchObject(
      tooMany,
    );
  });
});
