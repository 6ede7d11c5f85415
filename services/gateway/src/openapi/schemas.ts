import {
  createApiKeyInputSchema,
  createdPersonalApiKeySchema,
  createResumeSchema,
  letterDataSchema,
  loginSchema,
  personalApiKeySchema,
  registerSchema,
  resetPasswordSchema,
  resumeDataSchema,
  resumeJobSchema,
  resumePatchMaxOperations,
  updateUserSchema,
} from '@vitae/schema';
import { z } from 'zod';

/**
 * The bodies the /api routes take and answer, in zod, for the OpenAPI
 * document (docs/api.md). Requests are the rules of `@vitae/schema` the
 * services apply; answers are the shapes the routes send.
 */

/** Every refusal of every route: the kit's `errorBody`. */
export const errorBodySchema = z
  .object({
    statusCode: z.number().int(),
    code: z
      .string()
      .meta({ description: 'One of the error codes of docs/product.md#error-codes.' }),
    message: z.string(),
    details: z.unknown().optional(),
  })
  .meta({ id: 'Error' });

const timestamp = z.string().meta({ description: 'An ISO 8601 date and time.' });

export const userResponseSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    picture: z.string().nullable(),
    email: z.string().nullable(),
    locale: z.string().nullable(),
    emailVerified: z.boolean().nullable(),
    twoFactorEnabled: z.boolean().nullable(),
    provider: z.enum(['email', 'github', 'google', 'oidc']).nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'User' });

export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export const urlAnswerSchema = z.object({ url: z.string() }).meta({ id: 'Url' });

export const authResultSchema = z
  .object({ status: z.enum(['authenticated', '2fa_required']), user: userResponseSchema })
  .meta({ id: 'AuthResult' });

export const authConfigSchema = z
  .object({
    providers: z.array(z.string()),
    signupsDisabled: z.boolean(),
    sso: z
      .object({
        issuer: z.string(),
        clientId: z.string(),
        keycloakUrl: z.string().nullable(),
        realm: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'AuthConfig' });

export const languageSchema = z
  .object({ id: z.string(), name: z.string(), editorCode: z.string(), locale: z.string() })
  .meta({ id: 'Language' });

const visibility = z.enum(['public', 'private']);

export const resumeResponseSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    data: resumeDataSchema,
    visibility,
    locked: z.boolean(),
    userId: z.string(),
    version: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Resume' });

export const resumeJobBodySchema = resumeJobSchema.partial().meta({
  id: 'ResumeJob',
  description: 'The job a resume is aimed at (docs/resume.md#tailored-copies).',
});

export const aimedResumeSchema = resumeResponseSchema
  .extend({
    sourceId: z.string().nullable(),
    job: resumeJobSchema.nullable(),
  })
  .meta({
    id: 'AimedResume',
    description: 'A resume with its job and the resume it was copied from.',
  });

export const sourceComparisonSchema = z
  .object({
    sourceId: z.string(),
    source: resumeResponseSchema.nullable(),
    parts: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        change: z.enum(['same', 'copy', 'source', 'both']),
      }),
    ),
  })
  .nullable()
  .meta({ id: 'SourceComparison', description: 'docs/resume.md#tailored-copies' });

export const takeFromSourceBodySchema = z
  .object({ parts: z.array(z.string()).min(1), baseVersion: z.number().int().optional() })
  .meta({ id: 'TakeFromSource' });

export const publicResumeSchema = resumeResponseSchema
  .omit({ userId: true, version: true })
  .meta({ id: 'PublicResume' });

export const trashedResumeSchema = resumeResponseSchema
  .extend({ deletedAt: timestamp.nullable(), purgeAt: timestamp.nullable() })
  .meta({ id: 'TrashedResume' });

export const resumeVersionSchema = z
  .looseObject({
    id: z.string(),
    resumeId: z.string(),
    number: z.number().int(),
    name: z.string().nullable(),
    reason: z.string(),
    current: z.boolean(),
    startedAt: timestamp,
    savedAt: timestamp,
    resumeVersion: z.number().int(),
    saves: z.number().int(),
    data: resumeDataSchema.optional(),
  })
  .meta({ id: 'ResumeVersion', description: 'docs/resume.md#history' });

export const letterVersionSchema = resumeVersionSchema
  .omit({ resumeId: true, resumeVersion: true, data: true })
  .extend({
    letterId: z.string(),
    letterVersion: z.number().int(),
    data: letterDataSchema.optional(),
  })
  .meta({ id: 'LetterVersion', description: 'docs/letters.md#history' });

