import { isForeignKeyViolation } from '@vitae/service-kit';
import { type EntityManager } from 'typeorm';

import { StatisticsEntity } from './statistics.entity';

/** What is counted: a load of the public page, or a reader's download of its PDF. */
export type Counter = 'view' | 'download';

const column: Record<Counter, 'views' | 'downloads'> = { view: 'views', download: 'downloads' };

/** Postgres' foreign_key_violation: the resume was deleted meanwhile. */
function isMissingResume(error: unknown): boolean {
  return isForeignKeyViolation(error);
}

/** Every query on `resume_statistics` and `resume_statistics_visitor`. */
export const statisticsRepository = {
  /** The counters of one resume; zero when nothing was counted yet. */
  async counts(manager: EntityManager, resumeId: string) {
    const row = await manager.findOneBy(StatisticsEntity, { resumeId });
    return { views: row?.views ?? 0, downloads: row?.downloads ?? 0 };
  },

  /**
   * Counts one view or download of a public resume by `visitor` on `day`,
   * unless that visitor was counted for it that day already; answers whether
   * it counted. One statement: the visitor's row and the counter go in
   * together, and of concurrent identical counts the unique key lets one
   * through. A resume that is private (or deleted) counts nothing.
   */
  async countOnce(
    manager: EntityManager,
    {
      resumeId,
      counter,
      visitor,
      day,
      notOwnedBy,
    }: { resumeId: string; counter: Counter; visitor: string; day: string; notOwnedBy?: string },
  ): Promise<boolean> {
    const name = column[counter];
    try {
      // The resume is checked in the same statement: public, not in the trash,
      // and not the visitor's own (`notOwnedBy`, the signed-in caller).
      const counted = (await manager.query(
        `WITH first AS (
           INSERT INTO resume_statistics_visitor (resume_id, kind, day, visitor)
           SELECT id, $2, $3::date, $4 FROM resume
           WHERE id = $1 AND visibility = 'public' AND deleted_at IS NULL
             AND user_id IS DISTINCT FROM $5::text
           ON CONFLICT DO NOTHING
           RETURNING resume_id
         )
         INSERT INTO resume_statistics (resume_id, ${name}) SELECT resume_id, 1 FROM first
         ON CONFLICT (resume_id) DO UPDATE SET ${name} = resume_statistics.${name} + 1
         RETURNING resume_id`,
        [resumeId, counter, day, visitor, notOwnedBy ?? null],
      )) as unknown[];
      return counted.length > 0;
    } catch (error) {
      if (isMissingResume(error)) {
        return false;
      }
      throw error;
    }
  },

  /** Forgets the visitors of days before `day`; answers how many rows went. */
  async forgetVisitorsBefore(manager: EntityManager, day: string): Promise<number> {
    const [, removed] = (await manager.query(
      'DELETE FROM resume_statistics_visitor WHERE day < $1::date',
      [day],
    )) as [unknown, number];
    return removed;
  },
};
