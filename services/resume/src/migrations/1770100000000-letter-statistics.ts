import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Views and downloads of public letters (docs/letters.md#the-public-page),
 * kept as a resume's are: counters in a table of their own, so counting never
 * touches the letter row (its version, its lock, its updatedAt), and who was
 * counted on which UTC day, so each counts at most once per visitor, letter
 * and day. `visitor` is a keyed hash (never an address); rows of past days
 * are deleted. Both go with their letter.
 */
export class LetterStatistics1770100000000 implements MigrationInterface {
  name = 'LetterStatistics1770100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE letter_statistics (
        letter_id uuid PRIMARY KEY REFERENCES letter (id) ON DELETE CASCADE,
        views integer NOT NULL DEFAULT 0,
        downloads integer NOT NULL DEFAULT 0
      )`);
    await runner.query(`
      CREATE TABLE letter_statistics_visitor (
        letter_id uuid NOT NULL REFERENCES letter (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('view', 'download')),
        day date NOT NULL,
        visitor text NOT NULL,
        PRIMARY KEY (letter_id, kind, day, visitor)
      )`);
    await runner.query(
      'CREATE INDEX letter_statistics_visitor_day ON letter_statistics_visitor (day)',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE letter_statistics_visitor');
    await runner.query('DROP TABLE letter_statistics');
  }
}
