import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The history of every letter (docs/letters.md#history): a resume version's
 * columns (docs/resume.md#history) for a letter, going with it when it is
 * deleted. Every letter made before has its present state as its first,
 * open version.
 */
export class LetterVersions1770200000000 implements MigrationInterface {
  name = 'LetterVersions1770200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE letter_version (
        id uuid PRIMARY KEY,
        letter_id uuid NOT NULL REFERENCES letter (id) ON DELETE CASCADE,
        user_id text NOT NULL,
        number integer NOT NULL,
        reason text NOT NULL,
        started_at timestamptz NOT NULL,
        saved_at timestamptz NOT NULL,
        letter_version integer NOT NULL,
        saves integer NOT NULL DEFAULT 1,
        client_id text,
        user_agent text,
        name text CHECK (name IS NULL OR char_length(name) BETWEEN 1 AND 100),
        changes jsonb,
        snapshot bytea,
        pictures text[] NOT NULL DEFAULT '{}',
        restored_from uuid,
        CONSTRAINT letter_version_number UNIQUE (letter_id, number)
      )`);
    await runner.query(
      'CREATE INDEX letter_version_saved ON letter_version (letter_id, saved_at DESC)',
    );
    await runner.query(`
      INSERT INTO letter_version (id, letter_id, user_id, number, reason, started_at, saved_at, letter_version)
      SELECT gen_random_uuid(), id, user_id, 1, 'created', created_at, updated_at, version FROM letter`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE letter_version');
  }
}
