import { authConfigShape, commonConfigShape, envPort } from '@vitae/service-kit';
import { z } from 'zod';

const intervalProblem = 'expected milliseconds (10-60000)';

export const resumeConfigSchema = z.object({
  ...commonConfigShape,
  ...authConfigShape,
  PORT: envPort.default(4002),
  /**
   * Pause between two looks at the event outbox. One resume's changes go out
   * at most once per pause, so a burst of edits becomes a few events.
   */
  OUTBOX_INTERVAL_MS: z
    .string({ error: intervalProblem })
    .regex(/^\d+$/, { error: intervalProblem })
    .transform(Number)
    .pipe(
      z.number().int().min(10, { error: intervalProblem }).max(60_000, { error: intervalProblem }),
    )
    .default(250),
});

export type ResumeConfig = z.infer<typeof resumeConfigSchema>;
