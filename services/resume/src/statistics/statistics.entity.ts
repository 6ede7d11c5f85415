import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Views and downloads of one resume, in a table of their own so counting a
 * visit never touches the resume row (its version, its lock, its updatedAt).
 */
@Entity({ name: 'resume_statistics' })
export class StatisticsEntity {
  @PrimaryColumn({ name: 'resume_id', type: 'uuid' })
  resumeId!: string;

  @Column({ type: 'integer' })
  views!: number;

  @Column({ type: 'integer' })
  downloads!: number;
}
