import { createJwtVerifier, InvalidAccessTokenError } from '@vitae/service-kit';
import { startTestTokenIssuer } from '@vitae/service-kit/testing';

import { newAccount, runningIdentity } from '../support/identity-under-test';

describe('the access tokens other services accept', () => {
  const identity = runningIdentity();

  const jwksOf = (url: string) =>
    fetch(`${url}/.well-known/jwks.json`).then(
      (response) => response.json() as Promise<{ keys: Record<string, unknown>[] }>,
    );
  const verifierOf = (url: string) =>
    createJwtVerifier({
      jwksUrl: `${url}/.well-known/jwks.json`,
      issuer: 'vitae',
      audience: 'vitae',
    });

  it('publishes its keys at /.well-known/jwks.json, and the kit verifier accepts its access tokens', async () => {
    const { client, user } = await identity.signedUp();
    const jwks = await jwksOf(identity.url);
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) {
      expect(key).not.toHaveProperty('d');
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    }
    const claims = await verifierOf(identity.url).verify(client.cookies.get('vitae_access')!.value);
    expect(claims).toMatchObject({ sub: user.id, scopes: [], sid: expect.any(String) });
  });

  it('keeps its keys across a restart, and still publishes a rotated-away key while its tokens live', async () => {
    let token = '';
    let kidsBefore: string[] = [];
    await identity.secondInstance({}, async (first) => {
      const client = first.client();
      await client.ok('register', newAccount());
      token = client.cookies.get('vitae_access')!.value;
      kidsBefore = (await first.service.identity.keys.jwks()).keys.map((key) => String(key.kid));
    });
    await identity.secondInstance({}, async (second) => {
      const verifier = verifierOf(second.url);
      await expect(verifier.verify(token)).resolves.toMatchObject({ scopes: [] });
      const kidAfterRotation = await second.service.identity.keys.rotate();
      const published = (await jwksOf(second.url)).keys.map((key) => key.kid);
      expect(published).toEqual(expect.arrayContaining([...kidsBefore, kidAfterRotation]));
      await expect(verifier.verify(token)).resolves.toMatchObject({ scopes: [] });
    });
  });

  it('treats a token signed by any other key as no token at all', async () => {
    const foreign = await startTestTokenIssuer();
    try {
      const { user } = await identity.signedUp();
      const forged = await foreign.sign(user.id);
      const answer = await identity.client().code('me', {}, { authorization: `Bearer ${forged}` });
      expect(answer).toBe('UNAUTHENTICATED');
    } finally {
      await foreign.close();
    }
  });

  it('keeps InvalidAccessTokenError the refusal other services see for a garbage token', async () => {
    await expect(verifierOf(identity.url).verify('not-a-token')).rejects.toBeInstanceOf(
      InvalidAccessTokenError,
    );
  });
});
