import { encodeEvent, subjects, timestampFromDate, UserDeletedSchema } from '@vitae/proto';
import { updateUserSchema, usernameSchema } from '@vitae/schema';
import { enqueueEvent } from '@vitae/service-kit';
import { type DataSource } from 'typeorm';

import { IdentityError } from '../errors';
import { type SessionCookies } from '../sessions/cookies';
import { type SessionService } from '../sessions/session.service';
import { parseInput } from '../validation';
import { type EmailVerification } from '../verification/email-verification.service';
import { type UserEntity } from './user.entity';
import { type UserRepository } from './user.repository';

/** The account itself: read, change, delete (SPEC §7 /user/me). */
export function createUserService(deps: {
  dataSource: DataSource;
  users: UserRepository;
  sessions: SessionService;
  verification: EmailVerification;
  /** Called after a deletion committed, so its event goes out without waiting for the next tick. */
  onEventQueued: () => void;
}) {
  const { dataSource, users, sessions, verification, onEventQueued } = deps;

  async function existing(userId: string): Promise<UserEntity> {
    const user = await users.findById(userId);
    if (!user) {
      throw new IdentityError('UNAUTHENTICATED');
    }
    return user;
  }

  return {
    findById: (id: string) => users.findById(id),

    me: existing,

    /**
     * A user by username, for public pages; null when there is none. A name
     * no account can have (outside the §5 alphabet: a control character, 300
     * characters) is null without a query (issue 16 item 6).
     */
    publicByUsername: async (username: string) => {
      const wanted = username.toLowerCase();
      return usernameSchema.safeParse(wanted).success ? users.findByUsername(wanted) : null;
    },

    /** SPEC §7 PATCH /user/me; a new email address has to be verified again. */
    async update(userId: string, input: Record<string, unknown>): Promise<UserEntity> {
      const changes = parseInput(updateUserSchema, input);
      const user = await existing(userId);
      const emailChanged =
        changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase();
      const usernameChanged = changes.username !== undefined && changes.username !== user.username;
      if (
        (emailChanged || usernameChanged) &&
        (await users.isTaken(
          {
            email: emailChanged ? changes.email : undefined,
            username: usernameChanged ? changes.username : undefined,
          },
          userId,
        ))
      ) {
        throw new IdentityError('UserAlreadyExists');
      }
      await users.update(userId, { ...changes, ...(emailChanged ? { emailVerified: false } : {}) });
      const updated = await existing(userId);
      if (emailChanged) {
        await verification.sendInBackground(updated);
      }
      return updated;
    },

    /**
     * SPEC §7 DELETE /user/me: the account, its secrets and sessions go, and
     * `UserDeleted` (with `SessionsRevoked` for its sessions) is written to the
     * outbox in the same transaction, so resume and storage learn of it even if
     * NATS is down right now, and every service refuses its tokens.
     */
    async delete(userId: string, cookies: SessionCookies): Promise<void> {
      await dataSource.transaction(async (manager) => {
        await sessions.endAll(userId, 'account deleted', manager);
        await users.delete(userId, manager);
        await enqueueEvent(manager, {
          subject: subjects.userDeleted(userId),
          payload: encodeEvent(UserDeletedSchema, {
            userId,
            deletedAt: timestampFromDate(new Date()),
          }),
        });
      });
      cookies.clear();
      onEventQueued();
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
