import { encodeEvent, subjects, timestampFromDate, UserDeletedSchema } from '@vitae/proto';
import { updateUserSchema, usernameSchema } from '@vitae/schema';
import { enqueueEvent } from '@vitae/service-kit';
import { type DataSource } from 'typeorm';

import { type Caller } from '../auth/auth.service';
import { IdentityError } from '../errors';
import { type SessionCookies } from '../sessions/cookies';
import { type SessionService } from '../sessions/session.service';
import { parseInput } from '../validation';
import { type EmailChange } from '../verification/email-change.service';
import { type UserEntity } from './user.entity';
import { type UserRepository } from './user.repository';

/** The account itself: read, change, delete (`/user/me` in docs/product.md#calls). */
export function createUserService(deps: {
  dataSource: DataSource;
  users: UserRepository;
  sessions: SessionService;
  emailChange: EmailChange;
  /** Called after a deletion committed, so its event goes out without waiting for the next tick. */
  onEventQueued: () => void;
}) {
  const { dataSource, users, sessions, emailChange, onEventQueued } = deps;

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
     * no account can have (outside the username alphabet: a control character, 300
     * characters) is null without a query (docs/quality.md#case-34).
     */
    publicByUsername: async (username: string) => {
      const wanted = username.toLowerCase();
      return usernameSchema.safeParse(wanted).success ? users.findByUsername(wanted) : null;
    },

    /**
     * PATCH /user/me (docs/product.md#calls). A new email address is not set here: with the
     * current password (`currentPassword`) it is asked for, and becomes the
     * account's once the link mailed to it is opened (docs/auth.md, "Changing
     * the email address"); the answer shows the address unchanged until then.
     */
    async update(
      userId: string,
      input: Record<string, unknown>,
      caller: Caller,
    ): Promise<UserEntity> {
      const { currentPassword, ...fields } = input;
      const { email, ...changes } = parseInput(updateUserSchema, fields);
      const user = await existing(userId);
      const usernameChanged = changes.username !== undefined && changes.username !== user.username;
      if (usernameChanged && (await users.isTaken({ username: changes.username }, userId))) {
        throw new IdentityError('UserAlreadyExists');
      }
      if (email !== undefined) {
        await emailChange.request(
          user,
          {
            email,
            ...(typeof currentPassword === 'string' && currentPassword ? { currentPassword } : {}),
          },
          caller,
        );
      }
      if (Object.keys(changes).length > 0) {
        await users.update(userId, changes);
      }
      return existing(userId);
    },

    /**
     * DELETE /user/me (docs/product.md#calls): the account, its secrets and sessions go, and
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
