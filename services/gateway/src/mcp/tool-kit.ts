import { type ApiKeyScope } from '@vitae/schema';
import { type z } from 'zod';

/**
 * What the MCP server's tools share (docs/api.md#mcp): how a tool is
 * described, the graph it runs on as the key's owner, and the refusals it
 * answers with. The resume tools and the letter tools are built from these.
 */

/** A refusal a tool answers with: one of our error codes and its message (docs/product.md#error-codes). */
export class ToolRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Runs one GraphQL operation as the key's owner; a GraphQL error becomes a {@link ToolRefusal}. */
export type GraphCall = (
  document: string,
  variables?: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

/** What a tool gets: the graph as the person, and the scopes of the key. */
export type ToolContext = { graph: GraphCall; scopes: readonly ApiKeyScope[]; origin: string };

/** One tool: its name, what it needs, what an agent reads of it, and what it does. */
export type McpTool = {
  name: string;
  title: string;
  description: string;
  scope: ApiKeyScope;
  input: z.ZodRawShape;
  run: (args: Record<string, unknown>, context: ToolContext) => Promise<unknown>;
};

/**
 * The path and message of a document's first problem, as an agent can act on
 * it (`metadata.theme.primary: Colour must be …`); `fallback` when the
 * problem has no message.
 */
export function documentRefusal(error: z.ZodError, fallback: string): ToolRefusal {
  const [issue] = error.issues;
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return new ToolRefusal('BAD_USER_INPUT', `${where}${issue?.message ?? fallback}`);
}

/**
 * Runs a read-change-save once more when its save is refused with
 * `conflictCode` (a save in between, the person typing in the builder), so an
 * agent never overwrites an edit it did not see; a second conflict is answered.
 */
export async function retriedOnceOn<T>(
  conflictCode: string,
  attempt: () => Promise<T>,
): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof ToolRefusal && error.code === conflictCode) {
      return attempt();
    }
    throw error;
  }
}
