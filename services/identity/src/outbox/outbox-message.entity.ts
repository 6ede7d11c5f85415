import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An event written in the same transaction as the change it announces, published by the relay. */
@Entity({ name: 'outbox' })
export class OutboxMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  subject!: string;

  @Column('bytea')
  payload!: Buffer;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('integer', { default: 0 })
  attempts!: number;

  @Column('timestamptz', { name: 'published_at', nullable: true })
  publishedAt!: Date | null;
}
