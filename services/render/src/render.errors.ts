import { type ErrorCode, type ServiceErrorCode } from '@vitae/schema';
import { DomainError } from '@vitae/service-kit';

import { type PrintOutput } from './prints/resume-prints';

/** The error codes (docs/product.md#error-codes) render raises, and the edge's rate-limit code. */
export type RenderErrorCode =
  | Extract<
      ErrorCode,
      | 'InvalidBrowserConnection'
      | 'ResumeNotFound'
      | 'LetterNotFound'
      | 'ResumePrinterError'
      | 'ResumePreviewError'
    >
  | Extract<ServiceErrorCode, 'TOO_MANY_REQUESTS'>;

/** The codes a print that failed is answered with, and a `RenderFailed` event carries. */
export type PrintFailureCode = Exclude<
  RenderErrorCode,
  'ResumeNotFound' | 'LetterNotFound' | 'TOO_MANY_REQUESTS'
>;

/**
 * What the caller reads for each code: its words in docs/product.md#error-codes, the same whatever
 * went wrong. What did go wrong (Chromium's, storage's or the bus's own
 * message) is the error's `cause`, which the logger writes and the client
 * never sees.
 */
const shownMessage: Record<RenderErrorCode, string> = {
  InvalidBrowserConnection:
    'Error connecting to the browser; make sure it is running and reachable.',
  ResumeNotFound: 'The resume was not found.',
  LetterNotFound: 'The letter was not found.',
  ResumePrinterError: 'Printing failed, try later.',
  ResumePreviewError: 'Preview failed, try later.',
  TOO_MANY_REQUESTS: 'Too many prints. Please wait a while and try again.',
};

/**
 * A render failure a caller can meet: an error code (docs/product.md#error-codes), its fixed message (its HTTP
 * status is the kit's `statusOf(code)`), the internal cause, and details the
 * caller reads (`retryAfterSeconds` of TOO_MANY_REQUESTS).
 */
export class RenderError extends DomainError<RenderErrorCode> {
  constructor(code: RenderErrorCode, cause?: unknown, details?: object) {
    super(code, shownMessage[code], details);
    this.name = 'RenderError';
    if (cause !== undefined) {
      this.cause = cause;
    }
  }
}

/** The code each output fails with. */
export const printFailureCode = {
  pdf: 'ResumePrinterError',
  thumbnail: 'ResumePreviewError',
} as const satisfies Record<PrintOutput, PrintFailureCode>;

const printFailureCodes = new Set<string>([
  'InvalidBrowserConnection',
  ...Object.values(printFailureCode),
]);

/** Whether a code (from a `RenderFailed` event, say) is one a failed print is answered with. */
export function isPrintFailureCode(code: string): code is PrintFailureCode {
  return printFailureCodes.has(code);
}

/**
 * The error a failed print of `output` reaches its caller as: a RenderError
 * of the output's code or `InvalidBrowserConnection` as it is; anything else
 * becomes the output's code with the original as its cause. A caller that
 * gets a new error back (`!== cause`) logs the cause, with what it knows of
 * the print.
 */
export function printFailure(output: PrintOutput, cause: unknown): RenderError {
  if (
    cause instanceof RenderError &&
    (cause.code === 'InvalidBrowserConnection' || cause.code === printFailureCode[output])
  ) {
    return cause;
  }
  return new RenderError(printFailureCode[output], cause);
}
