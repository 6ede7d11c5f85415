import { unwrapResolverError } from '@apollo/server/errors';
import { isServiceErrorCode, type ServiceErrorCode } from '@vitae/schema';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

import { type Logger } from './logger';

/**
 * The HTTP status each code travels with on REST routes: one exhaustive
 * switch, so a code added to `serviceErrorCodes` does not compile
 * until it has a status here. The caller's mistakes are 4xx, the server's 5xx.
 */
export function statusOf(code: ServiceErrorCode): number {
  switch (code) {
    case 'OAuthUser':
    case 'InvalidResetToken':
    case 'InvalidVerificationToken':
    case 'EmailAlreadyVerified':
    case 'TwoFactorNotEnabled':
    case 'TwoFactorAlreadyEnabled':
    case 'BAD_USER_INPUT':
    case 'GRAPHQL_VALIDATION_FAILED':
    case 'MissingImageFile':
    case 'InvalidObjectKey':
      return 400;
    case 'InvalidCredentials':
    case 'InvalidTwoFactorCode':
    case 'InvalidTwoFactorBackupCode':
    case 'UNAUTHENTICATED':
    case 'Unauthenticated':
    case 'InvalidAccessToken':
      return 401;
    case 'FORBIDDEN':
    case 'FileLinkInvalid':
    case 'FileLinkExpired':
    case 'RemoteImageRefused':
      return 403;
    case 'ResumeNotFound':
    case 'LetterNotFound':
    case 'FileNotFound':
    case 'NotFound':
      return 404;
    case 'UploadTimedOut':
    case 'RequestTimedOut':
      return 408;
    case 'UserAlreadyExists':
    case 'ResumeSlugAlreadyExists':
    case 'ResumeVersionConflict':
    case 'LetterVersionConflict':
    case 'LetterSlugAlreadyExists':
      return 409;
    case 'ImageTooLarge':
    case 'RemoteImageTooLarge':
      return 413;
    case 'UnsupportedImageType':
    case 'RemoteImageUnsupportedType':
      return 415;
    case 'ImageUnreadable':
      return 422;
    case 'ResumeLocked':
    case 'LetterLocked':
      return 423;
    case 'TOO_MANY_REQUESTS':
      return 429;
    case 'SecretsNotFound':
    case 'SomethingWentWrong':
      return 500;
    case 'ResumePrinterError':
    case 'ResumePreviewError':
    case 'RemoteImageUnavailable':
      return 502;
    case 'InvalidBrowserConnection':
    case 'FileUnavailable':
      return 503;
    case 'RemoteImageTimedOut':
      return 504;
    default:
      return unreachable(code);
  }
}

/** The status of a code that may come from elsewhere (a subgraph's `extensions.code`): unknown codes are the server's fault. */
export function statusOfAnyCode(code: string): number {
  return isServiceErrorCode(code) ? statusOf(code) : 500;
}

function unreachable(code: never): never {
  throw new Error(`No HTTP status for the error code ${String(code)}`);
}

/**
 * An error a user can meet, named by a code. Each area narrows `C`
 * to its own closed union of codes (an `Extract` of `ServiceErrorCode`).
 * `status` is the HTTP status the REST edge answers with, always
 * `statusOf(code)`; GraphQL carries the code in `extensions.code`.
 */
export class DomainError<C extends ServiceErrorCode = ServiceErrorCode> extends Error {
  readonly status: number;

  constructor(
    readonly code: C,
    message?: string,
    readonly details?: object,
  ) {
    super(message ?? code);
    this.name = 'DomainError';
    this.status = statusOf(code);
  }
}

/** The code and message every unexpected failure is reduced to before it leaves a service. */
export const somethingWentWrong = 'SomethingWentWrong' satisfies ServiceErrorCode;

/** Codes that mean "the server failed", whatever the message says; they are never shown. */
const internalCodes = new Set(['INTERNAL_SERVER_ERROR']);

/** Extensions worth passing on besides the code; anything else (service names, stacks) stays behind. */
const keptExtensions = ['details', 'validationErrors'] as const;

/**
 * Turns anything thrown during a GraphQL operation into what the client may see:
 *
 * - a DomainError keeps its message, code and details;
 * - a GraphQLError that carries a code keeps its message and code: GraphQL's
 *   own parse and validation errors, Apollo's and type-graphql's
 *   (`BAD_USER_INPUT`, `UNAUTHENTICATED`, `UNAUTHORIZED`), and, at the gateway,
 *   a subgraph's DomainError arriving as `{ message, extensions.code }`;
 * - anything else becomes `SomethingWentWrong` and is logged here instead.
 */
export function toGraphQLError(error: unknown, logger?: Logger): GraphQLError {
  const located = error instanceof GraphQLError ? error : undefined;
  const original = unwrapResolverError(error);
  const where = {
    path: located?.path,
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
  };

  if (original instanceof DomainError) {
    return new GraphQLError(original.message, {
      ...where,
      extensions: {
        code: original.code,
        ...(original.details === undefined ? {} : { details: original.details }),
      },
    });
  }
  const coded = withCode(original) ?? (original === error ? undefined : withCode(located));
  if (coded) {
    const extensions: Record<string, unknown> = { code: coded.code };
    for (const name of keptExtensions) {
      if (coded.error.extensions[name] !== undefined) {
        extensions[name] = coded.error.extensions[name];
      }
    }
    return new GraphQLError(coded.error.message, { ...where, extensions });
  }
  logger?.error({ err: original, path: located?.path }, 'unexpected error in a GraphQL operation');
  return new GraphQLError(somethingWentWrong, {
    ...where,
    extensions: { code: somethingWentWrong },
  });
}

function withCode(error: unknown): { error: GraphQLError; code: string } | undefined {
  if (!(error instanceof GraphQLError)) {
    return undefined;
  }
  const code = error.extensions?.code;
  return typeof code === 'string' && !internalCodes.has(code) ? { error, code } : undefined;
}
/**
 * Apollo Server's `formatError`: every error goes through {@link toGraphQLError}
 * and no stack trace ever reaches the client. Use {@link createFormatError} to
 * have unexpected errors logged as well.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  return format(formatted, error, undefined);
}

/** {@link formatError} that logs every unexpected error it hides. */
export function createFormatError(
  logger: Logger,
): (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError {
  return (formatted, error) => format(formatted, error, logger);
}

function format(
  formatted: GraphQLFormattedError,
  error: unknown,
  logger: Logger | undefined,
): GraphQLFormattedError {
  const safe = toGraphQLError(error, logger).toJSON();
  const extensions = { ...safe.extensions };
  delete extensions.stacktrace;
  return {
    message: safe.message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions,
  };
}
