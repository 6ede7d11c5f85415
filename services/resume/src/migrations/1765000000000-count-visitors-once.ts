import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Who was counted for which resume on which UTC day, so a view or a download
 * counts at most once per visitor, resume and day. `visitor` is a keyed hash
 * (never an address); rows of past days are deleted.
 */
export class CountVisitorsOnce1765000000000 implements MigrationInterface {
  name = 'CountVisitorsOnce1765000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE resume_statistics_visitor (
        resume_id uuid NOT NULL REFERENCES resume (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('view', 'download')),
        day date NOT NULL,
        visitor text NOT NULL,
        PRIMARY KEY (resume_id, kind, day, visitor)
      )`);
    await runner.query(
      'CREATE INDEX resume_statistics_visitor_day ON resume_statistics_visitor (day)',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE resume_statistics_visitor');
  }
}
