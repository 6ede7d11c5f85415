import { type JWK } from 'jose';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A key pair access tokens are signed with; kept so keys survive restarts and rotate. */
@Entity({ name: 'signing_keys' })
export class SigningKeyEntity {
  @PrimaryColumn('text')
  kid!: string;

  @Column('text')
  alg!: string;

  @Column('jsonb', { name: 'private_jwk' })
  privateJwk!: JWK;

  @Column('jsonb', { name: 'public_jwk' })
  publicJwk!: JWK;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  /** When a newer key took over signing; still published until its last token expired. */
  @Column('timestamptz', { name: 'retired_at', nullable: true })
  retiredAt!: Date | null;
}
