import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The pictures and rich-text images resumes point at on other hosts, and
 * which resume points at which: storage copies each once and serves the copy
 * from this origin, so a reader's browser never asks the other host
 * (docs/storage.md, "Remote images on screen").
 */
export class RemoteImages1767000000000 implements MigrationInterface {
  name = 'RemoteImages1767000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE remote_image (
        url_hash char(64) PRIMARY KEY,
        url text NOT NULL,
        object_key text,
        content_type text,
        failure_code text,
        failed_at timestamptz,
        registered_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE remote_image_use (
        resume_id text NOT NULL,
        url_hash char(64) NOT NULL REFERENCES remote_image (url_hash) ON DELETE CASCADE,
        user_id text NOT NULL,
        PRIMARY KEY (resume_id, url_hash)
      )`);
    await runner.query('CREATE INDEX remote_image_use_url ON remote_image_use (url_hash)');
    await runner.query('CREATE INDEX remote_image_use_user ON remote_image_use (user_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE remote_image_use');
    await runner.query('DROP TABLE remote_image');
  }
}
