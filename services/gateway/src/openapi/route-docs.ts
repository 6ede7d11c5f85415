import { type ServiceErrorCode } from '@vitae/schema';
import { z } from 'zod';

import {
  aimedResumeSchema,
  apiKeyResponseSchema,
  authConfigSchema,
  authResultSchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
  createLetterBodySchema,
  createResumeBodySchema,
  importLetterBodySchema,
  importResumeBodySchema,
  languageSchema,
  letterResponseSchema,
  letterVersionSchema,
  loginBodySchema,
  messageSchema,
  publicResumeSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resumeJobBodySchema,
  resumeResponseSchema,
  resumeVersionSchema,
  saveLetterDataBodySchema,
  sourceComparisonSchema,
  statisticsSchema,
  takeFromSourceBodySchema,
  trashedResumeSchema,
  updateLetterBodySchema,
  updateResumeBodySchema,
  updateUserBodySchema,
  urlAnswerSchema,
  userResponseSchema,
} from './schemas';

/** Who may call a route: anyone, or a signed-in session or personal API key. */
export type RouteAccess = 'public' | 'signed-in';

/** What the OpenAPI document says of one route besides its method, path and key scope. */
export type RouteDoc = {
  summary: string;
  tag:
    | 'Sign-in'
    | 'Account'
    | 'API keys'
    | 'Resumes'
    | 'History and trash'
    | 'Tailored copies'
    | 'Cover letters'
    | 'Printing'
    | 'Files';
  access: RouteAccess;
  description?: string;
  /** A JSON body, or another content type's body described in words. */
  body?: z.ZodType | { contentType: string; description: string };
  query?: Record<string, { schema: z.ZodType; description: string }>;
  /** The success: its status and body (none for a file or a redirect). */
  answer: { status: number; schema?: z.ZodType; contentType?: string; description: string };
  /**
   * The error codes of docs/product.md#error-codes the route answers besides
   * those of every route (400, 401, 403, 429), each under its status.
   */
  errors?: ServiceErrorCode[];
  /** A request this route is answered as documented, checked by the OpenAPI test against the real app. */
  example?: { body?: unknown; answer?: unknown };
};

const text = z.string();

/** `?variant=` of the print routes (docs/render.md#the-plain-version). */
const printVariantQuery = {
  variant: {
    schema: z.enum(['designed', 'plain']).default('designed'),
    description:
      'designed (the default): the resume as its template draws it; plain: its plain version for ATS portals (the same content in one column, no picture, black text), cached apart and named `<title>-plain.pdf`. Anything else answers 400 BAD_USER_INPUT.',
  },
};

const tokenQuery = {
  token: { schema: text, description: 'The token from the mail.' },
};

const codeBody = z.object({ code: text }).meta({ id: 'Code' });

const lockBody = z.object({ set: z.boolean() }).meta({ id: 'Lock' });

/**
 * Every /api route's documentation, by `METHOD path` as the route table
 * names it. A route without an entry here fails the OpenAPI test: adding a
 * route means adding its entry (docs/api.md).
 */
