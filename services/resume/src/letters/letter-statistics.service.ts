import { utcDay } from '@vitae/service-kit';
import { type DataSource } from 'typeorm';

import { isResumeId } from '../resumes/resume.repository';
import { type Counter } from '../statistics/statistics.repository';
import { dayBefore, type ResumeCounts } from '../statistics/statistics.service';
import { type LetterService } from './letter.service';
import { letterStatisticsRepository as repository } from './letter-statistics.repository';

/**
 * Views and downloads of public letters (docs/letters.md#the-public-page),
 * counted as a public resume's are (docs/resume.md#rules, "Statistics"): at
 * most once per visitor, letter and UTC day, never for the owner, nothing for
 * a private or missing letter, and readable only by the owner.
 */
export class LetterStatisticsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly letters: LetterService,
  ) {}

  /** The owner's counters; another user's id is LetterNotFound, like a missing one. */
  async read(userId: string, letterId: string): Promise<ResumeCounts> {
    const letter = await this.letters.get(userId, letterId);
    return repository.counts(this.dataSource.manager, letter.id);
  }

  /**
   * Counts a view (a load of the public letter, or the view its page reports
   * of itself) or a download (its PDF asked for by a reader) by this visitor
   * today, by the letter's id alone: the statement counts nothing for a
   * private or missing letter, or `callerId`'s own.
   */
  record(
    counter: Counter,
    letterId: string,
    visitor: string,
    callerId: string | undefined,
  ): Promise<boolean> {
    if (!isResumeId(letterId)) {
      return Promise.resolve(false);
    }
    return repository.countOnce(this.dataSource.manager, {
      letterId,
      counter,
      visitor,
      day: utcDay(),
      notOwnedBy: callerId,
    });
  }

  /** Forgets the visitors of days before yesterday, as the resume's statistics do. */
  forgetOldVisitors(now = new Date()): Promise<number> {
    return repository.forgetVisitorsBefore(this.dataSource.manager, dayBefore(utcDay(now)));
  }
}
