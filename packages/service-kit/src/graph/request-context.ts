import { type FastifyReply, type FastifyRequest } from 'fastify';

import { extractAccessToken } from '../auth/access-token';
import { InvalidAccessTokenError, type JwtVerifier } from '../auth/jwt';
import { type Logger } from '../logger';
import { type GraphContext } from './context';

/**
 * Builds the `context` function `mountGraphQL` takes: the request id, the
 * request's logger and, when the request carries a valid access token (bearer
 * header or `vitae_access` cookie), the caller's user id, session and scopes.
 *
 * A missing, expired or invalid token leaves the caller anonymous rather than
 * failing the whole request: public fields still answer, and guarded ones
 * answer `UNAUTHENTICATED`, which is the web app's cue to refresh its token.
 */
export function createGraphContext({
  verifier,
}: {
  verifier?: JwtVerifier;
} = {}): (request: FastifyRequest, reply: FastifyReply) => Promise<GraphContext> {
  return async (request, reply) => {
    const context: GraphContext = {
      requestId: String(request.id),
      scopes: [],
      logger: request.log as Logger,
      request,
      reply,
    };
    const token = verifier ? extractAccessToken(request) : undefined;
    if (!verifier || !token) {
      return context;
    }
    try {
      const claims = await verifier.verify(token);
      return { ...context, userId: claims.sub, sessionId: claims.sid, scopes: claims.scopes };
    } catch (error) {
      if (error instanceof InvalidAccessTokenError) {
        request.log.debug({ reason: error.reason }, 'access token refused; continuing anonymously');
        return context;
      }
      throw error;
    }
  };
}
