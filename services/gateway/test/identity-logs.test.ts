import { Browser, newAccount, startIdentityStack } from './identity-harness';

jest.setTimeout(60_000);

describe('quality: no password, token or code reaches the log (QUALITY 13)', () => {
  it('logs requests without the secrets they carry, in the gateway and in identity', async () => {
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array) => {
      lines.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return true;
    }) as typeof process.stdout.write;
    const account = newAccount({ password: 'PASSWORD-IN-THE-BODY' });
    try {
      const stack = await startIdentityStack({ LOG_LEVEL: 'info', GATEWAY_LOG_LEVEL: 'info' });
      try {
        const browser = new Browser(stack.url);
        await browser.call('POST', '/api/auth/register', account);
        await browser.call('POST', '/api/auth/login', {
          identifier: account.email,
          password: account.password,
        });
        await browser.call('POST', '/api/auth/verify-email?token=TOKEN-IN-THE-QUERY');
        await browser.call('POST', '/api/auth/reset-password', {
          token: 'TOKEN-IN-THE-BODY',
          password: 'PASSWORD-IN-THE-BODY',
        });
        await browser.call('POST', '/api/auth/refresh');
      } finally {
        await stack.close();
      }
    } finally {
      process.stdout.write = write;
    }
    const log = lines.join('');
    expect(log).toContain('"msg":"incoming request"');
    for (const secret of [
      'PASSWORD-IN-THE-BODY',
      'TOKEN-IN-THE-QUERY',
      'TOKEN-IN-THE-BODY',
      'vitae_refresh=',
      'vitae_access=',
    ]) {
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
  });
});
