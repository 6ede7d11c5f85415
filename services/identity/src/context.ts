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
 * The role of what a personal API key with the `read` scope may reach in
 * identity (the account's own profile); every other `@Authorized()` field
 * refuses a key's token: keys never manage keys, the password, the email,
 * two-factor or the account (docs/api.md).
 */
export const apiKeyReadable = 'api-key-readable';

/** Whether the caller came with a personal API key: only a key's tokens carry scopes. */
export function viaApiKey(context: IdentityContext): boolean {
  return context.scopes.length > 0;
}

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
  const own = roles.filter((role) => role !== apiKeyReadable);
  if (!data.context.userId) {
    // What type-graphql says for a field without roles, whichever roles this one has.
    throw new IdentityError(
      'UNAUTHENTICATED',
      'Access denied! You need to be authenticated to perform this action!',
    );
  }
  if (viaApiKey(data.context)) {
    if (!roles.includes(apiKeyReadable)) {
      throw new IdentityError('FORBIDDEN', 'An API key cannot do this; sign in to the account.', {
        reason: 'api_key_not_allowed',
      });
    }
    if (!data.context.scopes.includes('read')) {
      throw new IdentityError('FORBIDDEN', 'This API key lacks the read scope.', {
        reason: 'api_key_scope',
        scope: 'read',
      });
    }
  }
  return (authChecker as AuthCheckerFn<GraphContext>)(data, own);
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
