import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One sign-in: the family its refresh tokens belong to, named by the access token's `sid`. */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'last_used_at', default: () => 'now()' })
  lastUsedAt!: Date;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;

  @Column('text', { name: 'revoked_reason', nullable: true })
  revokedReason!: string | null;
}
