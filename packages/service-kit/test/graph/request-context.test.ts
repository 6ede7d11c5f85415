import { type FastifyReply, type FastifyRequest } from 'fastify';

import { type AccessClaims, InvalidAccessTokenError, type JwtVerifier } from '../../src/auth/jwt';
import { createGraphContext } from '../../src/graph';
import { silentLogger } from '../../src/testing';

const verifier: JwtVerifier = {
  async verify(token) {
    if (token === 'good') {
      return { sub: 'user-1', sid: 'session-9', scopes: ['resumes'] } as AccessClaims;
    }
    if (token === 'outage') {
      throw new Error('JWKS unreachable');
    }
    throw new InvalidAccessTokenError('expired', 'The access token has expired');
  },
};

const request = (headers: Record<string, string>) =>
  ({ id: 'req-1', headers, log: silentLogger() }) as unknown as FastifyRequest;
const reply = {} as FastifyReply;

describe('createGraphContext', () => {
  it('makes an anonymous context without a token', async () => {
    const context = await createGraphContext({ verifier })(request({}), reply);
    expect(context).toMatchObject({ requestId: 'req-1', scopes: [] });
    expect(context.userId).toBeUndefined();
  });

  it('takes the user, session and scopes from a valid bearer token or cookie', async () => {
    const fromHeader = await createGraphContext({ verifier })(
      request({ authorization: 'Bearer good' }),
      reply,
    );
    expect(fromHeader).toMatchObject({
      userId: 'user-1',
      sessionId: 'session-9',
      scopes: ['resumes'],
    });
    const fromCookie = await createGraphContext({ verifier })(
      request({ cookie: 'vitae_access=good' }),
      reply,
    );
    expect(fromCookie.userId).toBe('user-1');
  });

  it('treats an expired or invalid token as anonymous', async () => {
    const context = await createGraphContext({ verifier })(
      request({ authorization: 'Bearer stale' }),
      reply,
    );
    expect(context.userId).toBeUndefined();
    expect(context.scopes).toEqual([]);
  });

  it('lets a failure to reach the key set surface', async () => {
    await expect(
      createGraphContext({ verifier })(request({ authorization: 'Bearer outage' }), reply),
    ).rejects.toThrow('JWKS unreachable');
  });

  it('stays anonymous when the service verifies no tokens', async () => {
    const context = await createGraphContext()(request({ authorization: 'Bearer good' }), reply);
    expect(context.userId).toBeUndefined();
  });
});
