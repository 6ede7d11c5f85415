import fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

import { extractAccessToken } from '../../src/auth/access-token';
import { createJwtVerifier, InvalidAccessTokenError } from '../../src/auth/jwt';

type SigningKey = {
  kid: string;
  privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  jwk: JWK;
};

async function makeKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return {
    kid,
    privateKey,
    jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' },
  };
}

const issuer = 'http://identity.test';
const audience = 'vitae';

function sign(
  key: SigningKey,
  claims: Record<string, unknown> = {},
  options: { iss?: string; aud?: string; exp?: string | number } = {},
) {
  return new SignJWT({ scopes: ['resumes'], sid: 'session-1', ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid })
    .setSubject('user-1')
    .setIssuer(options.iss ?? issuer)
    .setAudience(options.aud ?? audience)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '5m')
    .sign(key.privateKey);
}

describe('createJwtVerifier against a real JWKS endpoint', () => {
  let server: FastifyInstance;
  let jwksUrl: string;
  let published: JWK[] = [];
  let fetches = 0;
  let first: SigningKey;

  beforeAll(async () => {
    first = await makeKey('key-1');
    published = [first.jwk];
    server = fastify();
    server.get('/.well-known/jwks.json', async () => {
      fetches++;
      return { keys: published };
    });
    await server.listen({ host: '127.0.0.1', port: 0 });
    const address = server.server.address() as { port: number };
    jwksUrl = `http://127.0.0.1:${address.port}/.well-known/jwks.json`;
  });

  // A test that rotates keys leaves the next one the first key alone again.
  afterEach(() => {
    published = [first.jwk];
  });

  afterAll(async () => {
    await server.close();
  });

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(InvalidAccessTokenError);
    return error as InvalidAccessTokenError;
  };

  it('accepts a valid token and returns its claims', async () => {
    const verifier = createJwtVerifier({ jwksUrl, issuer, audience });
    const claims = await verifier.verify(await sign(first));
    expect(claims).toMatchObject({
      sub: 'user-1',
      scopes: ['resumes'],
      sid: 'session-1',
      iss: issuer,
      aud: audience,
    });
  });

  it('refuses an expired token as expired', async () => {
    const verifier = createJwtVerifier({ jwksUrl, issuer, audience });
    const error = await refusal(
      verifier.verify(await sign(first, {}, { exp: Math.floor(Date.now() / 1000) - 60 })),
    );
    expect(error.reason).toBe('expired');
    expect(error.code).toBe('InvalidAccessToken');
    expect(error.status).toBe(401);
  });

  it('refuses a token from another issuer or for another audience', async () => {
    const verifier = createJwtVerifier({ jwksUrl, issuer, audience });
    expect(
      (await refusal(verifier.verify(await sign(first, {}, { iss: 'http://evil.test' })))).reason,
    ).toBe('invalid');
    expect(
      (await refusal(verifier.verify(await sign(first, {}, { aud: 'someone-else' })))).reason,
    ).toBe('invalid');
  });

  it('refuses a token signed with a key the JWKS does not hold', async () => {
    const verifier = createJwtVerifier({ jwksUrl, issuer, audience });
    const stranger = await makeKey('key-1');
    expect((await refusal(verifier.verify(await sign(stranger)))).reason).toBe('invalid');
  });

  it('refuses malformed scopes and garbage', async () => {
    const verifier = createJwtVerifier({ jwksUrl, issuer, audience });
    await refusal(verifier.verify(await sign(first, { scopes: 'resumes' })));
    await refusal(verifier.verify('not.a.token'));
  });

  it('fetches the key set once and serves later tokens from the cache', async () => {
    const verifier = createJwtVerifier({ jwksUrl, issuer, audience });
    const before = fetches;
    await verifier.verify(await sign(first));
    await verifier.verify(await sign(first));
    await verifier.verify(await sign(first));
    expect(fetches - before).toBe(1);
  });

  it('accepts a new key after rotation: an unknown kid refetches the key set', async () => {
    const verifier = createJwtVerifier({ jwksUrl, issuer, audience, cooldownMs: 50 });
    await verifier.verify(await sign(first));
    const second = await makeKey('key-2');
    published = [first.jwk, second.jwk];
    await new Promise((resolve) => setTimeout(resolve, 60));
    const claims = await verifier.verify(await sign(second));
    expect(claims.sub).toBe('user-1');
    // Tokens signed before the rotation stay valid while the old key is published.
    await verifier.verify(await sign(first));
  });

  it('does not refetch for an unknown kid within the cooldown', async () => {
    const verifier = createJwtVerifier({ jwksUrl, issuer, audience, cooldownMs: 60_000 });
    await verifier.verify(await sign(first));
    const third = await makeKey('key-3');
    published = [first.jwk, third.jwk];
    const before = fetches;
    await refusal(verifier.verify(await sign(third)));
    expect(fetches).toBe(before);
  });

  describe('memo of verified tokens', () => {
    let second: SigningKey;

    beforeAll(async () => {
      second = await makeKey('key-2');
    });

    beforeEach(() => {
      // Only Date is faked: jose's key-set age and expiry checks and the memo all read the
      // clock through it, while timers, sockets and promises stay real.
      jest.useFakeTimers({
        doNotFake: [
          'hrtime',
          'nextTick',
          'performance',
          'queueMicrotask',
          'requestAnimationFrame',
          'cancelAnimationFrame',
          'requestIdleCallback',
          'cancelIdleCallback',
          'setImmediate',
          'clearImmediate',
          'setInterval',
          'clearInterval',
          'setTimeout',
          'clearTimeout',
        ],
      });
    });

    afterEach(() => {
      jest.useRealTimers();
    });

    const advance = (ms: number) => jest.setSystemTime(Date.now() + ms);
    const cacheMaxAgeMs = 60_000;

    /**
     * A verifier whose key set is fetched now (t0), with the clock then moved to t0 + 30 s:
     * tokens first verified from here on are memoized until t0 + 90 s, but the key set goes
     * stale at t0 + 60 s.
     */
    async function verifierWithAgingKeys(options: { memoSize?: number } = {}) {
      const verifier = createJwtVerifier({ jwksUrl, issuer, audience, cacheMaxAgeMs, ...options });
      await verifier.verify(await sign(first, { sid: 'warm-up' }));
      advance(30_000);
      return verifier;
    }

    /**
     * Identity stops publishing key-1 and the clock moves to t0 + 70 s: a full check now
     * refetches the key set and refuses every key-1 token, while memo entries made at
     * t0 + 30 s are still within their cacheMaxAgeMs.
     */
    async function withdrawFirstKey(verifier: { verify(token: string): Promise<unknown> }) {
      published = [second.jwk];
      advance(40_000);
      // A token the verifier has never seen shows what a full check says now.
      expect(
        (await refusal(verifier.verify(await sign(first, { sid: 'never-seen' })))).reason,
      ).toBe('invalid');
    }

    it('serves a repeated token from the memo without checking its signature again', async () => {
      const verifier = await verifierWithAgingKeys();
      const token = await sign(first);
      await verifier.verify(token);
      const before = fetches;
      await withdrawFirstKey(verifier);
      expect(fetches).toBe(before + 1);

      expect(await verifier.verify(token)).toMatchObject({
        sub: 'user-1',
        scopes: ['resumes'],
        sid: 'session-1',
      });
      expect(fetches).toBe(before + 1);
    });

    it('checks a memoized token from scratch once cacheMaxAgeMs has passed since its check', async () => {
      const verifier = createJwtVerifier({ jwksUrl, issuer, audience, cacheMaxAgeMs });
      const token = await sign(first);
      await verifier.verify(token);
      published = [second.jwk];
      advance(cacheMaxAgeMs - 1);
      await verifier.verify(token);
      advance(1);
      expect((await refusal(verifier.verify(token))).reason).toBe('invalid');
    });

    it.each([0, 5])(
      'refuses a memoized token as expired at exp + clock tolerance, like a full check (tolerance %i s)',
      async (clockToleranceSeconds) => {
        const verifier = createJwtVerifier({ jwksUrl, issuer, audience, clockToleranceSeconds });
        const exp = Math.floor(Date.now() / 1000) + 2;
        const token = await sign(first, {}, { exp });
        await verifier.verify(token);
        jest.setSystemTime((exp + clockToleranceSeconds) * 1000 - 1);
        expect((await verifier.verify(token)).sub).toBe('user-1');
        jest.setSystemTime((exp + clockToleranceSeconds) * 1000);
        const error = await refusal(verifier.verify(token));
        expect(error.reason).toBe('expired');
        expect(error.message).toBe('The access token has expired');
        // Still refused on the next try, now by the full check.
        expect((await refusal(verifier.verify(token))).reason).toBe('expired');
      },
    );

    it('still refuses tampered tokens after the genuine one was memoized', async () => {
      const verifier = createJwtVerifier({ jwksUrl, issuer, audience });
      const token = await sign(first);
      await verifier.verify(token);
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const raised = Buffer.from(
        JSON.stringify({ ...claims, sub: 'admin', scopes: ['resumes', 'admin'] }),
      ).toString('base64url');
      const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
      for (const tampered of [
        `${header}.${raised}.${signature}`,
        `${header}.${payload}.${flipped}`,
      ]) {
        expect((await refusal(verifier.verify(tampered))).reason).toBe('invalid');
        expect((await refusal(verifier.verify(tampered))).reason).toBe('invalid');
      }
      expect((await verifier.verify(token)).sub).toBe('user-1');
    });

    it('hands out a fresh copy of the claims, so a caller changing them changes nothing later', async () => {
      const verifier = createJwtVerifier({ jwksUrl, issuer, audience });
      const token = await sign(first);
      const claims = await verifier.verify(token);
      claims.sub = 'admin';
      claims.scopes.push('admin');
      const again = await verifier.verify(token);
      again.scopes.push('admin');
      expect(await verifier.verify(token)).toMatchObject({ sub: 'user-1', scopes: ['resumes'] });
    });

    it('keeps at most memoSize tokens, dropping the least recently used', async () => {
      const verifier = await verifierWithAgingKeys({ memoSize: 2 });
      const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((sid) => sign(first, { sid })));
      await verifier.verify(a);
      await verifier.verify(b);
      await verifier.verify(a);
      await verifier.verify(c);
      await withdrawFirstKey(verifier);
      expect((await verifier.verify(a)).sid).toBe('a');
      expect((await verifier.verify(c)).sid).toBe('c');
      expect((await refusal(verifier.verify(b))).reason).toBe('invalid');
    });

    it('memoizes nothing with memoSize 0', async () => {
      const verifier = await verifierWithAgingKeys({ memoSize: 0 });
      const token = await sign(first);
      await verifier.verify(token);
      await withdrawFirstKey(verifier);
      expect((await refusal(verifier.verify(token))).reason).toBe('invalid');
    });
  });
});

