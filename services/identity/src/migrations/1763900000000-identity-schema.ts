import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The outbox as this migration made it, before the service kit's
 * (1765100000000-kit-outbox.ts, whose `down` makes it again).
 */
export const preKitOutbox = {
  table: `
      CREATE TABLE outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subject text NOT NULL,
        payload bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        published_at timestamptz
      )`,
  index: 'CREATE INDEX outbox_pending_idx ON outbox (created_at) WHERE published_at IS NULL',
};

/** Users and their secrets, sign-in sessions, signing keys, rate limits and the event outbox. */
export class IdentitySchema1763900000000 implements MigrationInterface {
  name = 'IdentitySchema1763900000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        username text NOT NULL,
        email text NOT NULL,
        picture text,
        locale text NOT NULL DEFAULT 'en-US',
        email_verified boolean NOT NULL DEFAULT false,
        two_factor_enabled boolean NOT NULL DEFAULT false,
        provider text NOT NULL DEFAULT 'email',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Usernames are lowercase by rule; emails are compared without case.
    await runner.query('CREATE UNIQUE INDEX users_username_key ON users (username)');
    await runner.query('CREATE UNIQUE INDEX users_email_key ON users (lower(email))');
    await runner.query(`
      CREATE TABLE secrets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        password text,
        last_signed_in timestamptz,
        verification_token_hash text,
        verification_token_expires_at timestamptz,
        reset_token_hash text,
        reset_token_expires_at timestamptz,
        two_factor_secret text,
        two_factor_last_step bigint,
        two_factor_backup_codes text[] NOT NULL DEFAULT '{}'
      )`);
    await runner.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        revoked_reason text
      )`);
    await runner.query('CREATE INDEX sessions_user_id_idx ON sessions (user_id)');
    await runner.query(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await runner.query(`
      CREATE TABLE signing_keys (
        kid text PRIMARY KEY,
        alg text NOT NULL,
        private_jwk jsonb NOT NULL,
        public_jwk jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        retired_at timestamptz
      )`);
    await runner.query(`
      CREATE TABLE rate_limits (
        key text PRIMARY KEY,
        window_started_at timestamptz NOT NULL,
        hits integer NOT NULL
      )`);
    await runner.query(preKitOutbox.table);
    await runner.query(preKitOutbox.index);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'outbox',
      'rate_limits',
      'signing_keys',
      'refresh_tokens',
      'sessions',
      'secrets',
      'users',
    ]) {
      await runner.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
