import { authConfigShape, commonConfigShape, envPort, envUrl } from '@vitae/service-kit';
import { z } from 'zod';

const MiB = 1024 * 1024;

export const storageConfigSchema = z
  .object({
    ...commonConfigShape,
    ...authConfigShape,
    PORT: envPort.default(4003),
    MAX_IMAGE_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * MiB)
      .default(4 * MiB),
    /** A whole image upload must arrive within this time; a trickling client is cut off. */
    UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /**
     * The public origin of the gateway (https://vitae.example). Stored image URLs
     * are absolute under it; without it they are root-relative (/api/storage/...).
     */
    PUBLIC_URL: envUrl.optional(),
    /** Signs expiring links to private PDFs and thumbnails; required in production. */
    FILE_URL_SECRET: z.string().min(32, { error: 'expected at least 32 characters' }).optional(),
    /**
     * The resume subgraph. A signed link to a printed resume opens only while
     * resume answers that the resume is public, asked at every use.
     */
    RESUME_URL: envUrl.default('http://127.0.0.1:4002/graphql'),
    /**
     * Loopback `address:port` pairs the remote image fetcher may reach besides
     * the public internet, comma-separated: for browser tests, whose image
     * host runs on this machine. Refused in production.
     */
    REMOTE_IMAGE_TEST_HOSTS: z
      .string()
      .regex(/^(127\.0\.0\.1:\d{1,5})(,127\.0\.0\.1:\d{1,5})*$/, {
        error: 'expected 127.0.0.1:<port>, comma-separated',
      })
      .optional(),
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
    if (env.NODE_ENV === 'production' && env.REMOTE_IMAGE_TEST_HOSTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['REMOTE_IMAGE_TEST_HOSTS'],
        message: 'not allowed in production: the fetcher reaches public addresses only',
      });
    }
    // A secret made up at start would break every signed link on restart and differ per replica.
    if (env.NODE_ENV === 'production' && !env.FILE_URL_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['FILE_URL_SECRET'],
        message: 'required in production (at least 32 characters)',
      });
    }
  });

export type StorageConfig = z.infer<typeof storageConfigSchema>;
