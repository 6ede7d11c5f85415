import { join } from 'node:path';

import { commonConfigShape, envPort } from '@vitae/service-kit';
import { z } from 'zod';

/** The repository's web build, from src/ and from dist/ alike. */
const repoWebDist = join(__dirname, '../../../web/dist');

const positiveInt = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be at least 1`);

export const renderConfigSchema = z.object({
  ...commonConfigShape,
  PORT: envPort.default(4004),
  CHROME_PATH: z.string().min(1).optional(),
  /** How many resumes print at once, each in its own browser context. */
  RENDER_CONCURRENCY: positiveInt('RENDER_CONCURRENCY').max(32).default(2),
  /** A print taking longer is abandoned with ResumePrinterError. */
  PRINT_TIMEOUT_MS: positiveInt('PRINT_TIMEOUT_MS').default(30_000),
  /** The web build the artboard is loaded from (its artboard.html and assets). */
  ARTBOARD_DIR: z.string().min(1).default(repoWebDist),
});

export type RenderConfig = z.infer<typeof renderConfigSchema>;
