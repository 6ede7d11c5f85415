import { type Closable, type Logger } from '@vitae/service-kit';

import { type StatisticsService } from './statistics.service';

/** How often the visitors of past days are forgotten. */
const everyMs = 3_600_000;

/**
 * Forgets the visitors of days before yesterday now and every hour, so the
 * table holds at most two days of hashes. Every instance may do it; deleting
 * twice is harmless.
 */
export function forgetOldVisitors(
  statistics: Pick<StatisticsService, 'forgetOldVisitors'>,
  logger: Logger,
): Closable {
  const forget = () =>
    statistics.forgetOldVisitors().then(
      (removed) => removed > 0 && logger.info({ removed }, 'forgot the visitors of past days'),
      (error: unknown) => logger.warn({ err: error }, 'could not forget past visitors'),
    );
  void forget();
  const timer = setInterval(() => void forget(), everyMs);
  timer.unref();
  return { close: async () => clearInterval(timer) };
}
