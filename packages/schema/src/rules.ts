import { z } from 'zod';

import { defaultLocale, limits, locales } from './constants';
import { slugify } from './slug';

// The validation rules of docs/product.md#account-fields, with their messages.

/** docs/product.md#account-fields: lowercase letters, digits, period, hyphen, underscore; 3 to 255 characters. */
export const usernameSchema = z
  .string()
  .min(limits.usernameMinLength, { error: 'Username must be at least 3 characters long.' })
  .max(limits.usernameMaxLength, { error: 'Username must be at most 255 characters long.' })
  .regex(/^[a-z0-9._-]+$/, {
    error:
      'Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.',
  });

/**
 * A one-line text (a name, a resume title): none of the C0 and C1 controls
 * (tab, newline and NUL included) nor the bidirectional embeddings, overrides
 * and isolates that make text display in another order than it is stored.
 * Checked as a pattern, so a refusal is zod's `invalid_format` issue, apart
 * from the `custom` of a form's empty field (docs/web.md "Forms").
 */
const oneLine = /^[^\p{Cc}\u202a-\u202e\u2066-\u2069]*$/u;

/** A person's name: 3 to 255 characters, without control or text-direction characters. */
export const nameSchema = z
  .string()
  .trim()
  .min(3, { error: 'Name must be at least 3 characters long.' })
  .max(255, { error: 'Name must be at most 255 characters long.' })
  .regex(oneLine, {
    error: 'Name must not contain control or text-direction characters.',
  });

/** An email address. */
export const emailSchema = z.email({ error: 'Email must be a valid address.' });

/** A password: at least 6 characters. */
export const passwordSchema = z
  .string()
  .min(limits.passwordMinLength, { error: 'Password must be at least 6 characters long.' });

/** A locale of the interface. */
export const localeSchema = z.enum(locales).default(defaultLocale);

/**
 * The login identifier: an email when it contains @, otherwise a username.
 * Anything else is refused with InvalidCredentials, as docs/product.md#account-fields asks, so the
 * answer does not tell which part was wrong.
 */
export const loginIdentifierSchema = z
  .string()
  .trim()
  .refine(
    (value) =>
      value.includes('@')
        ? emailSchema.safeParse(value).success
        : usernameSchema.safeParse(value).success,
    { error: 'InvalidCredentials' },
  );

/**
 * A 6-digit authenticator code. Wrong length: "Code must be exactly 6 digits
 * long." (what the form shows while typing); right length but not digits:
 * "code must be a 6 digit number" (what the server answers).
 */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .length(limits.twoFactorCodeLength, { error: 'Code must be exactly 6 digits long.' })
  .regex(/^\d+$/, { error: 'code must be a 6 digit number' });

/** A backup code: exactly 10 lowercase letters or digits. */
export const backupCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]{10}$/, {
    error:
      'Backup Codes may contain only lowercase letters or numbers, and must be exactly 10 characters.',
  });

/** Registration payload (docs/product.md#payloads). */
export const registerSchema = z.object({
  name: nameSchema,
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  locale: localeSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Login payload. */
export const loginSchema = z.object({
  identifier: loginIdentifierSchema,
  password: passwordSchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Forgot-password payload. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** Reset-password payload: the token from the mail and a new password. */
export const resetPasswordSchema = z.object({
  token: z.string().min(1, { error: 'The reset token is missing.' }),
  password: passwordSchema,
});

/** Profile update: any of name, locale, username, email, picture. */
export const updateUserSchema = z
  .object({
    name: nameSchema,
    locale: z.enum(locales),
    username: usernameSchema,
    email: emailSchema,
    picture: z
      .literal('')
      .or(z.url({ protocol: /^https?$/ }))
      .nullable(),
  })
  .partial();

/** Password change with confirmation (docs/product.md#account-fields). */
export const passwordChangeSchema = z
  .object({ password: passwordSchema, confirmation: passwordSchema })
  .refine((value) => value.password === value.confirmation, {
    error: 'The passwords you entered do not match.',
    path: ['confirmation'],
  });

/** The word that confirms deleting an account. */
export const deleteAccountConfirmationSchema = z.literal('delete', {
  error: 'Type the word delete to confirm.',
});

/** An OpenAI API key as the settings page accepts it. */
export const apiKeySchema = z
  .string()
  .trim()
  .regex(/^sk-[A-Za-z0-9]+$/, { error: "That doesn't look like a valid OpenAI API key." });

/** The longest resume title, in characters after trimming (docs/resume.md). */
export const resumeTitleMaxLength = 255;

/** The longest resume slug, once made hyphenated lowercase (docs/resume.md). */
export const resumeSlugMaxLength = 100;

/** Resume creation (docs/product.md#resume-fields): the slug is hyphenated lowercase. */
export const createResumeSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'Title must not be empty.' })
    .max(resumeTitleMaxLength, {
      error: `Title must be at most ${resumeTitleMaxLength} characters long.`,
    })
    .regex(oneLine, {
      error: 'Title must not contain control or text-direction characters.',
    }),
  slug: z
    .string()
    .min(1, { error: 'Slug must not be empty.' })
    .max(resumeSlugMaxLength * 2, {
      error: `Slug must be at most ${resumeSlugMaxLength} characters long.`,
    })
    .transform(slugify)
    .pipe(
      z
        .string()
        .min(1, { error: 'Slug must contain a letter or a digit.' })
        .max(resumeSlugMaxLength, {
          error: `Slug must be at most ${resumeSlugMaxLength} characters long.`,
        }),
    ),
  visibility: z.enum(['public', 'private']).default('private'),
});
export type CreateResumeInput = z.infer<typeof createResumeSchema>;

/** A user as the API returns it (docs/product.md#user). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  picture: z.literal('').or(z.url()).nullable().default(null),
  username: usernameSchema,
  email: emailSchema,
  locale: z.enum(locales).default(defaultLocale),
  emailVerified: z.boolean().default(false),
  twoFactorEnabled: z.boolean().default(false),
  provider: z.enum(['email', 'github', 'google']).default('email'),
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
});
export type User = z.infer<typeof userSchema>;

/** The longest name of a resume version (docs/resume.md#history). */
export const versionNameMaxLength = 100;

/** A version's name ("Save this version as…"): 1 to 100 characters once trimmed, one line. */
export const versionNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Name must not be empty.' })
  .max(versionNameMaxLength, { error: 'Name must be at most 100 characters long.' })
  .regex(oneLine, {
    error: 'Name must not contain control or text-direction characters.',
  });
