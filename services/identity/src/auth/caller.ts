import { type IdentityContext } from '../context';
import { IdentityError } from '../errors';
import { type Caller } from './auth.service';

/** The caller as the services see it, from a resolver's context. */
export function callerOf(context: IdentityContext): Caller {
  return {
    ip: context.clientIp,
    cookies: context.cookies,
    userId: context.userId,
    sessionId: context.sessionId,
  };
}

/** The signed-in user's id; `@Authorized()` has already made sure there is one. */
export function userIdOf(context: IdentityContext): string {
  if (!context.userId) {
    throw new IdentityError('UNAUTHENTICATED');
  }
  return context.userId;
}
