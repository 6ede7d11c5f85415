import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Each mailed token remembers the address it was mailed to, and an email
 * change waits for its link: the new address, its token and expiry. A token
 * mailed before this (no address stored) is refused when used.
 */
export class TokenAddresses1766900000000 implements MigrationInterface {
  name = 'TokenAddresses1766900000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE secrets
        ADD COLUMN verification_token_email text,
        ADD COLUMN reset_token_email text,
        ADD COLUMN email_change_token_hash text,
        ADD COLUMN email_change_token_expires_at timestamptz,
        ADD COLUMN email_change_email text`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE secrets
        DROP COLUMN IF EXISTS verification_token_email,
        DROP COLUMN IF EXISTS reset_token_email,
        DROP COLUMN IF EXISTS email_change_token_hash,
        DROP COLUMN IF EXISTS email_change_token_expires_at,
        DROP COLUMN IF EXISTS email_change_email`);
  }
}
