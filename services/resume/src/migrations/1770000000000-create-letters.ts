import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Cover letters (docs/resume.md#letters): a table beside `resume` with the
 * same ownership, slug, lock, visibility and version columns. A letter's slug
 * is unique among its owner's letters only; its resume link is cleared when
 * that resume is deleted for good.
 */
export class CreateLetters1770000000000 implements MigrationInterface {
  name = 'CreateLetters1770000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE letter (
        id uuid PRIMARY KEY,
        user_id text NOT NULL,
        title text NOT NULL,
        slug text NOT NULL,
        data jsonb NOT NULL,
        visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('public', 'private')),
        locked boolean NOT NULL DEFAULT false,
        version integer NOT NULL DEFAULT 1,
        resume_id uuid REFERENCES resume (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT letter_user_slug UNIQUE (user_id, slug)
      )`);
    await runner.query('CREATE INDEX letter_user_updated ON letter (user_id, updated_at DESC)');
    // The foreign key's ON DELETE looks letters up by resume: without an index a purge scans them all.
    await runner.query(
      'CREATE INDEX letter_resume ON letter (resume_id) WHERE resume_id IS NOT NULL',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE letter');
  }
}
