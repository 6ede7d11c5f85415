import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** How an account signs in (`provider` in docs/product.md#user, plus generic OpenID Connect). */
export type SignInProvider = 'email' | 'github' | 'google' | 'oidc';

/** User (docs/product.md#user): the public part of an account. Its secrets live in `secrets`. */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

  @Column('text')
  username!: string;

  @Column('text')
  email!: string;

  @Column('text', { nullable: true })
  picture!: string | null;

  @Column('text', { default: 'en-US' })
  locale!: string;

  @Column('boolean', { name: 'email_verified', default: false })
  emailVerified!: boolean;

  @Column('boolean', { name: 'two_factor_enabled', default: false })
  twoFactorEnabled!: boolean;

  @Column('text', { default: 'email' })
  provider!: SignInProvider;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
