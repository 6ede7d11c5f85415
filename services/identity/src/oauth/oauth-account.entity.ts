import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A provider's account (its `sub`, or GitHub's numeric id) linked to a user. */
@Entity({ name: 'oauth_accounts' })
export class OAuthAccountEntity {
  @PrimaryColumn('text')
  provider!: string;

  @PrimaryColumn('text')
  subject!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
