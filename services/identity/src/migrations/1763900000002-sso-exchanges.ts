import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The realm access tokens already exchanged for a session, kept until they expire. */
export class SsoExchanges1763900000002 implements MigrationInterface {
  name = 'SsoExchanges1763900000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE sso_exchanges (
        token_hash text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE IF EXISTS sso_exchanges');
  }
}
