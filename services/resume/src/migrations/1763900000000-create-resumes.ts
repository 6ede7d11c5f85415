import { createOutboxTable } from '@vitae/service-kit';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Resumes, their statistics and the event outbox. */
export class CreateResumes1763900000000 implements MigrationInterface {
  name = 'CreateResumes1763900000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE resume (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id text NOT NULL,
        title text NOT NULL,
        slug text NOT NULL,
        data jsonb NOT NULL,
        visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('public', 'private')),
        locked boolean NOT NULL DEFAULT false,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT resume_user_slug UNIQUE (user_id, slug)
      )`);
    await runner.query('CREATE INDEX resume_user_updated ON resume (user_id, updated_at DESC)');
    await runner.query(`
      CREATE TABLE resume_statistics (
        resume_id uuid PRIMARY KEY REFERENCES resume (id) ON DELETE CASCADE,
        views integer NOT NULL DEFAULT 0,
        downloads integer NOT NULL DEFAULT 0
      )`);
    await createOutboxTable(runner);
    await runner.query('CREATE INDEX outbox_subject ON outbox (subject)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE outbox');
    await runner.query('DROP TABLE resume_statistics');
    await runner.query('DROP TABLE resume');
  }
}
