import { Column, Entity, PrimaryColumn } from 'typeorm';

import { type VersionChanges } from './version-changes';

/**
 * Why a version began (docs/resume.md#history): the resume was made or
 * imported, editing resumed after a pause, or a change that replaces much at
 * once (an import over it, a restore, a template change, an AI rewrite), or
 * its owner saved it by name.
 */
export const versionReasons = [
  'created',
  'edit',
  'import',
  'restore',
  'template',
  'ai-rewrite',
  'manual',
] as const;
export type VersionReason = (typeof versionReasons)[number];

/**
 * The columns every version has, whatever document it records: a resume's
 * (`resume_version`) or a letter's (`letter_version`), so one history
 * (document-history.ts) keeps both by the same rules.
 */
export abstract class VersionColumns {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'user_id', type: 'text' })
  userId!: string;

  /** 1, 2, 3… in the order the versions began; never reused, even after thinning. */
  @Column({ type: 'integer' })
  number!: number;

  @Column({ type: 'text' })
  reason!: VersionReason;

  /** The first save of the version. */
  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  /** The last save of the version. */
  @Column({ name: 'saved_at', type: 'timestamptz' })
  savedAt!: Date;

  /** How many saves the version groups. */
  @Column({ type: 'integer' })
  saves!: number;

  /** The tab or device the last save came from, as the client named itself. */
  @Column({ name: 'client_id', type: 'text', nullable: true })
  clientId!: string | null;

  /** The User-Agent of the last save, as the service received it. */
  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent!: string | null;

  /** Set by "Save this version as…": kept as long as the document. */
  @Column({ type: 'text', nullable: true })
  name!: string | null;

  /** What changed since the version before, written when the version closes. */
  @Column({ type: 'jsonb', nullable: true })
  changes!: VersionChanges | null;

  /** The document at the version's last save, Brotli-compressed JSON; null while the version is open (the document's own data). */
  @Column({ type: 'bytea', nullable: true })
  snapshot!: Buffer | null;

  /** Storage keys of the pictures the snapshot shows, so a purge knows which pictures are still used. */
  @Column({ type: 'text', array: true })
  pictures!: string[];

  /** The version a restore brought back, for a version begun by a restore. */
  @Column({ name: 'restored_from', type: 'uuid', nullable: true })
  restoredFrom!: string | null;
}

/** One version of a resume: the row shape of `resume_version`. */
@Entity({ name: 'resume_version' })
export class ResumeVersionEntity extends VersionColumns {
  @Column({ name: 'resume_id', type: 'uuid' })
  resumeId!: string;

  /** The resume's `version` after the version's last save. */
  @Column({ name: 'resume_version', type: 'integer' })
  resumeVersion!: number;
}
