import { randomUUID } from 'node:crypto';

import fastify from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

import { type AuthConfig } from '../auth/auth-config';

/** Signs access tokens the way identity does and publishes the key over real HTTP. */
export type TestTokenIssuer = {
  /** The auth settings a service under test is started with. */
  config: AuthConfig;
  /** An access token for `userId`, valid for five minutes unless `expiresIn` says otherwise. */
  sign(
    userId: string,
    options?: { scopes?: string[]; sessionId?: string; expiresIn?: string },
  ): Promise<string>;
  /** The authorization header of a request signed in as `userId`. */
  headers(userId: string): Promise<Record<string, string>>;
  /** A new user id (a UUID) and the headers of a request signed in as that user. */
  newUser(): Promise<{ userId: string; headers: Record<string, string> }>;
  close(): Promise<void>;
};

/**
 * For a service's own tests, where starting identity would test identity too:
 * an ES256 key, its JWKS served on a loopback port, and tokens with the
 * issuer and audience the services expect. Cross-service tests use identity.
 */
export async function startTestTokenIssuer(): Promise<TestTokenIssuer> {
  const kid = 'test-key';
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const server = fastify();
  server.get('/.well-known/jwks.json', async () => ({ keys: [jwk] }));
  await server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.server.address() as { port: number };
  const config: AuthConfig = {
    JWKS_URL: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    JWT_ISSUER: 'vitae',
    JWT_AUDIENCE: 'vitae',
  };
  const sign: TestTokenIssuer['sign'] = (
    userId,
    { scopes = [], sessionId, expiresIn = '5m' } = {},
  ) =>
    new SignJWT({ scopes, ...(sessionId ? { sid: sessionId } : {}) })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject(userId)
      .setIssuer(config.JWT_ISSUER)
      .setAudience(config.JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
  const headers = async (userId: string) => ({ authorization: `Bearer ${await sign(userId)}` });
  return {
    config,
    sign,
    headers,
    async newUser() {
      const userId = randomUUID();
      return { userId, headers: await headers(userId) };
    },
    close: () => server.close(),
  };
}
