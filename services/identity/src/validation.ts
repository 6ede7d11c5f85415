import { badUserInput } from '@vitae/service-kit';
import { type z } from 'zod';

/**
 * Parses input with a `@vitae/schema` rule; a failure is the kit's
 * BAD_USER_INPUT with the first message as text and every issue's path and
 * message as details.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) {
    return result.data;
  }
  throw badUserInput(result.error.issues);
}
