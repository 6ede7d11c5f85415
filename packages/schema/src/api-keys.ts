import { z } from 'zod';

/**
 * What a personal API key may do (docs/api.md#scopes): `read` the account's
 * resumes and profile, `write` (create, change, delete, import, restore) and
 * `print` (PDFs and previews). Each is granted on its own.
 */
export const apiKeyScopes = ['read', 'write', 'print'] as const;

export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const apiKeyScopeSchema = z.enum(apiKeyScopes);

/** The expiries the settings screen offers, in days; any whole number of days in 1-365 is accepted. */
export const apiKeyExpiryChoices = [7, 30, 90, 365] as const;

/** At most this many keys per account that are neither revoked nor expired. */
export const maxActiveApiKeys = 20;

/** A key as sent: `vitae_` and 43 base64url characters (256 random bits). */
export const apiKeyPattern = /^vitae_[A-Za-z0-9_-]{43}$/;

/** The first characters of a key, kept to tell keys apart on screen. */
export const apiKeyPrefixLength = 12;

/** A new key: its name, what it may do (only `read` unless chosen) and how long it lives. */
export const createApiKeyInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Give the key a name.' })
    .max(60, { error: 'At most 60 characters.' }),
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1, { error: 'Choose at least one scope.' })
    .default(['read'])
    .transform((scopes) => apiKeyScopes.filter((scope) => scopes.includes(scope))),
  expiresInDays: z
    .number()
    .int({ error: 'A whole number of days.' })
    .min(1, { error: 'At least 1 day.' })
    .max(365, { error: 'At most 365 days.' })
    .default(30),
  currentPassword: z.string().optional(),
});

export type CreateApiKeyInput = z.input<typeof createApiKeyInputSchema>;

/** A key as listed: never its secret. */
export const personalApiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});

export type PersonalApiKey = z.infer<typeof personalApiKeySchema>;

/** The answer to creating a key: the key, and its secret, shown this once. */
export const createdPersonalApiKeySchema = z.object({
  key: personalApiKeySchema,
  secret: z.string().regex(apiKeyPattern),
});
