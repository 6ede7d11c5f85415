import { commonConfigShape, envBoolean, envPort, envUrl } from '@vitae/service-kit';
import { z } from 'zod';

/** Both halves of an OAuth client, or neither: half a client is a mistake worth stopping for. */
const clientPairs = [
  ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
] as const;

export const identityConfigSchema = z
  .object({
    ...commonConfigShape,
    PORT: envPort.default(4001),
    SIGNUPS_DISABLED: envBoolean.default(false),
    EMAIL_AUTH_DISABLED: envBoolean.default(false),
    GITHUB_CLIENT_ID: z.string().min(1).optional(),
    GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_ISSUER: envUrl.optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    for (const [id, secret] of clientPairs) {
      if (Boolean(env[id]) !== Boolean(env[secret])) {
        const missing = env[id] ? secret : id;
        ctx.addIssue({
          code: 'custom',
          path: [missing],
          message: `required when ${missing === id ? secret : id} is set`,
        });
      }
    }
    if (env.OIDC_CLIENT_ID && !env.OIDC_ISSUER) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'required when OIDC_CLIENT_ID is set',
      });
    }
  });

export type IdentityConfig = z.infer<typeof identityConfigSchema>;
