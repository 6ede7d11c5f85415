import { z } from 'zod';

import { documentRefusal, type McpTool, retriedOnceOn, type ToolContext } from './tool-kit';

/**
 * What the resume tools and the letter tools do alike (docs/api.md#mcp): read
 * a document, change and save it on the version it read, answer it in brief,
 * and list and restore its versions. Each kind names its own GraphQL
 * operations and fields; the tools an agent sees stay each kind's own.
 */

/** What every stored document holds of its own: the fields of its brief, and its document. */
export type StoredDocument<Data> = {
  id: string;
  title: string;
  slug: string;
  visibility: string;
  locked: boolean;
  version: number;
  data: Data;
};

/** A document as a tool that made or changed it answers it: without its document. */
export const briefOf = (stored: StoredDocument<unknown>) => ({
  id: stored.id,
  title: stored.title,
  slug: stored.slug,
  visibility: stored.visibility,
  locked: stored.locked,
  version: stored.version,
});

/** Reads one document with `fields` by its GraphQL query `operation` on the field `field`. */
export async function readDocument<Stored>(
  context: ToolContext,
  read: { operation: string; field: string; fields: string },
  id: string,
): Promise<Stored> {
  const data = await context.graph(
    `query ${read.operation}($id: ID!) { ${read.field}(id: $id) { ${read.fields} } }`,
    { id },
  );
  return data[read.field] as Stored;
}

/** What a document is checked by before it is saved. */
type DocumentSchema<Data> = {
  safeParse: (
    value: unknown,
  ) => { success: true; data: Data } | { success: false; error: z.ZodError };
};

/**
 * Changes a document and saves it on the version it read, checked by its
 * schema first (a refusal names the field, else `invalid`); a save in between
 * (`conflictCode`, the person typing in the builder) makes it read and change
 * again, once, so the agent never overwrites an edit it did not see.
 */
export function changeDocument<Data, Stored extends StoredDocument<Data>>(how: {
  conflictCode: string;
  read: () => Promise<Stored>;
  change: (data: Data, stored: Stored) => void;
  schema: DocumentSchema<Data>;
  invalid: string;
  save: (data: Data, baseVersion: number) => Promise<Stored>;
}): Promise<Stored> {
  return retriedOnceOn(how.conflictCode, async () => {
    const stored = await how.read();
    const data = structuredClone(stored.data);
    how.change(data, stored);
    const parsed = how.schema.safeParse(data);
    if (!parsed.success) {
      throw documentRefusal(parsed.error, how.invalid);
    }
    return how.save(parsed.data, stored.version);
  });
}

/** One of a kind's version tools as an agent reads it, with the GraphQL operation it runs. */
type VersionTool = {
  name: string;
  title: string;
  description: string;
  operation: string;
  field: string;
};

/**
 * A kind's two version tools (docs/resume.md#history): the list of its saved
 * versions, newest first, and the restore of one, answered in `brief`.
 */
export function versionTools<Stored>(kind: {
  id: z.ZodString;
  fields: string;
  brief: (stored: Stored) => unknown;
  list: VersionTool;
  restore: VersionTool;
}): McpTool[] {
  const { list, restore } = kind;
  return [
    {
      name: list.name,
      title: list.title,
      description: list.description,
      scope: 'read',
      input: {
        id: kind.id,
        limit: z.number().int().min(1).max(200).optional().describe('1 to 200; 50 unless told.'),
      },
      run: async (args, context) =>
        (
          await context.graph(
            `query ${list.operation}($id: ID!, $limit: Int) {
            ${list.field}(id: $id, limit: $limit) { id number reason name startedAt savedAt summary current }
          }`,
            { id: args.id, limit: args.limit },
          )
        )[list.field],
    },
    {
      name: restore.name,
      title: restore.title,
      description: restore.description,
      scope: 'write',
      input: { id: kind.id, versionId: z.string().min(1) },
      run: async (args, context) => {
        const data = await context.graph(
          `mutation ${restore.operation}($id: ID!, $versionId: ID!) {
          ${restore.field}(id: $id, versionId: $versionId) { ${kind.fields} }
        }`,
          { id: args.id, versionId: args.versionId },
        );
        return kind.brief(data[restore.field] as Stored);
      },
    },
  ];
}