describe('extractAccessToken', () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

  it('reads a bearer token', () => {
    expect(extractAccessToken(request({ authorization: 'Bearer abc.def.ghi' }))).toBe(
      'abc.def.ghi',
    );
    expect(extractAccessToken(request({ authorization: 'bearer abc.def.ghi' }))).toBe(
      'abc.def.ghi',
    );
  });

  it('falls back to the vitae_access cookie', () => {
    expect(
      extractAccessToken(request({ cookie: 'theme=dark; vitae_access=abc.def.ghi; other=1' })),
    ).toBe('abc.def.ghi');
    expect(
      extractAccessToken(
        request({ authorization: 'Basic dXNlcjpwYXNz', cookie: 'vitae_access=tok' }),
      ),
    ).toBe('tok');
  });

  it('prefers the header over the cookie', () => {
    expect(
      extractAccessToken(
        request({ authorization: 'Bearer header', cookie: 'vitae_access=cookie' }),
      ),
    ).toBe('header');
  });

  it('finds nothing when neither is there', () => {
    expect(extractAccessToken(request({}))).toBeUndefined();
    expect(
      extractAccessToken(request({ cookie: 'vitae_refresh=x; vitae_access=' })),
    ).toBeUndefined();
    expect(extractAccessToken(request({ cookie: 'my_vitae_access=x' }))).toBeUndefined();
  });
});
