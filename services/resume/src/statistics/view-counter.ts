import { type Logger } from '@vitae/service-kit';

import { type StatisticsService } from './statistics.service';

/** Counts views for one request: `count(resumeId)` once per resume, whatever the request repeats. */
export type ViewCounter = (resumeId: string) => Promise<void>;

/**
 * The view counter of one request: of loads of `publicResume`, or with `page`
 * of the views public pages report of themselves, by id, never
 * `page.callerId`'s own resume. However many times the request names a
 * resume, it is counted at most once here, and the database counts it at most
 * once per visitor and day. `visitor` is worked out on first use. A count
 * that fails is logged: statistics never cost a reader the page.
 */
export function viewCounter(
  statistics: StatisticsService,
  visitor: () => string,
  logger: Logger,
  page?: { callerId: string | undefined },
): ViewCounter {
  const counted = new Map<string, Promise<void>>();
  return (resumeId) => {
    let pending = counted.get(resumeId);
    if (!pending) {
      const record = page
        ? statistics.recordPageView(resumeId, visitor(), page.callerId)
        : statistics.recordView(resumeId, visitor());
      pending = record.then(
        () => undefined,
        (error: unknown) => logger.warn({ err: error, resumeId }, 'view not counted'),
      );
      counted.set(resumeId, pending);
    }
    return pending;
  };
}
