import { type QueryRunner } from 'typeorm';

/**
 * Creates the table {@link OutboxEntity} maps, for the migration of a service
 * that first has one. The SQL is frozen as those migrations ran it: a change to
 * the table is a migration of its own, never an edit here, or databases already
 * migrated would differ from new ones.
 */
export async function createOutboxTable(runner: QueryRunner): Promise<void> {
  await runner.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        message_id uuid NOT NULL DEFAULT gen_random_uuid(),
        subject text NOT NULL,
        payload bytea NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        claimed_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
}
