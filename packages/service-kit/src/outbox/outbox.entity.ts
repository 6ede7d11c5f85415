import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An event waiting to be published: written in the same transaction as the
 * change it announces ({@link enqueueEvent}), deleted by the relay once the bus
 * has stored it. A service lists it among its entities and creates the table
 * in one of its migrations with {@link createOutboxTable}.
 */
@Entity({ name: 'outbox' })
export class OutboxEntity {
  /** Publication order (pg hands a bigint over as a string). */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  /** The id the stream de-duplicates on, so a publish repeated after a lost acknowledgement is stored once. */
  @Column({ name: 'message_id', type: 'uuid' })
  messageId!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'bytea' })
  payload!: Buffer;

  /** How many times a relay has claimed the row. */
  @Column({ type: 'integer' })
  attempts!: number;

  /** While set and in the future, a relay holds the lease on this row; others leave it alone. */
  @Column({ name: 'claimed_until', type: 'timestamptz', nullable: true })
  claimedUntil!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
