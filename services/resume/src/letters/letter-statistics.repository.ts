import { isForeignKeyViolation } from '@vitae/service-kit';
import { type EntityManager } from 'typeorm';

import { type Counter } from '../statistics/statistics.repository';

const column: Record<Counter, 'views' | 'downloads'> = { view: 'views', download: 'downloads' };

/** Every query on `letter_statistics` and `letter_statistics_visitor`. */
export const letterStatisticsRepository = {
  /** The counters of one letter; zero when nothing was counted yet. */
  async counts(manager: EntityManager, letterId: string) {
    const [row] = (await manager.query(
      'SELECT views, downloads FROM letter_statistics WHERE letter_id = $1',
      [letterId],
    )) as { views: number; downloads: number }[];
    return { views: row?.views ?? 0, downloads: row?.downloads ?? 0 };
  },

  /**
   * Counts one view or download of a public letter by `visitor` on `day`,
   * unless that visitor was counted for it that day already; answers whether
   * it counted. One statement, as a resume's count: the visitor's row and the
   * counter go in together, the letter is checked in it (public, not
   * `notOwnedBy`'s own), and of concurrent identical counts the unique key
   * lets one through.
   */
  async countOnce(
    manager: EntityManager,
    {
      letterId,
      counter,
      visitor,
      day,
      notOwnedBy,
    }: { letterId: string; counter: Counter; visitor: string; day: string; notOwnedBy?: string },
  ): Promise<boolean> {
    const name = column[counter];
    try {
      const counted = (await manager.query(
        `WITH first AS (
           INSERT INTO letter_statistics_visitor (letter_id, kind, day, visitor)
           SELECT id, $2, $3::date, $4 FROM letter
           WHERE id = $1 AND visibility = 'public' AND user_id IS DISTINCT FROM $5::text
           ON CONFLICT DO NOTHING
           RETURNING letter_id
         )
         INSERT INTO letter_statistics (letter_id, ${name}) SELECT letter_id, 1 FROM first
         ON CONFLICT (letter_id) DO UPDATE SET ${name} = letter_statistics.${name} + 1
         RETURNING letter_id`,
        [letterId, counter, day, visitor, notOwnedBy ?? null],
      )) as unknown[];
      return counted.length > 0;
    } catch (error) {
      // The letter was deleted meanwhile.
      if (isForeignKeyViolation(error)) {
        return false;
      }
      throw error;
    }
  },

  /** Forgets the visitors of days before `day`; answers how many rows went. */
  async forgetVisitorsBefore(manager: EntityManager, day: string): Promise<number> {
    const [, removed] = (await manager.query(
      'DELETE FROM letter_statistics_visitor WHERE day < $1::date',
      [day],
    )) as [unknown, number];
    return removed;
  },
};
