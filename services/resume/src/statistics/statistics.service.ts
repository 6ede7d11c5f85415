import { type DataSource } from 'typeorm';

import { resumeNotFound } from '../resumes/resume.errors';
import { type ResumeService } from '../resumes/resume.service';
import { StatisticsEntity } from './statistics.entity';

/** A resume's counters as its owner reads them. */
export type ResumeCounts = { views: number; downloads: number };

type Counter = 'views' | 'downloads';

/**
 * Views (a public page load) and downloads (a public PDF download) of a
 * resume, never counted for its owner and readable only by the owner.
 */
export class StatisticsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly resumes: ResumeService,
  ) {}

  /** The owner's counters; another user's id is ResumeNotFound, like a missing one. */
  async read(userId: string, resumeId: string): Promise<ResumeCounts> {
    const resume = await this.resumes.get(userId, resumeId);
    const row = await this.dataSource.manager.findOneBy(StatisticsEntity, { resumeId: resume.id });
    return { views: row?.views ?? 0, downloads: row?.downloads ?? 0 };
  }

  /** Counts one view of a resume shown on its public page, unless the owner is looking. */
  async recordView(resume: { id: string; userId: string }, callerId: string | undefined): Promise<void> {
    if (resume.userId !== callerId) {
      await this.increment(resume.id, 'views');
    }
  }

  /**
   * Counts one download of a public resume's PDF, unless the owner downloads
   * it. A private resume counts nothing and answers like a missing one, to
   * anyone but its owner.
   */
  async recordDownload(resumeId: string, callerId: string | undefined): Promise<boolean> {
    const resume = await this.resumes.findVisible(resumeId, callerId);
    if (!resume) {
      throw resumeNotFound();
    }
    if (resume.visibility !== 'public' || resume.userId === callerId) {
      return false;
    }
    await this.increment(resume.id, 'downloads');
    return true;
  }

  private async increment(resumeId: string, counter: Counter): Promise<void> {
    // One statement, so concurrent visits never lose a count; a resume deleted
    // meanwhile makes the foreign key refuse the insert, which is fine to ignore.
    await this.dataSource
      .query(
        `INSERT INTO resume_statistics (resume_id, ${counter}) VALUES ($1, 1)
         ON CONFLICT (resume_id) DO UPDATE SET ${counter} = resume_statistics.${counter} + 1`,
        [resumeId],
      )
      .catch((error: unknown) => {
        if ((error as { driverError?: { code?: string } }).driverError?.code !== '23503') {
          throw error;
        }
      });
  }
}
