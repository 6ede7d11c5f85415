import { type ResumeData, type ResumeJob } from '@vitae/schema';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Who may see a resume by its public link (docs/product.md#resume). */
export type Visibility = 'public' | 'private';

/** A stored resume: the row shape of the `resume` table. */
@Entity({ name: 'resume' })
export class ResumeEntity {
  /** Made by the service (randomUUID), so TypeORM never asks for a uuid extension. */
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  /** Identity's user id; identity owns users, so there is no foreign key. */
  @Column({ name: 'user_id', type: 'text' })
  userId!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  slug!: string;

  @Column({ type: 'jsonb' })
  data!: ResumeData;

  @Column({ type: 'text' })
  visibility!: Visibility;

  @Column({ type: 'boolean' })
  locked!: boolean;

  /** Starts at 1 and grows by one with every saved change; carried by ResumeChanged. */
  @Column({ type: 'integer' })
  version!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** The job it is aimed at (docs/resume.md#tailored-copies); private, never shown publicly. */
  @Column({ type: 'jsonb', nullable: true })
  job!: ResumeJob | null;

  /** The resume a tailored copy was made from; null on any other resume. */
  @Column({ name: 'source_id', type: 'uuid', nullable: true })
  sourceId!: string | null;

  /** A tailored copy's source's parts as the copy last took them (docs/resume.md#tailored-copies). */
  @Column({ name: 'source_base', type: 'jsonb', nullable: true })
  sourceBase!: object | null;

  /** When it was moved to the trash (docs/resume.md#trash); null while it is in use. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
