import {
  authChecker,
  clientAddressOf,
  extractAccessToken,
  type GraphContext,
  InvalidAccessTokenError,
} from '@vitae/service-kit';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type AuthChecker, type AuthCheckerFn } from 'type-graphql';

import { IdentityError } from './errors';
import { type IdentityServices } from './services';
import { type SessionCookies, sessionCookies } from './sessions/cookies';
import { pendingAudience } from './sessions/session.service';

/** What identity's resolvers receive: the kit's context plus identity's own parts. */
export type IdentityContext = GraphContext & {
  identity: IdentityServices;
  cookies: SessionCookies;
  /** The caller's address: the last hop the gateway added to X-Forwarded-For, else the peer (the kit's clientAddressOf). */
  clientIp: string;
  /** Set for a login that passed its password but still owes its second factor. */
  pending?: { userId: string; sessionId: string };
};

/** The role of the 2FA endpoints: `@Authorized(twoFactorPending)` admits only a pending login. */
export const twoFactorPending = 'two-factor-pending';

/**
 * `@Authorized()` needs a full session; `@Authorized(twoFactorPending)` needs a
 * login waiting for its second factor and nothing else (docs/quality.md#case-18).
 */
export const identityAuthChecker: AuthChecker<IdentityContext> = (data, roles) => {
  if (roles.includes(twoFactorPending)) {
    if (!data.context.pending) {
      throw new IdentityError(
        'UNAUTHENTICATED',
        'There is no sign-in waiting for a second factor.',
      );
    }
    return true;
  }
  return (authChecker as AuthCheckerFn<GraphContext>)(data, roles);
};

/**
 * Builds each request's context. Identity checks its own tokens with its own
 * keys (no JWKS round trip): a token for the normal audience signs the caller
 * in, unless its session has ended (the revocations every replica announces);
 * one for the 2FA audience marks a pending login.
 */
export function createIdentityContext(identity: IdentityServices) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<IdentityContext> => {
    const context: IdentityContext = {
      requestId: String(request.id),
      scopes: [],
      logger: request.log as GraphContext['logger'],
      request,
      reply,
      identity,
      cookies: sessionCookies(request, reply),
      clientIp: clientAddressOf(request),
    };
    const token = extractAccessToken(request);
    if (!token) {
      return context;
    }
    try {
      const claims = await identity.keys.verify(token);
      if (identity.revocations.isRevoked(claims)) {
        return context;
      }
      return { ...context, userId: claims.sub, sessionId: claims.sid, scopes: claims.scopes };
    } catch (error) {
      if (!(error instanceof InvalidAccessTokenError)) {
        throw error;
      }
    }
    try {
      const claims = await identity.keys.verify(
        token,
        pendingAudience(identity.config.JWT_AUDIENCE),
      );
      return { ...context, pending: { userId: claims.sub, sessionId: claims.sid } };
    } catch (error) {
      if (error instanceof InvalidAccessTokenError) {
        return context;
      }
      throw error;
    }
  };
}
