import {
  authConfigShape,
  commonConfigShape,
  envBoolean,
  envPort,
  envUrl,
} from '@vitae/service-kit';
import { z } from 'zod';

/** Both halves of an OAuth client, or neither: half a client is a mistake worth stopping for. */
const clientPairs = [
  ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
] as const;

/** A positive duration in seconds. */
const envSeconds = z
  .string({ error: 'expected a number of seconds' })
  .regex(/^\d+$/, { error: 'expected a number of seconds' })
  .transform(Number)
  .pipe(z.number().int().min(1, { error: 'expected at least 1 second' }));

/** A positive whole number, e.g. "120". */
const envCount = z
  .string({ error: 'expected a whole number' })
  .regex(/^\d+$/, { error: 'expected a whole number' })
  .transform(Number)
  .pipe(z.number().int().min(1, { error: 'expected at least 1' }));

/** A positive factor, e.g. "1" or "20". */
const envFactor = z
  .string({ error: 'expected a positive number' })
  .regex(/^\d+(\.\d+)?$/, { error: 'expected a positive number' })
  .transform(Number)
  .pipe(z.number().positive({ error: 'expected a positive number' }));

const smtpUrl = z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' });

export const identityConfigSchema = z
  .object({
    ...commonConfigShape,
    ...authConfigShape,
    PORT: envPort.default(4001),
    SIGNUPS_DISABLED: envBoolean.default(false),
    EMAIL_AUTH_DISABLED: envBoolean.default(false),
    /** Where the web app is reached; links in mail and OAuth redirects start here. */
    PUBLIC_URL: envUrl.default('http://localhost:3000'),
    /** Mail goes over SMTP when set; without it the link is written to the log (not in production). */
    SMTP_URL: smtpUrl.optional(),
    MAIL_FROM: z.string().min(3).default('Vitae <noreply@localhost>'),
    /**
     * At most an hour: ended sessions are announced on a stream that keeps them
     * two hours (proto's SESSION_EVENTS), which must outlive every token they cover.
     */
    ACCESS_TOKEN_TTL_SECONDS: envSeconds
      .pipe(z.number().max(3600, { error: 'expected at most 3600 seconds' }))
      .default(900),
    REFRESH_TOKEN_TTL_SECONDS: envSeconds.default(30 * 24 * 3600),
    /** A signing key older than this is replaced; the old one stays published while its tokens live. */
    SIGNING_KEY_ROTATION_SECONDS: envSeconds.default(30 * 24 * 3600),
    /**
     * The HMAC key personal API keys are hashed under (docs/auth.md#personal-api-keys);
     * changing it invalidates every key. Unset, a fixed one is used.
     */
    API_KEY_PEPPER: z.string().min(16, { error: 'expected at least 16 characters' }).optional(),
    /** Requests one personal API key may make per minute (RATE_LIMIT_SCALE does not apply: it is per key). */
    API_KEY_REQUESTS_PER_MINUTE: envCount.default(120),
    /** Multiplies every rate-limit ceiling, e.g. behind a NAT that many people share. */
    RATE_LIMIT_SCALE: envFactor.default(1),
    /**
     * How costly a password hash is (docs/auth.md#passwords): `standard` is argon2id
     * at 64 MiB and 3 passes; `light` (4 MiB, 1 pass) is for test suites that sign
     * up thousands of accounts, and refused in production.
     */
    PASSWORD_HASH_COST: z
      .enum(['standard', 'light'], { error: 'expected standard or light' })
      .default('standard'),
    GITHUB_CLIENT_ID: z.string().min(1).optional(),
    GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** Google is an OpenID Connect issuer; tests point this at a local one. */
    GOOGLE_ISSUER: envUrl.default('https://accounts.google.com'),
    /** GitHub speaks OAuth 2 with fixed endpoints, not OpenID Connect; tests point these at a local server. */
    GITHUB_AUTHORIZE_URL: envUrl.default('https://github.com/login/oauth/authorize'),
    GITHUB_TOKEN_URL: envUrl.default('https://github.com/login/oauth/access_token'),
    GITHUB_API_URL: envUrl.default('https://api.github.com'),
    OIDC_ISSUER: envUrl.optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /**
     * The realm's public client (no secret) the web app's keycloak-js signs in
     * with; its access tokens are exchanged for Vitae sessions (single sign-on).
     */
    OIDC_SSO_CLIENT_ID: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.PASSWORD_HASH_COST === 'light' && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: 'light is for tests and not allowed when NODE_ENV is production',
      });
    }
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
    if (env.OIDC_SSO_CLIENT_ID && !env.OIDC_ISSUER) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'required when OIDC_SSO_CLIENT_ID is set',
      });
    }
  });

export type IdentityConfig = z.infer<typeof identityConfigSchema>;
