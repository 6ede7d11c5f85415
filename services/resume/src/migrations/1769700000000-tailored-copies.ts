import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Tailored copies (docs/resume.md#tailored-copies): a resume's job (the
 * posting, company, role and date, on any resume) and, on a copy made for a
 * job, its source and the source's parts as the copy last took them.
 */
export class TailoredCopies1769700000000 implements MigrationInterface {
  name = 'TailoredCopies1769700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE resume
        ADD COLUMN job jsonb,
        ADD COLUMN source_id uuid,
        ADD COLUMN source_base jsonb`);
    await runner.query(
      'CREATE INDEX resume_source ON resume (user_id, source_id) WHERE source_id IS NOT NULL',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX resume_source');
    await runner.query(
      'ALTER TABLE resume DROP COLUMN source_base, DROP COLUMN source_id, DROP COLUMN job',
    );
  }
}
