import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Which provider account signs in to which user. */
export class OAuthAccounts1763900000001 implements MigrationInterface {
  name = 'OAuthAccounts1763900000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE oauth_accounts (
        provider text NOT NULL,
        subject text NOT NULL,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, subject)
      )`);
    await runner.query('CREATE INDEX oauth_accounts_user_id_idx ON oauth_accounts (user_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE IF EXISTS oauth_accounts');
  }
}
