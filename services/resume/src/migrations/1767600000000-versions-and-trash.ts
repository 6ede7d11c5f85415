import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The history of every resume (docs/resume.md#history) and the trash
 * (docs/resume.md#trash): one row per version, its document a compressed
 * snapshot once the version is closed; a deleted resume keeps its row, and
 * its slug, with the time it went to the trash until it is purged.
 */
export class VersionsAndTrash1767600000000 implements MigrationInterface {
  name = 'VersionsAndTrash1767600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE resume ADD COLUMN deleted_at timestamptz');
    await runner.query(
      'CREATE INDEX resume_trash ON resume (user_id, deleted_at) WHERE deleted_at IS NOT NULL',
    );
    await runner.query(`
      CREATE TABLE resume_version (
        id uuid PRIMARY KEY,
        resume_id uuid NOT NULL REFERENCES resume (id) ON DELETE CASCADE,
        user_id text NOT NULL,
        number integer NOT NULL,
        reason text NOT NULL,
        started_at timestamptz NOT NULL,
        saved_at timestamptz NOT NULL,
        resume_version integer NOT NULL,
        saves integer NOT NULL DEFAULT 1,
        client_id text,
        user_agent text,
        name text CHECK (name IS NULL OR char_length(name) BETWEEN 1 AND 100),
        changes jsonb,
        snapshot bytea,
        pictures text[] NOT NULL DEFAULT '{}',
        restored_from uuid,
        CONSTRAINT resume_version_number UNIQUE (resume_id, number)
      )`);
    await runner.query(
      'CREATE INDEX resume_version_saved ON resume_version (resume_id, saved_at DESC)',
    );
    await runner.query('CREATE INDEX resume_version_user ON resume_version (user_id)');
    // Every resume made before history has its present state as its first, open version.
    await runner.query(`
      INSERT INTO resume_version (id, resume_id, user_id, number, reason, started_at, saved_at, resume_version)
      SELECT gen_random_uuid(), id, user_id, 1, 'created', created_at, updated_at, version FROM resume`);
    // Pictures given as the account's when a blank resume was made: never purged with a resume.
    await runner.query(`
      CREATE TABLE account_picture (
        user_id text NOT NULL,
        key text NOT NULL,
        PRIMARY KEY (user_id, key)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE account_picture');
    await runner.query('DROP TABLE resume_version');
    await runner.query('DROP INDEX resume_trash');
    await runner.query('ALTER TABLE resume DROP COLUMN deleted_at');
  }
}