export const statisticsSchema = z
  .object({ views: z.number().int(), downloads: z.number().int() })
  .meta({ id: 'ResumeStatistics' });

export const createResumeBodySchema = createResumeSchema
  .extend({ sample: z.boolean().optional(), basics: z.unknown().optional() })
  .partial({ slug: true })
  .meta({ id: 'CreateResume' });

export const importResumeBodySchema = z
  .object({ title: z.string(), slug: z.string().optional(), data: resumeDataSchema })
  .meta({ id: 'ImportResume' });

export const updateResumeBodySchema = z
  .object({
    title: z.string(),
    slug: z.string(),
    visibility,
    data: resumeDataSchema,
    patch: z
      .array(
        z.object({
          op: z.enum(['add', 'remove', 'replace', 'move', 'copy', 'test']),
          path: z.string(),
          from: z.string().optional(),
          value: z.unknown().optional(),
        }),
      )
      .max(resumePatchMaxOperations)
      .meta({
        description:
          'In place of data: a JSON Patch (RFC 6902) against the stored document of baseVersion, which it then needs.',
      }),
    baseVersion: z.number().int(),
    checkpoint: z.boolean(),
    clientId: z.string(),
  })
  .partial()
  .meta({ id: 'UpdateResume' });

export const letterResponseSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    data: letterDataSchema,
    visibility,
    locked: z.boolean(),
    userId: z.string(),
    version: z.number().int(),
    resumeId: z
      .string()
      .nullable()
      .meta({ description: 'The resume it goes with; null when none (docs/resume.md#letters).' }),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Letter', description: 'A cover letter (docs/letters.md).' });

export const createLetterBodySchema = z
  .object({
    title: createResumeSchema.shape.title,
    slug: createResumeSchema.shape.slug,
    visibility: createResumeSchema.shape.visibility,
    fromResumeId: z.string().optional().meta({
      description:
        "One of the caller's resumes: the letter takes its sender and design and goes with it. Blank without it.",
    }),
    posting: z
      .object({ company: z.string(), role: z.string(), description: z.string() })
      .partial()
      .optional()
      .meta({
        description:
          'The job the letter answers, only with fromResumeId: company becomes the recipient, role the subject, description the private notes.',
      }),
  })
  .meta({ id: 'CreateLetter' });

export const updateLetterBodySchema = z
  .object({
    title: createResumeSchema.shape.title,
    slug: createResumeSchema.shape.slug,
    visibility,
  })
  .partial()
  .meta({
    id: 'UpdateLetter',
    description:
      'A rename (title, slug) and the visibility each make a new version; the document is PUT /api/letter/{id}/data.',
  });

export const saveLetterDataBodySchema = z
  .object({
    data: letterDataSchema,
    baseVersion: z
      .number()
      .int()
      .meta({ description: 'The version the document was made on; a stale one is 409.' }),
  })
  .meta({ id: 'SaveLetterData' });

export const importLetterBodySchema = z
  .object({
    title: z.string().optional().meta({
      description:
        'Without one: the letter\'s subject, else its recipient\'s company, else "Imported letter".',
    }),
    slug: z.string().optional().meta({
      description: 'Without one: made from the title; a taken one gets "-2", "-3", …',
    }),
    file: z.string().meta({
      description:
        'The text of a letter file (`GET /api/letter/{id}/export/json`, docs/letters.md#import-and-export).',
    }),
  })
  .meta({ id: 'ImportLetter' });

export const registerBodySchema = registerSchema.meta({ id: 'Register' });
export const loginBodySchema = loginSchema.meta({ id: 'Login' });
export const resetPasswordBodySchema = resetPasswordSchema.meta({ id: 'ResetPassword' });
export const updateUserBodySchema = updateUserSchema
  .extend({ currentPassword: z.string().optional() })
  .meta({ id: 'UpdateUser' });

export const apiKeyResponseSchema = personalApiKeySchema.meta({ id: 'ApiKey' });
export const createApiKeyBodySchema = createApiKeyInputSchema.meta({ id: 'CreateApiKey' });
export const createdApiKeySchema = createdPersonalApiKeySchema
  .extend({ key: apiKeyResponseSchema })
  .meta({ id: 'CreatedApiKey' });
