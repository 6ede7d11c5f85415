import { commonConfigShape, envPort, envUrl } from '@vitae/service-kit';
import { z } from 'zod';

const MiB = 1024 * 1024;

export const storageConfigSchema = z
  .object({
    ...commonConfigShape,
    PORT: envPort.default(4003),
    MAX_IMAGE_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * MiB)
      .default(4 * MiB),
    S3_ENDPOINT: envUrl.optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY: z.string().min(1).optional(),
    S3_SECRET_KEY: z.string().min(1).optional(),
    S3_BUCKET: z.string().min(3).default('vitae'),
  })
  .superRefine((env, ctx) => {
    // An S3 endpoint without credentials would fail on the first upload, long after start.
    for (const key of ['S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const) {
      if (env.S3_ENDPOINT && !env[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'required when S3_ENDPOINT is set' });
      }
    }
  });

export type StorageConfig = z.infer<typeof storageConfigSchema>;
