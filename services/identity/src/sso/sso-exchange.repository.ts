import { type DataSource } from 'typeorm';

/**
 * The only place that builds queries over `sso_exchanges`: the realm tokens
 * already exchanged for a session, kept (as hashes) until they expire anyway.
 */
export function createSsoExchangeRepository(dataSource: DataSource) {
  return {
    /** Records a token's hash; false when it was recorded before. */
    async recordOnce(tokenHash: string, expiresAt: Date): Promise<boolean> {
      const rows = (await dataSource.query(
        `INSERT INTO sso_exchanges (token_hash, expires_at) VALUES ($1, $2)
         ON CONFLICT (token_hash) DO NOTHING RETURNING token_hash`,
        [tokenHash, expiresAt],
      )) as unknown[];
      return rows.length === 1;
    },

    /** Forgets the tokens that have expired. */
    async deleteExpired(): Promise<void> {
      await dataSource.query('DELETE FROM sso_exchanges WHERE expires_at < now()');
    },
  };
}

export type SsoExchangeRepository = ReturnType<typeof createSsoExchangeRepository>;
