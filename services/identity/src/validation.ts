import { type z } from 'zod';

import { IdentityError } from './errors';

/**
 * Parses input with a `@vitae/schema` rule; a failure is BAD_USER_INPUT with
 * the first message as text and every issue's path and message as details.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) {
    return result.data;
  }
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new IdentityError('BAD_USER_INPUT', issues[0]?.message, issues);
}
