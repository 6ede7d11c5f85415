import { DomainError } from './errors';

/** One refused field of a BAD_USER_INPUT: its dotted path (`data.basics.email`) and what is wrong. */
export type InputProblem = { path: string; message: string };

/**
 * A validation issue: a zod issue (`path` a list of keys) or an already
 * dotted one (`path` a string, as `parseResumeData` reports them).
 */
export type InputIssue = { path?: readonly PropertyKey[] | string; message: string };

/** Options of {@link badUserInput}. */
export type BadUserInputOptions = {
  /** The error's message; the first issue's message by default. */
  message?: string;
  /** Put before every path (`data` for a document checked inside a request). */
  pathPrefix?: string;
};

/** The dotted path of an issue, under `prefix` when one is given. */
function pathOf(issue: InputIssue, prefix: string | undefined): string {
  const path =
    typeof issue.path === 'string' ? issue.path : (issue.path ?? []).map(String).join('.');
  if (prefix === undefined) {
    return path;
  }
  return path ? `${prefix}.${path}` : prefix;
}

/**
 * The one way validation issues (zod's, or any `{ path, message }`) become an
 * error: `BAD_USER_INPUT` (400) with `details: [{ path, message }]`, one entry
 * per issue, in the order given. The web reads `details` to mark the fields.
 */
export function badUserInput(
  issues: readonly InputIssue[],
  { message, pathPrefix }: BadUserInputOptions = {},
): DomainError<'BAD_USER_INPUT'> {
  const details: InputProblem[] = issues.map((issue) => ({
    path: pathOf(issue, pathPrefix),
    message: issue.message,
  }));
  return new DomainError(
    'BAD_USER_INPUT',
    message ?? details[0]?.message ?? 'The request is invalid.',
    details,
  );
}
