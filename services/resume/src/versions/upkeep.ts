import { type Closable, type Logger } from '@vitae/service-kit';

import { type LetterVersionService } from '../letters/letter-versions.service';
import { type ResumeService } from '../resumes/resume.service';

/** How often the trash is purged and old versions thinned. */
const everyMs = 3_600_000;

/**
 * Purges the resumes 30 days in the trash and thins every resume's and
 * letter's unnamed versions by age, now and every hour (docs/resume.md#trash
 * and #history, docs/letters.md#history).
 * Every instance may do it: a purge skips rows another one holds, and
 * thinning twice removes nothing more.
 */
export function keepHistoryAndTrash(
  resumes: ResumeService,
  letters: LetterVersionService,
  logger: Logger,
): Closable {
  const run = async () => {
    try {
      const purged = await resumes.purgeExpiredTrash();
      const thinned = (await resumes.thinVersions()) + (await letters.thin());
      if (purged + thinned > 0) {
        logger.info({ purged, thinned }, 'purged the trash and thinned the history');
      }
    } catch (error) {
      logger.warn({ err: error }, 'could not purge the trash or thin the history');
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return { close: async () => clearInterval(timer) };
}
