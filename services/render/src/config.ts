import { commonConfigShape, envPort } from '@vitae/service-kit';
import { z } from 'zod';

export const renderConfigSchema = z.object({
  ...commonConfigShape,
  PORT: envPort.default(4004),
  CHROME_PATH: z.string().min(1).optional(),
});

export type RenderConfig = z.infer<typeof renderConfigSchema>;
