import { type DataSource, type EntityManager } from 'typeorm';

import { SecretsEntity } from './secrets.entity';
import { UserEntity } from './user.entity';

/** The only place that builds queries over users and their secrets. */
export function createUserRepository(dataSource: DataSource) {
  const users = (manager: EntityManager = dataSource.manager) => manager.getRepository(UserEntity);
  const secrets = (manager: EntityManager = dataSource.manager) =>
    manager.getRepository(SecretsEntity);

  return {
    findById: (id: string, manager?: EntityManager) => users(manager).findOneBy({ id }),

    findByUsername: (username: string, manager?: EntityManager) =>
      users(manager).findOneBy({ username }),

    /** Emails are matched without case: `Ada@Example.org` is `ada@example.org`. */
    findByEmail: (email: string, manager?: EntityManager) =>
      users(manager)
        .createQueryBuilder('user')
        .where('lower(user.email) = lower(:email)', { email })
        .getOne(),

    /** Whether another account already holds this email or username. */
    async isTaken(
      { email, username }: { email?: string; username?: string },
      exceptId?: string,
    ): Promise<boolean> {
      const query = users().createQueryBuilder('user').where('false');
      if (email) {
        query.orWhere('lower(user.email) = lower(:email)', { email });
      }
      if (username) {
        query.orWhere('user.username = :username', { username });
      }
      const found = await query.getMany();
      return found.some((user) => user.id !== exceptId);
    },

    async create(
      user: Pick<
        UserEntity,
        'name' | 'username' | 'email' | 'locale' | 'provider' | 'emailVerified'
      > &
        Partial<Pick<UserEntity, 'picture'>>,
      secret: Partial<SecretsEntity>,
      manager: EntityManager,
    ): Promise<UserEntity> {
      const saved = await users(manager).save(users(manager).create(user));
      await secrets(manager).insert({ ...secret, userId: saved.id });
      return saved;
    },

    update: async (id: string, changes: Partial<UserEntity>, manager?: EntityManager) => {
      await users(manager).update({ id }, changes);
    },

    delete: async (id: string, manager: EntityManager) => {
      await users(manager).delete({ id });
    },

    secretsOf: (userId: string, manager?: EntityManager) => secrets(manager).findOneBy({ userId }),

    /** Locks the secrets row for the rest of the transaction (single-use codes and tokens). */
    lockSecretsOf: (userId: string, manager: EntityManager) =>
      secrets(manager).findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } }),

    updateSecrets: async (
      userId: string,
      changes: Partial<SecretsEntity>,
      manager?: EntityManager,
    ) => {
      await secrets(manager).update({ userId }, changes);
    },

    /** Finds the secrets row holding a one-time token hash in the given column. */
    findSecretsByTokenHash: (
      column: 'verification_token_hash' | 'reset_token_hash' | 'email_change_token_hash',
      hash: string,
      manager: EntityManager,
    ) =>
      secrets(manager)
        .createQueryBuilder('secrets')
        .setLock('pessimistic_write')
        .where(`secrets.${column} = :hash`, { hash })
        .getOne(),
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
