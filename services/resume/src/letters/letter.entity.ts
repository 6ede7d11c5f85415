import { type LetterData } from '@vitae/schema';
import { Column, Entity, PrimaryColumn } from 'typeorm';

import { type Visibility } from '../resumes/resume.entity';

/** A stored cover letter: the row shape of the `letter` table (docs/resume.md#letters). */
@Entity({ name: 'letter' })
export class LetterEntity {
  /** Made by the service (randomUUID), as a resume's is. */
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  /** Identity's user id; identity owns users, so there is no foreign key. */
  @Column({ name: 'user_id', type: 'text' })
  userId!: string;

  @Column({ type: 'text' })
  title!: string;

  /** Unique among the owner's letters; it may equal one of their resumes' slugs. */
  @Column({ type: 'text' })
  slug!: string;

  @Column({ type: 'jsonb' })
  data!: LetterData;

  @Column({ type: 'text' })
  visibility!: Visibility;

  @Column({ type: 'boolean' })
  locked!: boolean;

  /** Starts at 1 and grows by one with every saved change. */
  @Column({ type: 'integer' })
  version!: number;

  /** The owner's resume it goes with; null when none, or once that resume is deleted for good. */
  @Column({ name: 'resume_id', type: 'uuid', nullable: true })
  resumeId!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
