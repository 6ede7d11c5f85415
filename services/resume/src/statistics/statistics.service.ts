import { utcDay } from '@vitae/service-kit';
import { type DataSource } from 'typeorm';

import { isResumeId } from '../resumes/resume.repository';
import { type ResumeService } from '../resumes/resume.service';
import { type Counter, statisticsRepository as repository } from './statistics.repository';

/** A resume's counters as its owner reads them. */
export type ResumeCounts = { views: number; downloads: number };

/** A count to make: which resume, by whom (a visitor hash) and on which UTC day. */
export type Visit = { resumeId: string; visitor: string; day: string };

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const visitorPattern = /^[0-9a-f]{64}$/;

/** The UTC day before `day` (`YYYY-MM-DD`). */
export function dayBefore(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));
}

/**
 * Views (loads of the public page) and downloads (a reader's PDF, announced
 * by render) of public resumes, each counted at most once per visitor, resume
 * and UTC day, never for the owner, and readable only by the owner.
 */
export class StatisticsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly resumes: ResumeService,
  ) {}

  /** The owner's counters; another user's id is ResumeNotFound, like a missing one. */
  async read(userId: string, resumeId: string): Promise<ResumeCounts> {
    const resume = await this.resumes.get(userId, resumeId);
    return repository.counts(this.dataSource.manager, resume.id);
  }

  /** Counts a view of a public resume by this visitor today; the caller leaves the owner out. */
  recordView(resumeId: string, visitor: string): Promise<boolean> {
    return this.count('view', { resumeId, visitor, day: utcDay() });
  }

  /**
   * Counts the view a public page reports of itself (its HTML carried the
   * resume, so it asked for nothing else): by the resume's id alone, with no
   * read of it first; the statement counts nothing for a private, trashed or
   * missing resume, or the caller's own (docs/resume.md, "Statistics").
   */
  recordPageView(
    resumeId: string,
    visitor: string,
    callerId: string | undefined,
  ): Promise<boolean> {
    if (!isResumeId(resumeId)) {
      return Promise.resolve(false);
    }
    return this.count('view', { resumeId, visitor, day: utcDay(), notOwnedBy: callerId });
  }

  /**
   * Counts a download render announced. Anything malformed (which render
   * never sends), or from before yesterday (its visitors are forgotten, so it
   * could count twice), counts nothing.
   */
  recordDownload(visit: Visit): Promise<boolean> {
    const valid =
      isResumeId(visit.resumeId) &&
      visitorPattern.test(visit.visitor) &&
      dayPattern.test(visit.day) &&
      visit.day >= dayBefore(utcDay());
    return valid ? this.count('download', visit) : Promise.resolve(false);
  }

  /** Forgets the visitors of days before yesterday (yesterday's downloads may still arrive). */
  forgetOldVisitors(now = new Date()): Promise<number> {
    return repository.forgetVisitorsBefore(this.dataSource.manager, dayBefore(utcDay(now)));
  }

  private count(counter: Counter, visit: Visit & { notOwnedBy?: string }): Promise<boolean> {
    return repository.countOnce(this.dataSource.manager, { ...visit, counter });
  }
}
