import { loginIdentifierSchema, passwordSchema, registerSchema } from '@vitae/schema';
import { isUniqueViolation } from '@vitae/service-kit';
import { type DataSource } from 'typeorm';

import { type IdentityConfig } from '../config';
import { IdentityError } from '../errors';
import { type RateLimiter } from '../rate-limit/rate-limiter';
import { type SessionCookies } from '../sessions/cookies';
import { type SessionService } from '../sessions/session.service';
import { type UserEntity } from '../users/user.entity';
import { type UserRepository } from '../users/user.repository';
import { parseInput } from '../validation';
import { type EmailVerification } from '../verification/email-verification.service';
import { type LoginStatus } from './auth-result.type';
import { hashPassword, verifyPassword } from './passwords';
import { type Reauthentication } from './reauthentication';

/** Who is asking: where from, and through which cookies. */
export type Caller = { ip: string; cookies: SessionCookies; userId?: string; sessionId?: string };

/** Register, login and password change: the email provider's rules (docs/product.md#sign-in-flow and #account-fields). */
export function createAuthService(deps: {
  dataSource: DataSource;
  config: IdentityConfig;
  users: UserRepository;
  sessions: SessionService;
  limiter: RateLimiter;
  verification: EmailVerification;
  reauthentication: Reauthentication;
}) {
  const { dataSource, config, users, sessions, limiter, verification, reauthentication } = deps;

  function requireEmailProvider() {
    if (config.EMAIL_AUTH_DISABLED) {
      throw new IdentityError(
        'FORBIDDEN',
        'Signing in with email and password is disabled on this server.',
      );
    }
  }

  return {
    /** POST /auth/register (docs/product.md#calls): creates the account, signs it in, sends the verification mail. */
    async register(input: Record<string, unknown>, caller: Caller): Promise<UserEntity> {
      requireEmailProvider();
      if (config.SIGNUPS_DISABLED) {
        throw new IdentityError(
          'FORBIDDEN',
          'Signups are currently disabled by the administrator.',
        );
      }
      const email = typeof input.email === 'string' ? input.email.toLowerCase() : undefined;
      await limiter.check('register', caller.ip, email);
      const data = parseInput(registerSchema, input);
      if (await users.isTaken({ email: data.email, username: data.username })) {
        throw new IdentityError('UserAlreadyExists');
      }
      const password = await hashPassword(data.password);
      let user: UserEntity;
      try {
        user = await dataSource.transaction((manager) =>
          users.create(
            {
              name: data.name,
              username: data.username,
              email: data.email,
              locale: data.locale,
              provider: 'email',
              emailVerified: false,
            },
            { password, lastSignedIn: new Date() },
            manager,
          ),
        );
      } catch (error) {
        // Two registrations raced for the same name.
        if (isUniqueViolation(error)) {
          throw new IdentityError('UserAlreadyExists');
        }
        throw error;
      }
      await sessions.start(user.id, caller.cookies);
      await verification.sendInBackground(user);
      return user;
    },

    /** POST /auth/login (docs/product.md#calls): by email when the identifier has an @, else by username. */
    async login(
      identifier: string,
      password: string,
      caller: Caller,
    ): Promise<{ status: LoginStatus; user: UserEntity }> {
      requireEmailProvider();
      const normalised = identifier.trim().toLowerCase();
      const shape = loginIdentifierSchema.safeParse(identifier);
      const user = !shape.success
        ? null
        : shape.data.includes('@')
          ? await users.findByEmail(shape.data)
          : await users.findByUsername(shape.data);
      // Failures count per account, whichever name was typed; an unknown
      // identifier counts under itself, and is refused the same way at the ceiling.
      const attempt = await limiter.attempt(
        'login',
        caller.ip,
        user ? `user:${user.id}` : `identifier:${normalised}`,
      );
      if (!shape.success) {
        throw new IdentityError('InvalidCredentials');
      }
      const secrets = user ? await users.secretsOf(user.id) : null;
      const matches = await verifyPassword(secrets?.password, password);
      if (user && !secrets) {
        throw new IdentityError('SecretsNotFound');
      }
      if (user && secrets && !secrets.password && user.provider !== 'email') {
        throw new IdentityError('OAuthUser');
      }
      if (!user || !matches) {
        throw new IdentityError('InvalidCredentials');
      }
      await attempt.succeeded();
      await users.updateSecrets(user.id, { lastSignedIn: new Date() });
      if (user.twoFactorEnabled) {
        await sessions.startPending(user.id, caller.cookies);
        return { status: '2fa_required', user };
      }
      await sessions.start(user.id, caller.cookies);
      return { status: 'authenticated', user };
    },

    /**
     * PATCH /auth/password (docs/product.md#calls): a new password, given the current one (or a
     * recent provider sign-in for an account without one); every other session
     * of the user ends.
     */
    async changePassword(
      userId: string,
      input: { password: string; currentPassword?: string },
      caller: Caller,
    ): Promise<void> {
      const newPassword = parseInput(passwordSchema, input.password);
      const user = await users.findById(userId);
      if (!user) {
        throw new IdentityError('UNAUTHENTICATED');
      }
      await reauthentication.prove(user, input.currentPassword, caller);
      const hash = await hashPassword(newPassword);
      await dataSource.transaction(async (manager) => {
        await users.updateSecrets(userId, { password: hash }, manager);
        await sessions.endAll(userId, 'password changed', manager);
      });
      sessions.announced();
      // The caller keeps working: a fresh session replaces the one just ended.
      await sessions.start(userId, caller.cookies);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