export const routeDocs: Record<string, RouteDoc> = {
  'GET /api/auth/providers': {
    summary: 'The sign-in providers offered',
    tag: 'Sign-in',
    access: 'public',
    answer: {
      status: 200,
      schema: z.array(z.string().meta({ id: 'Provider' })),
      description: 'e.g. email, github',
    },
    example: { answer: ['email'] },
  },
  'GET /api/auth/config': {
    summary: 'Sign-in settings: providers, signups, single sign-on',
    tag: 'Sign-in',
    access: 'public',
    answer: { status: 200, schema: authConfigSchema, description: 'The settings' },
    example: { answer: { providers: ['email'], signupsDisabled: false, sso: null } },
  },
  'POST /api/auth/sso/exchange': {
    summary: 'Exchange a single sign-on access token for a session',
    tag: 'Sign-in',
    access: 'public',
    body: z.object({ accessToken: text }).meta({ id: 'SsoExchange' }),
    answer: { status: 200, schema: authResultSchema, description: 'Signed in (cookies set)' },
  },
  'GET /api/translation/languages': {
    summary: 'The interface languages',
    tag: 'Account',
    access: 'public',
    answer: { status: 200, schema: z.array(languageSchema), description: 'Every language' },
  },
  'POST /api/auth/register': {
    summary: 'Create an account and sign in',
    tag: 'Sign-in',
    access: 'public',
    body: registerBodySchema,
    answer: {
      status: 201,
      schema: userResponseSchema,
      description: 'The new account (cookies set)',
    },
    example: {
      body: {
        name: 'Ada Lovelace',
        username: 'ada.example',
        email: 'ada@example.org',
        password: 'correct horse battery',
        locale: 'en-US',
      },
    },
  },
  'POST /api/auth/login': {
    summary: 'Sign in',
    tag: 'Sign-in',
    access: 'public',
    body: loginBodySchema,
    answer: {
      status: 200,
      schema: authResultSchema,
      description: 'authenticated, or 2fa_required (docs/auth.md)',
    },
    example: { body: { identifier: 'ada@example.org', password: 'correct horse battery' } },
  },
  'POST /api/auth/logout': {
    summary: 'Sign out',
    tag: 'Sign-in',
    access: 'public',
    answer: { status: 200, schema: messageSchema, description: 'Signed out (cookies cleared)' },
  },
  'POST /api/auth/refresh': {
    summary: 'Renew the session (the refresh cookie)',
    tag: 'Sign-in',
    access: 'public',
    answer: { status: 200, schema: userResponseSchema, description: 'New cookies' },
  },
  'PATCH /api/auth/password': {
    summary: 'Change the password',
    tag: 'Account',
    access: 'signed-in',
    body: z
      .object({ password: text, currentPassword: text.optional() })
      .meta({ id: 'PasswordChange' }),
    answer: { status: 200, schema: messageSchema, description: 'Changed; other sessions ended' },
  },
  'POST /api/auth/verify-email/resend': {
    summary: 'Send the verification mail again',
    tag: 'Account',
    access: 'signed-in',
    answer: { status: 200, schema: messageSchema, description: 'Sent' },
  },
  'POST /api/auth/verify-email': {
    summary: 'Verify the email address',
    tag: 'Account',
    access: 'public',
    query: tokenQuery,
    answer: { status: 200, schema: messageSchema, description: 'Verified' },
  },
  'POST /api/auth/confirm-email': {
    summary: 'Confirm a new email address',
    tag: 'Account',
    access: 'public',
    query: tokenQuery,
    answer: { status: 200, schema: messageSchema, description: 'Confirmed' },
  },
  'POST /api/auth/forgot-password': {
    summary: 'Mail a password reset link',
    tag: 'Sign-in',
    access: 'public',
    body: z.object({ email: text }).meta({ id: 'ForgotPassword' }),
    answer: { status: 200, schema: messageSchema, description: 'The same for every address' },
  },
  'POST /api/auth/reset-password': {
    summary: 'Set a new password with the mailed token',
    tag: 'Sign-in',
    access: 'public',
    body: resetPasswordBodySchema,
    answer: { status: 200, schema: messageSchema, description: 'Changed; every session ended' },
  },
  'POST /api/auth/2fa/setup': {
    summary: 'Start setting up two-factor sign-in',
    tag: 'Account',
    access: 'signed-in',
    answer: { status: 200, schema: messageSchema, description: 'The otpauth:// link' },
  },
  'POST /api/auth/2fa/enable': {
    summary: 'Turn two-factor sign-in on',
    tag: 'Account',
    access: 'signed-in',
    body: codeBody,
    answer: {
      status: 200,
      schema: z.object({ backupCodes: z.array(text) }).meta({ id: 'BackupCodes' }),
      description: 'The backup codes, shown once',
    },
  },
  'POST /api/auth/2fa/disable': {
    summary: 'Turn two-factor sign-in off',
    tag: 'Account',
    access: 'signed-in',
    body: z.object({ code: text, currentPassword: text.optional() }).meta({ id: 'TwoFactorOff' }),
    answer: { status: 200, schema: messageSchema, description: 'Off' },
  },
  'POST /api/auth/2fa/verify': {
    summary: 'Finish a sign-in with a two-factor code',
    tag: 'Sign-in',
    access: 'public',
    body: codeBody,
    answer: { status: 200, schema: userResponseSchema, description: 'Signed in (cookies set)' },
  },
  'POST /api/auth/2fa/backup': {
    summary: 'Finish a sign-in with a backup code',
    tag: 'Sign-in',
    access: 'public',
    body: codeBody,
    answer: { status: 200, schema: userResponseSchema, description: 'Signed in (cookies set)' },
  },
  'GET /api/user/me': {
    summary: 'The signed-in account',
    tag: 'Account',
    access: 'signed-in',
    answer: { status: 200, schema: userResponseSchema, description: 'The account' },
    example: {},
  },
  'PATCH /api/user/me': {
    summary: 'Change the profile (a new email needs currentPassword)',
    tag: 'Account',
    access: 'signed-in',
    body: updateUserBodySchema,
    answer: { status: 200, schema: userResponseSchema, description: 'The account' },
    example: { body: { name: 'Ada King' } },
  },
  'DELETE /api/user/me': {
    summary: 'Delete the account and everything in it',
    tag: 'Account',
    access: 'signed-in',
    answer: { status: 200, schema: messageSchema, description: 'Deleted' },
  },
  'GET /api/keys': {
    summary: 'The personal API keys of the account',
    tag: 'API keys',
    access: 'signed-in',
    description: 'A session only: an API key cannot manage keys.',
    answer: { status: 200, schema: z.array(apiKeyResponseSchema), description: 'Newest first' },
    example: {},
  },
  'POST /api/keys': {
    summary: 'Make a personal API key (needs the current password)',
    tag: 'API keys',
    access: 'signed-in',
    description: 'The secret is in this answer only; it is stored as a keyed hash (docs/api.md).',
    body: createApiKeyBodySchema,
    answer: { status: 201, schema: createdApiKeySchema, description: 'The key and its secret' },
    example: {
      body: {
        name: 'Nightly backup',
        scopes: ['read'],
        expiresInDays: 30,
        currentPassword: 'correct horse battery',
      },
    },
  },
  'DELETE /api/keys/:id': {
    summary: 'Revoke a personal API key, everywhere at once',
    tag: 'API keys',
    access: 'signed-in',
    answer: { status: 200, schema: apiKeyResponseSchema, description: 'The revoked key' },
  },
  'POST /api/resume': {
    summary: 'Create a resume',
    tag: 'Resumes',
    access: 'signed-in',
    body: createResumeBodySchema,
    answer: { status: 201, schema: resumeResponseSchema, description: 'The new resume' },
    example: { body: { title: 'Software engineer', slug: 'software-engineer' } },
  },
  'GET /api/resume': {
    summary: "The account's resumes",
    tag: 'Resumes',
    access: 'signed-in',
    answer: { status: 200, schema: z.array(resumeResponseSchema), description: 'Every resume' },
    example: {},
  },
  'POST /api/resume/import': {
    summary: 'Create a resume from a document',
    tag: 'Resumes',
    access: 'signed-in',
    body: importResumeBodySchema,
    answer: { status: 201, schema: resumeResponseSchema, description: 'The new resume' },
  },
  'GET /api/resume/public/:username/:slug': {
    summary: 'A public resume',
    tag: 'Resumes',
    access: 'public',
    answer: { status: 200, schema: publicResumeSchema, description: 'The resume' },
  },
  'POST /api/resume/public/:id/view': {
    summary: "Count a public page's view of its resume",
    tag: 'Resumes',
    access: 'public',
    answer: {
      status: 202,
      schema: z.object({ accepted: z.literal(true) }).meta({ id: 'ViewAccepted' }),
      description:
        'Accepted, counted or not: once per visitor and day, never the owner, nothing for a private resume',
    },
  },
  'GET /api/resume/:id': {
    summary: 'One resume',
    tag: 'Resumes',
    access: 'signed-in',
    answer: { status: 200, schema: resumeResponseSchema, description: 'The resume' },
  },
  'PATCH /api/resume/:id': {
    summary: 'Change a resume',
    tag: 'Resumes',
    access: 'signed-in',
    body: updateResumeBodySchema,
    answer: { status: 200, schema: resumeResponseSchema, description: 'The resume as saved' },
  },
  'DELETE /api/resume/:id': {
    summary: 'Move a resume to the trash',
    tag: 'History and trash',
    access: 'signed-in',
    answer: {
      status: 200,
      schema: trashedResumeSchema,
      description: 'The resume, now in the trash',
    },
  },
  'GET /api/resume/trash': {
    summary: 'The resumes in the trash',
    tag: 'History and trash',
    access: 'signed-in',
    answer: { status: 200, schema: z.array(trashedResumeSchema), description: 'Every one' },
  },
  'POST /api/resume/:id/restore': {
    summary: 'Take a resume out of the trash',
    tag: 'History and trash',
    access: 'signed-in',
    answer: { status: 200, schema: trashedResumeSchema, description: 'The resume' },
  },
  'DELETE /api/resume/trash/:id': {
    summary: 'Delete a resume of the trash for good',
    tag: 'History and trash',
    access: 'signed-in',
    answer: { status: 200, schema: trashedResumeSchema, description: 'The deleted resume' },
  },
  'DELETE /api/resume/trash': {
    summary: 'Empty the trash',
    tag: 'History and trash',
    access: 'signed-in',
    answer: {
      status: 200,
      schema: z.object({ deleted: z.number().int() }).meta({ id: 'EmptiedTrash' }),
      description: 'How many resumes went for good',
    },
  },
  'GET /api/resume/:id/versions': {
    summary: 'The versions of a resume, newest first',
    tag: 'History and trash',
    access: 'signed-in',
    query: {
      limit: { schema: z.number().int().min(1).max(200), description: '1-200, 50 by default' },
      before: { schema: z.number().int(), description: 'Only versions below this number' },
    },
    answer: { status: 200, schema: z.array(resumeVersionSchema), description: 'One page' },
  },
  'POST /api/resume/:id/versions': {
    summary: 'Save the resume as a named version',
    tag: 'History and trash',
    access: 'signed-in',
    body: z.object({ name: z.string().min(1).max(100) }).meta({ id: 'VersionName' }),
    answer: { status: 201, schema: resumeVersionSchema, description: 'The version' },
  },
  'GET /api/resume/:id/versions/:versionId': {
    summary: 'One version, with its document',
    tag: 'History and trash',
    access: 'signed-in',
    answer: { status: 200, schema: resumeVersionSchema, description: 'The version' },
  },
  'POST /api/resume/:id/versions/:versionId/restore': {
    summary: 'Restore a version',
    tag: 'History and trash',
    access: 'signed-in',
    body: z
      .object({ baseVersion: z.number().int(), clientId: text })
      .partial()
      .meta({ id: 'RestoreVersion' }),
    answer: { status: 200, schema: resumeResponseSchema, description: 'The resume as restored' },
  },
  'PATCH /api/resume/:id/lock': {
    summary: 'Lock or unlock a resume',
    tag: 'Resumes',
    access: 'signed-in',
    body: lockBody,
    answer: { status: 200, schema: resumeResponseSchema, description: 'The resume' },
  },
  'POST /api/resume/:id/copy-for-job': {
    summary: 'Copy a resume for a job',
    tag: 'Tailored copies',
    access: 'signed-in',
    body: resumeJobBodySchema,
    answer: { status: 201, schema: aimedResumeSchema, description: 'The copy' },
  },
  'PUT /api/resume/:id/job': {
    summary: 'Set the job a resume is aimed at',
    tag: 'Tailored copies',
    access: 'signed-in',
    body: resumeJobBodySchema,
    answer: { status: 200, schema: aimedResumeSchema, description: 'The resume' },
  },
  'DELETE /api/resume/:id/job': {
    summary: "Clear a resume's job",
    tag: 'Tailored copies',
    access: 'signed-in',
    answer: { status: 200, schema: aimedResumeSchema, description: 'The resume' },
  },
  'GET /api/resume/:id/source-comparison': {
    summary: 'A copy against its source, part by part',
    tag: 'Tailored copies',
    access: 'signed-in',
    answer: {
      status: 200,
      schema: sourceComparisonSchema,
      description: 'The comparison; null for a resume that is no copy',
    },
  },
  'POST /api/resume/:id/take-from-source': {
    summary: "Take parts of a copy's source",
    tag: 'Tailored copies',
    access: 'signed-in',
    body: takeFromSourceBodySchema,
    answer: { status: 200, schema: aimedResumeSchema, description: 'The copy as saved' },
  },
  'GET /api/resume/:id/statistics': {
    summary: 'Views and downloads of a resume',
    tag: 'Resumes',
    access: 'signed-in',
    answer: { status: 200, schema: statisticsSchema, description: 'The counts' },
  },
  'POST /api/letter': {
    summary: 'Create a cover letter, blank or from a resume',
    tag: 'Cover letters',
    access: 'signed-in',
    description:
      "With fromResumeId, one of the caller's resumes, the letter takes its sender, signature name and design and goes with it; posting only with it (docs/letters.md#a-letter-from-a-resume).",
    body: createLetterBodySchema,
    answer: { status: 201, schema: letterResponseSchema, description: 'The new letter' },
    errors: ['ResumeNotFound', 'LetterSlugAlreadyExists'],
    example: { body: { title: 'Application to Acme', slug: 'acme' } },
  },
  'GET /api/letter': {
    summary: "The account's cover letters, newest update first",
    tag: 'Cover letters',
    access: 'signed-in',
    answer: { status: 200, schema: z.array(letterResponseSchema), description: 'Every letter' },
    example: {},
  },
  'GET /api/letter/:id': {
    summary: 'One cover letter',
    tag: 'Cover letters',
    access: 'signed-in',
    answer: { status: 200, schema: letterResponseSchema, description: 'The letter' },
    errors: ['LetterNotFound'],
  },
  'PATCH /api/letter/:id': {
    summary: 'Rename a cover letter or change who may see it',
    tag: 'Cover letters',
    access: 'signed-in',
    description:
      'The rename (title, slug) and the visibility are each a new version, so a body with both adds two.',
    body: updateLetterBodySchema,
    answer: { status: 200, schema: letterResponseSchema, description: 'The letter as saved' },
    errors: ['LetterNotFound', 'LetterSlugAlreadyExists', 'LetterLocked'],
  },
  'PUT /api/letter/:id/data': {
    summary: "Save a cover letter's document, made on baseVersion",
    tag: 'Cover letters',
    access: 'signed-in',
    description:
      'Replaces the document whole. A locked letter is 423, a stale baseVersion 409 (details.version the stored one), a document out of the model 400 naming each field from data. (docs/resume.md#letters).',
    body: saveLetterDataBodySchema,
    answer: { status: 200, schema: letterResponseSchema, description: 'The letter as saved' },
    errors: ['LetterNotFound', 'LetterVersionConflict', 'LetterLocked'],
  },
  'PATCH /api/letter/:id/lock': {
    summary: 'Lock or unlock a cover letter',
    tag: 'Cover letters',
    access: 'signed-in',
    body: lockBody,
    answer: { status: 200, schema: letterResponseSchema, description: 'The letter' },
    errors: ['LetterNotFound'],
  },
  'GET /api/letter/:id/versions': {
    summary: 'The versions of a cover letter, newest first',
    tag: 'Cover letters',
    access: 'signed-in',
    description:
      "Without their documents; the open version (current) is the letter's present state (docs/letters.md#history).",
    query: {
      limit: { schema: z.number().int().min(1).max(200), description: '1-200, 50 by default' },
      before: { schema: z.number().int(), description: 'Only versions below this number' },
    },
    answer: { status: 200, schema: z.array(letterVersionSchema), description: 'One page' },
    errors: ['LetterNotFound'],
  },
  'POST /api/letter/:id/versions': {
    summary: 'Save the cover letter as a named version',
    tag: 'Cover letters',
    access: 'signed-in',
    description: 'A named version is kept as long as the letter; a locked letter may be named.',
    body: z.object({ name: z.string().min(1).max(100) }).meta({ id: 'LetterVersionName' }),
    answer: { status: 201, schema: letterVersionSchema, description: 'The version' },
    errors: ['LetterNotFound'],
  },
  'GET /api/letter/:id/versions/:versionId': {
    summary: 'One version of a cover letter, with its document',
    tag: 'Cover letters',
    access: 'signed-in',
    answer: { status: 200, schema: letterVersionSchema, description: 'The version' },
    errors: ['LetterNotFound'],
  },
  'POST /api/letter/:id/versions/:versionId/restore': {
    summary: 'Restore a version of a cover letter',
    tag: 'Cover letters',
    access: 'signed-in',
    description:
      "The version's document becomes the letter's next version; the present state is kept as a version first, so the restore can be undone. A locked letter is 423, a stale baseVersion 409.",
    body: z
      .object({ baseVersion: z.number().int(), clientId: text })
      .partial()
      .meta({ id: 'RestoreLetterVersion' }),
    answer: { status: 200, schema: letterResponseSchema, description: 'The letter as restored' },
    errors: ['LetterNotFound', 'LetterVersionConflict', 'LetterLocked'],
  },
  'POST /api/letter/:id/duplicate': {
    summary: 'Copy a cover letter',
    tag: 'Cover letters',
    access: 'signed-in',
    description:
      'A private, unlocked copy titled "… (Copy)" with slug "…-copy", keeping the document and the resume link.',
    answer: { status: 201, schema: letterResponseSchema, description: 'The copy' },
    errors: ['LetterNotFound'],
  },
  'DELETE /api/letter/:id': {
    summary: 'Delete a cover letter for good',
    tag: 'Cover letters',
    access: 'signed-in',
    description: 'Letters have no trash yet.',
    answer: { status: 200, schema: letterResponseSchema, description: 'The letter as it was' },
    errors: ['LetterNotFound', 'LetterLocked'],
  },
  'GET /api/letter/:id/export/json': {
    summary: "A cover letter's JSON file",
    tag: 'Cover letters',
    access: 'signed-in',
    description:
      'The versioned letter file of docs/letters.md#import-and-export, as a download named after the title (`<title>.json`).',
    answer: { status: 200, contentType: 'application/json', description: 'The file' },
    errors: ['LetterNotFound'],
  },
  'POST /api/letter/import': {
    summary: 'Create a cover letter from its JSON file',
    tag: 'Cover letters',
    access: 'signed-in',
    description:
      'A new private, unlocked letter holding the file\'s letter, in one step; a taken slug gets a free "-2", "-3", …, and the resume link stays only for one of the caller\'s resumes. A file that is not JSON, not a letter file, of another version or with a field out of the model is 400 BAD_USER_INPUT naming each problem under file (`file`, `file.vitaeLetter`, `file.sender.name`, …); fields the model does not know are left out (docs/letters.md#import-and-export).',
    body: importLetterBodySchema,
    answer: { status: 201, schema: letterResponseSchema, description: 'The new letter' },
    errors: ['LetterSlugAlreadyExists'],
  },
  'GET /api/letter/:id/pdf': {
    summary: "A cover letter's PDF",
    tag: 'Cover letters',
    access: 'signed-in',
    description:
      "Printed on first request and kept until the letter changes; asked again, the stored file (docs/render.md#cover-letters). A print that fails is ResumePrinterError, as a resume's.",
    answer: { status: 200, schema: urlAnswerSchema, description: "The PDF's address" },
    errors: ['LetterNotFound', 'ResumePrinterError'],
  },
  'GET /api/letter/public/:username/:slug': {
    summary: 'A public cover letter',
    tag: 'Cover letters',
    access: 'public',
    description:
      'The letter without its owner id, resume link or private notes; counts a view unless the reader is the owner. A private or missing letter is 404 LetterNotFound alike (docs/letters.md#the-public-page).',
    answer: {
      status: 200,
      schema: letterResponseSchema
        .omit({ userId: true, version: true, resumeId: true })
        .meta({ id: 'PublicLetter' }),
      description: 'The letter',
    },
    errors: ['LetterNotFound'],
  },
  'POST /api/letter/public/:id/view': {
    summary: "Count a public page's view of its letter",
    tag: 'Cover letters',
    access: 'public',
    answer: {
      status: 202,
      schema: z.object({ accepted: z.literal(true) }).meta({ id: 'LetterViewAccepted' }),
      description:
        'Accepted, counted or not: once per visitor and day, never the owner, nothing for a private letter',
    },
  },
  'GET /api/letter/public/:username/:slug/pdf': {
    summary: "A public cover letter's PDF",
    tag: 'Cover letters',
    access: 'public',
    description:
      'Counts a download unless the reader is the owner. A private or missing letter is 404 LetterNotFound alike.',
    answer: { status: 200, schema: urlAnswerSchema, description: "The PDF's address" },
    errors: ['LetterNotFound', 'ResumePrinterError'],
  },
  'GET /api/letter/:id/statistics': {
    summary: "A public cover letter's views and downloads",
    tag: 'Cover letters',
    access: 'signed-in',
    answer: {
      status: 200,
      schema: z
        .object({ views: z.number().int(), downloads: z.number().int() })
        .meta({ id: 'LetterStatistics' }),
      description: 'The counts',
    },
    errors: ['LetterNotFound'],
  },
  'GET /api/resume/public/:username/:slug/print': {
    summary: "A public resume's PDF",
    tag: 'Printing',
    access: 'public',
    query: printVariantQuery,
    answer: { status: 200, schema: urlAnswerSchema, description: "The PDF's address" },
  },
  'GET /api/resume/print/:id': {
    summary: "A resume's PDF",
    tag: 'Printing',
    access: 'signed-in',
    query: printVariantQuery,
    answer: { status: 200, schema: urlAnswerSchema, description: "The PDF's address" },
  },
  'GET /api/resume/print/:id/preview': {
    summary: "A resume's preview image",
    tag: 'Printing',
    access: 'signed-in',
    answer: { status: 200, schema: urlAnswerSchema, description: "The image's address" },
  },
  'GET /api/resume/:id/export/:format': {
    summary: 'A resume as a Word, Markdown or plain-text file (format docx, md or txt)',
    tag: 'Printing',
    access: 'signed-in',
    answer: { status: 200, contentType: 'application/octet-stream', description: 'The file' },
  },
  'GET /api/resume/public/:username/:slug/export/:format': {
    summary: 'A public resume as a Word, Markdown or plain-text file',
    tag: 'Printing',
    access: 'public',
    answer: { status: 200, contentType: 'application/octet-stream', description: 'The file' },
  },
  'PUT /api/storage/image': {
    summary: 'Upload a picture',
    tag: 'Files',
    access: 'signed-in',
    body: {
      contentType: 'multipart/form-data',
      description: 'The field `file`: a JPEG, PNG or WebP.',
    },
    answer: {
      status: 200,
      schema: z.object({ data: text }).meta({ id: 'StoredImage' }),
      description: "The stored picture's address",
    },
  },
  'GET /api/storage/files/*': {
    summary: 'A stored file (owner only, or a signed link)',
    tag: 'Files',
    access: 'signed-in',
    answer: { status: 200, contentType: 'application/octet-stream', description: 'The file' },
  },
};
