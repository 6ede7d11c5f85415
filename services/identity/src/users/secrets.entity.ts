import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Secrets of a user (docs/product.md#user). Nothing here is ever returned by the API: the
 * password is an argon2id hash, tokens and backup codes are stored hashed, and
 * the TOTP secret only leaves once, inside the setup link. Refresh tokens have
 * their own table (`refresh_tokens`) so each sign-in session rotates its own.
 */
@Entity({ name: 'secrets' })
export class SecretsEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { nullable: true })
  password!: string | null;

  @Column('timestamptz', { name: 'last_signed_in', nullable: true })
  lastSignedIn!: Date | null;

  @Column('text', { name: 'verification_token_hash', nullable: true })
  verificationTokenHash!: string | null;

  @Column('timestamptz', { name: 'verification_token_expires_at', nullable: true })
  verificationTokenExpiresAt!: Date | null;

  /** The address the verification token was mailed to: it proves that address and no other. */
  @Column('text', { name: 'verification_token_email', nullable: true })
  verificationTokenEmail!: string | null;

  @Column('text', { name: 'reset_token_hash', nullable: true })
  resetTokenHash!: string | null;

  @Column('timestamptz', { name: 'reset_token_expires_at', nullable: true })
  resetTokenExpiresAt!: Date | null;

  /** The address the reset token was mailed to. */
  @Column('text', { name: 'reset_token_email', nullable: true })
  resetTokenEmail!: string | null;

  /** An email change waiting for its link: the new address, mailed the token whose hash this is. */
  @Column('text', { name: 'email_change_token_hash', nullable: true })
  emailChangeTokenHash!: string | null;

  @Column('timestamptz', { name: 'email_change_token_expires_at', nullable: true })
  emailChangeTokenExpiresAt!: Date | null;

  @Column('text', { name: 'email_change_email', nullable: true })
  emailChangeEmail!: string | null;

  @Column('text', { name: 'two_factor_secret', nullable: true })
  twoFactorSecret!: string | null;

  /** The TOTP time step of the last accepted code; a code of that step or earlier is a replay. */
  @Column('bigint', {
    name: 'two_factor_last_step',
    nullable: true,
    transformer: {
      to: (value: number | null) => value,
      from: (value: string | null) => (value === null ? null : Number(value)),
    },
  })
  twoFactorLastStep!: number | null;

  @Column('text', { name: 'two_factor_backup_codes', array: true, default: () => "'{}'" })
  twoFactorBackupCodes!: string[];
}
