import { createOutboxTable } from '@vitae/service-kit';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

import { preKitOutbox } from './1763900000000-identity-schema';

/**
 * The outbox takes the service kit's shape (`OutboxEntity`): rows in a
 * publication order (`id`), a message id of their own, and a lease
 * (`claimed_until`) instead of `published_at`, as the kit's relay deletes a row
 * once the bus has stored it. Events still waiting keep their order and their
 * id as message id (a publish repeated across the upgrade is stored once);
 * rows already published are done and are not carried over.
 */
export class KitOutbox1765100000000 implements MigrationInterface {
  name = 'KitOutbox1765100000000';

  async up(runner: QueryRunner): Promise<void> {
    // The new table's primary key takes the name outbox_pkey.
    await runner.query('ALTER TABLE outbox RENAME TO outbox_before_kit');
    await runner.query(
      'ALTER TABLE outbox_before_kit RENAME CONSTRAINT outbox_pkey TO outbox_before_kit_pkey',
    );
    await createOutboxTable(runner);
    await runner.query(`
      INSERT INTO outbox (message_id, subject, payload, attempts, created_at)
      SELECT id, subject, payload, attempts, created_at FROM outbox_before_kit
      WHERE published_at IS NULL
      ORDER BY created_at, id`);
    await runner.query('DROP TABLE outbox_before_kit');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE outbox RENAME TO outbox_kit');
    await runner.query('ALTER TABLE outbox_kit RENAME CONSTRAINT outbox_pkey TO outbox_kit_pkey');
    await runner.query(preKitOutbox.table);
    await runner.query(`
      INSERT INTO outbox (id, subject, payload, created_at, attempts)
      SELECT message_id, subject, payload, created_at, attempts FROM outbox_kit ORDER BY id`);
    await runner.query('DROP TABLE outbox_kit');
    await runner.query(preKitOutbox.index);
  }
}
