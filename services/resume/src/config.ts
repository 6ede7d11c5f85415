import { authConfigShape, commonConfigShape, envPort } from '@vitae/service-kit';
import { z } from 'zod';

export const resumeConfigSchema = z.object({
  ...commonConfigShape,
  ...authConfigShape,
  PORT: envPort.default(4002),
  /**
   * Pause between two looks at the event outbox. One resume's changes go out
   * at most once per pause, so a burst of edits becomes a few events.
   */
  OUTBOX_INTERVAL_MS: z
    .string({ error: 'expected milliseconds (10-60000)' })
    .regex(/^\d+$/, { error: 'expected milliseconds (10-60000)' })
    .transform(Number)
    .pipe(z.number().int().min(10).max(60_000, { error: 'expected milliseconds (10-60000)' }))
    .default(250),
});

export type ResumeConfig = z.infer<typeof resumeConfigSchema>;
