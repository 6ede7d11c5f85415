import {
  type IdentityUnderTest,
  newAccount,
  startIdentityUnderTest,
} from '../support/identity-under-test';
import { codeAt, turnOnTwoFactor } from '../support/two-factor';

const tooMany = {
  error: {
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many attempts. Please wait a while and try again.',
    details: { retryAfterSeconds: expect.any(Number) },
  },
};

jest.setTimeout(120_000);

describe('quality: rate limits per address and per account', () => {
  let identity: IdentityUnderTest | undefined;

  /** Identity with the real ceilings on a fresh database, so one case's attempts do not count against another's. */
  async function fresh(): Promise<IdentityUnderTest> {
    await identity?.close();
    identity = await startIdentityUnderTest({ RATE_LIMIT_SCALE: '1' });
    return identity;
  }

  afterAll(async () => {
    await identity?.close();
  });

  /** A fresh account with two-factor on, and a second browser whose login of it owes its code. */
  async function pendingTwoFactor(service: IdentityUnderTest) {
    const { client, account } = await service.signedUp();
    const { secret, backupCodes } = await turnOnTwoFactor(client);
    const attacker = service.client();
    expect((await attacker.logIn(account)).data?.status).toBe('2fa_required');
    return { attacker, secret, backupCodes };
  }

  it('login: ten wrong passwords for one account, then even the right one is refused', async () => {
    const service = await fresh();
    const { account } = await service.signedUp();
    const login = (identifier: string, password: string) =>
      service.client().call('login', { identifier, password });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(account.email, 'wrong password')).error?.code).toBe('InvalidCredentials');
    }
    expect(await login(account.email, account.password)).toEqual(tooMany);
    // The account's ceiling counts the identifier as typed, in any case.
    expect((await login(account.email.toUpperCase(), account.password)).error?.code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('login: thirty attempts from one address over many accounts, then that address is refused', async () => {
    const service = await fresh();
    const guess = (identifier: string) =>
      service.client().call('login', { identifier, password: 'guess' });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await guess(`guess-${attempt}@example.org`)).error?.code).toBe('InvalidCredentials');
    }
    expect(await guess('another@example.org')).toEqual(tooMany);
  });

  it('2FA: a thousand wrong codes do not get through, and the right one is refused once the ceiling is hit', async () => {
    const { attacker, secret } = await pendingTwoFactor(await fresh());
    const answers = new Map<string, number>();
    const valid = new Set([-1, 0, 1].map((offset) => codeAt(secret, offset)));
    let guess = 0;
    const worker = async () => {
      while (guess < 1000) {
        const code = String(guess++).padStart(6, '0');
        if (valid.has(code)) {
          continue;
        }
        const answer = (await attacker.code('verifyTwoFactor', { code })) ?? 'accepted';
        answers.set(answer, (answers.get(answer) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(answers.get('accepted')).toBeUndefined();
    // Nine wrong codes were judged (enable used the tenth attempt); every later one was refused unread.
    expect(answers.get('InvalidTwoFactorCode')).toBe(9);
    expect((answers.get('TOO_MANY_REQUESTS') ?? 0) + 9).toBeGreaterThanOrEqual(990);
    expect(await attacker.call('verifyTwoFactor', { code: codeAt(secret) })).toEqual(tooMany);
  });

  it('backup codes: ten wrong codes, then the ceiling', async () => {
    const { attacker, backupCodes } = await pendingTwoFactor(await fresh());
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const code = `wrong${String(attempt).padStart(5, '0')}`;
      expect(await attacker.code('useBackupCode', { code })).toBe('InvalidTwoFactorBackupCode');
    }
    expect(await attacker.call('useBackupCode', { code: backupCodes[0] })).toEqual(tooMany);
  });

  it('forgotPassword: three mails per address an hour, the same refusal for unknown addresses', async () => {
    const service = await fresh();
    const { account } = await service.signedUp();
    for (const email of [account.email, 'nobody@example.org']) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await service.client().call('forgotPassword', { email })).error).toBeUndefined();
      }
      expect(await service.client().call('forgotPassword', { email })).toEqual(tooMany);
    }
  });

  it('register: ten sign-ups from one address an hour, then the ceiling', async () => {
    const service = await fresh();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await service.client().call('register', newAccount())).error).toBeUndefined();
    }
    expect(await service.client().call('register', newAccount())).toEqual(tooMany);
  });

  describe('the login ceiling counts failures per account, so no one can lock a person out', () => {
    const login = (service: IdentityUnderTest, identifier: string, password: string) =>
      service.client().call('login', { identifier, password });

    it('twelve successful logins in a row, and the right password still signs in', async () => {
      const service = await fresh();
      const { account } = await service.signedUp();
      for (let attempt = 0; attempt < 12; attempt += 1) {
        expect((await login(service, account.email, account.password)).data?.status).toBe(
          'authenticated',
        );
      }
    });

    it('username and email share one count: five wrong by each, then even the right password is refused', async () => {
      const service = await fresh();
      const { account } = await service.signedUp();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await login(service, account.email, 'wrong password')).error?.code).toBe(
          'InvalidCredentials',
        );
        expect((await login(service, account.username, 'wrong password')).error?.code).toBe(
          'InvalidCredentials',
        );
      }
      expect(await login(service, account.email, account.password)).toEqual(tooMany);
      expect(await login(service, account.username, account.password)).toEqual(tooMany);
    });

    it('a success starts the count over: nine wrong, the right one, nine wrong again, and the right one still signs in', async () => {
      const service = await fresh();
      const { account } = await service.signedUp();
      for (let round = 0; round < 2; round += 1) {
        for (let attempt = 0; attempt < 9; attempt += 1) {
          expect((await login(service, account.username, 'wrong password')).error?.code).toBe(
            'InvalidCredentials',
          );
        }
        expect((await login(service, account.email, account.password)).data?.status).toBe(
          'authenticated',
        );
      }
    });

    it('an unknown identifier is counted under itself and refused at the same ceiling as an account', async () => {
      const service = await fresh();
      const { account } = await service.signedUp();
      for (const identifier of [account.email, 'nobody.here@example.org']) {
        for (let attempt = 0; attempt < 10; attempt += 1) {
          expect((await login(service, identifier, 'wrong password')).error?.code).toBe(
            'InvalidCredentials',
          );
        }
        expect(await login(service, identifier, 'wrong password')).toEqual(tooMany);
      }
    });
  });

  it('verification resend: three mails an hour per account, then TOO_MANY_REQUESTS with retryAfterSeconds', async () => {
    const service = await fresh();
    const { client } = await service.signedUp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await client.call('resendVerificationEmail')).error).toBeUndefined();
    }
    expect(await client.call('resendVerificationEmail')).toEqual(tooMany);
  });

  it('email change: five an hour per account, and five an hour to one new address from any accounts', async () => {
    const service = await fresh();
    const change = (signedUp: Awaited<ReturnType<IdentityUnderTest['signedUp']>>, email: string) =>
      signedUp.client.call('updateMe', {
        input: { email, currentPassword: signedUp.account.password },
      });
    const busy = await service.signedUp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await change(busy, `elsewhere.${attempt}@example.org`)).error).toBeUndefined();
    }
    expect(await change(busy, 'elsewhere.5@example.org')).toEqual(tooMany);

    const target = `target.${Date.now()}@example.org`;
    const first = await service.signedUp();
    const second = await service.signedUp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await change(first, target)).error).toBeUndefined();
    }
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await change(second, target)).error).toBeUndefined();
    }
    expect(await change(second, target)).toEqual(tooMany);
  });
});
