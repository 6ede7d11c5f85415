import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Personal API keys (docs/api.md): a keyed hash of each secret, never the secret. */
export class ApiKeys1767100000000 implements MigrationInterface {
  name = 'ApiKeys1767100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        prefix text NOT NULL,
        secret_hash text NOT NULL UNIQUE,
        scopes text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await runner.query('CREATE INDEX api_keys_user_id ON api_keys (user_id, created_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE IF EXISTS api_keys');
  }
}
