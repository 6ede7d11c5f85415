import { randomBytes } from 'node:crypto';

import { usernameSchema } from '@vitae/schema';
import { type DataSource } from 'typeorm';

import { type LoginStatus } from '../auth/auth-result.type';
import { type IdentityConfig } from '../config';
import { type SessionCookies } from '../sessions/cookies';
import { type SessionService } from '../sessions/session.service';
import { type UserEntity } from '../users/user.entity';
import { type UserRepository } from '../users/user.repository';
import { type OAuthAccountRepository } from './oauth-account.repository';
import { type OAuthProfile } from './oauth-client';
import { OAuthFailure } from './oauth-failure';
import { type OAuthProviderName } from './oauth-providers';

/** A username from the provider's hint: the username alphabet (docs/product.md#account-fields), and a suffix when it is taken. */
async function freeUsername(users: UserRepository, hint: string | undefined): Promise<string> {
  const base = (hint ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 40);
  const stem = base.length >= 3 ? base : `user${base}`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = attempt === 0 ? stem : `${stem}-${randomBytes(3).toString('hex')}`;
    if (usernameSchema.safeParse(candidate).success && !(await users.findByUsername(candidate))) {
      return candidate;
    }
  }
  return `user-${randomBytes(8).toString('hex')}`;
}

/**
 * Signs a provider's account in. The provider account, once linked, always
 * reaches its user. An unlinked one is linked to the user with the same email
 * only when the provider vouches for the address (docs/quality.md#case-21); if that user had
 * never verified it, their password (possibly set by someone who registered the
 * address first) is dropped and their sessions end.
 */
export function createOAuthService(deps: {
  dataSource: DataSource;
  config: IdentityConfig;
  users: UserRepository;
  accounts: OAuthAccountRepository;
  sessions: SessionService;
}) {
  const { dataSource, config, users, accounts, sessions } = deps;

  async function userFor(provider: OAuthProviderName, profile: OAuthProfile): Promise<UserEntity> {
    const linked = await accounts.find(provider, profile.subject);
    if (linked) {
      const user = await users.findById(linked.userId);
      if (user) {
        return user;
      }
    }
    if (!profile.email) {
      throw new OAuthFailure('email_missing');
    }
    const existing = await users.findByEmail(profile.email);
    if (existing) {
      if (!profile.emailVerified) {
        throw new OAuthFailure('email_unverified');
      }
      await dataSource.transaction(async (manager) => {
        await accounts.link({ provider, subject: profile.subject, userId: existing.id }, manager);
        if (!existing.emailVerified) {
          await users.updateSecrets(existing.id, { password: null }, manager);
          await sessions.endAll(
            existing.id,
            'linked to a provider that verified the address',
            manager,
          );
          await users.update(existing.id, { emailVerified: true }, manager);
        }
      });
      sessions.announced();
      return (await users.findById(existing.id))!;
    }
    if (config.SIGNUPS_DISABLED) {
      throw new OAuthFailure('signups_disabled');
    }
    const username = await freeUsername(users, profile.usernameHint);
    return dataSource.transaction(async (manager) => {
      const user = await users.create(
        {
          name:
            profile.name && profile.name.trim().length >= 3
              ? profile.name.trim().slice(0, 255)
              : username,
          username,
          email: profile.email!,
          locale: 'en-US',
          provider,
          emailVerified: profile.emailVerified,
          picture: profile.picture && /^https?:\/\//.test(profile.picture) ? profile.picture : null,
        },
        { lastSignedIn: new Date() },
        manager,
      );
      await accounts.link({ provider, subject: profile.subject, userId: user.id }, manager);
      return user;
    });
  }

  return {
    /** Finds or makes the user and opens a session, or a pending one when two-factor is on. */
    async signIn(
      provider: OAuthProviderName,
      profile: OAuthProfile,
      cookies: SessionCookies,
    ): Promise<{ status: LoginStatus; user: UserEntity }> {
      const user = await userFor(provider, profile);
      await users.updateSecrets(user.id, { lastSignedIn: new Date() });
      if (user.twoFactorEnabled) {
        await sessions.startPending(user.id, cookies);
        return { status: '2fa_required', user };
      }
      await sessions.start(user.id, cookies);
      return { status: 'authenticated', user };
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
