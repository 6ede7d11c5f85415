import { createHash } from 'node:crypto';

import { type Caller } from '../auth/auth.service';
import { type LoginStatus } from '../auth/auth-result.type';
import { IdentityError } from '../errors';
import { type OAuthService } from '../oauth/oauth.service';
import { OAuthFailure } from '../oauth/oauth-failure';
import { oidcDiscovery } from '../oauth/oidc-discovery';
import { type RateLimiter } from '../rate-limit/rate-limiter';
import { type UserEntity } from '../users/user.entity';
import { type SsoExchangeRepository } from './sso-exchange.repository';
import { type SsoSettings } from './sso-settings';
import { createSsoTokenVerifier } from './sso-token-verifier';

/** Why the account rules refused a verified token, in the words the person reads. */
const accountRefusals: Record<string, string> = {
  email_unverified:
    'The sign-on server has not verified this email address, and an account already uses it.',
  email_missing: 'The sign-on server did not share an email address.',
  signups_disabled: 'Signups are currently disabled by the administrator.',
};

/**
 * Single sign-on: a realm access token, obtained by the web app's keycloak-js,
 * is verified and exchanged once for a Vitae session. The realm's account is
 * the `oidc` provider's account: the same links and matching rules as the
 * redirect flow (docs/quality.md#case-21), through the OAuth service.
 */
export function createSsoService(deps: {
  exchanges: SsoExchangeRepository;
  settings: SsoSettings | null;
  oauth: OAuthService;
  limiter: RateLimiter;
}) {
  const { exchanges, settings, oauth, limiter } = deps;
  const verify = settings && createSsoTokenVerifier(settings, oidcDiscovery(settings.issuer));

  /** Records the token as used; false when it was exchanged before. */
  async function useOnce(issuer: string, tokenId: string, expiresAt: Date): Promise<boolean> {
    const hash = createHash('sha256').update(`${issuer}\n${tokenId}`).digest('hex');
    return exchanges.recordOnce(hash, expiresAt);
  }

  return {
    /** Exchanges a realm access token for a session, or a pending one when two-factor is on. */
    async exchange(
      accessToken: string,
      caller: Caller,
    ): Promise<{ status: LoginStatus; user: UserEntity }> {
      if (!settings || !verify) {
        throw new IdentityError('FORBIDDEN', 'Single sign-on is not configured on this server.');
      }
      // The same ceiling as a password login from this address; a verified token needs no account counter.
      await limiter.check('login', caller.ip);
      const token = await verify(accessToken);
      if (!(await useOnce(settings.issuer, token.tokenId, token.expiresAt))) {
        throw new IdentityError('UNAUTHENTICATED', 'This sign-on token was already used.', {
          reason: 'token_used',
        });
      }
      try {
        return await oauth.signIn('oidc', token.profile, caller.cookies);
      } catch (error) {
        if (error instanceof OAuthFailure) {
          throw new IdentityError(
            'FORBIDDEN',
            accountRefusals[error.reason] ?? 'This account cannot sign in here.',
            { reason: error.reason },
          );
        }
        throw error;
      }
    },

    /** Forgets used tokens that have expired anyway. */
    async prune(): Promise<void> {
      await exchanges.deleteExpired();
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
