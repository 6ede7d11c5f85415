import { badUserInput } from '@vitae/service-kit';

import { IdentityError } from '../errors';
import { type RateLimiter } from '../rate-limit/rate-limiter';
import { type SessionRepository } from '../sessions/session.repository';
import { type SignInProvider, type UserEntity } from '../users/user.entity';
import { type UserRepository } from '../users/user.repository';
import { type Caller } from './auth.service';
import { verifyPassword } from './passwords';

/** How recent a provider sign-in must be to stand in for a password (accounts without one). */
export const recentSignInSeconds = 300;

const providerNames: Record<SignInProvider, string> = {
  email: 'your email and password',
  github: 'GitHub',
  google: 'Google',
  oidc: 'single sign-on',
};

/**
 * Proof beyond the session for what could give the account away (a new
 * password, a new email, two-factor off): the current password, or, for an
 * account that has none (it signs in only through a provider), a sign-in of
 * this session within {@link recentSignInSeconds}. Wrong passwords count
 * against the account like failed logins (docs/auth.md, "Re-authentication").
 */
export function createReauthentication(deps: {
  users: UserRepository;
  sessions: SessionRepository;
  limiter: RateLimiter;
}) {
  const { users, sessions, limiter } = deps;

  return {
    async prove(user: UserEntity, currentPassword: string | undefined, caller: Caller) {
      const secrets = await users.secretsOf(user.id);
      if (!secrets) {
        throw new IdentityError('SecretsNotFound');
      }
      if (secrets.password) {
        if (!currentPassword) {
          throw badUserInput([
            { path: ['currentPassword'], message: 'Enter your current password.' },
          ]);
        }
        const attempt = await limiter.attempt('reauthenticate', caller.ip, `user:${user.id}`);
        if (!(await verifyPassword(secrets.password, currentPassword))) {
          throw new IdentityError('InvalidCredentials');
        }
        await attempt.succeeded();
        return;
      }
      const session = caller.sessionId
        ? await sessions.findActive(caller.sessionId, user.id)
        : null;
      if (!session || Date.now() - session.createdAt.getTime() > recentSignInSeconds * 1000) {
        throw new IdentityError(
          'FORBIDDEN',
          `Sign in again with ${providerNames[user.provider]} to do this.`,
          { reason: 'recent_sign_in_required', provider: user.provider },
        );
      }
    },
  };
}

export type Reauthentication = ReturnType<typeof createReauthentication>;
