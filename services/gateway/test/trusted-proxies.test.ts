import { ConfigError, loadConfig } from '@vitae/service-kit';
import { startInOrder, testDatabaseUrl } from '@vitae/service-kit/testing';

import { gatewayConfigSchema } from '../src/config';
import { forwardedChain } from '../src/proxy/client-address';
import { startTestGateway, startTestIdentity } from './support/start-services';

jest.setTimeout(120_000);

describe('the client address the gateway passes on (forwardedChain)', () => {
  const pods = ['10.0.0.0/8', 'fd00::/8'];

  it('without trusted proxies, the peer is the client and what the caller wrote is not believed', () => {
    expect(forwardedChain('198.51.100.7', '10.1.2.3', [])).toEqual(['198.51.100.7', '10.1.2.3']);
  });

  it('steps back over trusted proxies to the first address one of them saw', () => {
    expect(forwardedChain('198.51.100.7, 10.4.0.9', '10.1.2.3', pods)).toEqual(['198.51.100.7']);
  });

  it('keeps a forged hop in front of the client, never after it', () => {
    expect(forwardedChain('6.6.6.6, 198.51.100.7', '10.1.2.3', pods)).toEqual([
      '6.6.6.6',
      '198.51.100.7',
    ]);
  });

  it('reads IPv4 peers of a dual-stack socket and IPv6 proxies', () => {
    expect(forwardedChain('2001:db8::1', '::ffff:10.1.2.3', pods)).toEqual(['2001:db8::1']);
    expect(forwardedChain('198.51.100.7', 'fd00::5', pods)).toEqual(['198.51.100.7']);
  });

  it('stops at a trusted hop when what precedes it is not an address', () => {
    expect(forwardedChain('unknown', '10.1.2.3', pods)).toEqual(['unknown', '10.1.2.3']);
  });

  it('refuses a TRUSTED_PROXIES entry that is not a CIDR, naming it', () => {
    expect(() =>
      loadConfig(gatewayConfigSchema, { TRUSTED_PROXIES: '10.0.0.0/8, 10.0.0.0/40' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig(gatewayConfigSchema, { TRUSTED_PROXIES: 'pods' })).toThrow(
      /TRUSTED_PROXIES: .*"pods"/,
    );
    expect(
      loadConfig(gatewayConfigSchema, { TRUSTED_PROXIES: '10.0.0.0/8, ::1' }).TRUSTED_PROXIES,
    ).toEqual(['10.0.0.0/8', '::1']);
  });
});

/**
 * Identity's login limit per address, through the gateway, with this test in
 * the ingress controller's place: every request comes from 127.0.0.1 and
 * carries the X-Forwarded-For an ingress would write.
 */
describe('rate limits behind a proxy count each client', () => {
  let close: (() => Promise<void>) | undefined;

  async function start(trustedProxies: string | undefined): Promise<string> {
    await close?.();
    const started = await startInOrder(async (defer) => {
      const identity = await startTestIdentity({
        DATABASE_URL: await testDatabaseUrl('identity', defer),
        // Thirty logins per address, scaled down to three.
        RATE_LIMIT_SCALE: '0.1',
      });
      defer(() => identity.close());
      const gateway = await startTestGateway({
        IDENTITY_URL: `${identity.url}/graphql`,
        TRUSTED_PROXIES: trustedProxies,
      });
      defer(() => gateway.close());
      return { url: gateway.url };
    });
    close = started.close;
    return started.url;
  }

  afterAll(() => close?.());

  async function login(url: string, forwardedFor: string, attempt: number): Promise<string> {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({
        identifier: `guess-${attempt}@example.org`,
        password: 'wrong password',
      }),
    });
    return ((await response.json()) as { code: string }).code;
  }

  async function exhaust(url: string, forwardedFor: string) {
    const codes = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      codes.push(await login(url, forwardedFor, attempt));
    }
    expect(codes).toEqual([
      'InvalidCredentials',
      'InvalidCredentials',
      'InvalidCredentials',
      'TOO_MANY_REQUESTS',
    ]);
  }

  it('with the proxy trusted, one client spending its attempts leaves another untouched', async () => {
    const url = await start('127.0.0.0/8');
    await exhaust(url, '198.51.100.1');
    expect(await login(url, '198.51.100.2', 10)).toBe('InvalidCredentials');
    // A client cannot escape its bucket by writing another address before its own.
    expect(await login(url, '203.0.113.9, 198.51.100.1', 11)).toBe('TOO_MANY_REQUESTS');
  });

  it('without it, every client behind the proxy shares the proxy address', async () => {
    const url = await start(undefined);
    await exhaust(url, '198.51.100.1');
    expect(await login(url, '198.51.100.2', 10)).toBe('TOO_MANY_REQUESTS');
  });
});
