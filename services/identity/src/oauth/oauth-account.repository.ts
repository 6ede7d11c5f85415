import { type DataSource, type EntityManager } from 'typeorm';

import { OAuthAccountEntity } from './oauth-account.entity';

/** The only place that builds queries over the provider accounts linked to users. */
export function createOAuthAccountRepository(dataSource: DataSource) {
  const accounts = (manager: EntityManager = dataSource.manager) =>
    manager.getRepository(OAuthAccountEntity);

  return {
    /** The link of a provider's account (its `sub`, or GitHub's numeric id), if there is one. */
    find: (provider: string, subject: string, manager?: EntityManager) =>
      accounts(manager).findOneBy({ provider, subject }),

    link: async (
      account: Pick<OAuthAccountEntity, 'provider' | 'subject' | 'userId'>,
      manager?: EntityManager,
    ) => {
      await accounts(manager).insert(account);
    },
  };
}

export type OAuthAccountRepository = ReturnType<typeof createOAuthAccountRepository>;
