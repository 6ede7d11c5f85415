import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A personal API key (docs/api.md): only a prefix to show and a keyed hash of the secret are kept. */
@Entity({ name: 'api_keys' })
export class ApiKeyEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  name!: string;

  @Column('text')
  prefix!: string;

  /** HMAC-SHA-256 of the whole key, hex (docs/auth.md#personal-api-keys). */
  @Column('text', { name: 'secret_hash' })
  secretHash!: string;

  @Column('text', { array: true })
  scopes!: string[];

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'last_used_at', nullable: true })
  lastUsedAt!: Date | null;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;
}
