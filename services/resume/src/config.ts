import { commonConfigShape, envPort } from '@vitae/service-kit';
import { z } from 'zod';

export const resumeConfigSchema = z.object({
  ...commonConfigShape,
  PORT: envPort.default(4002),
});

export type ResumeConfig = z.infer<typeof resumeConfigSchema>;
