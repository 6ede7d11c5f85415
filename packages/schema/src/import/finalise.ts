import { urlMessage } from '../href';
import { resumeDataSchema } from '../resume-data';
import { withScheme } from '../typed-links';
import { type ImportContext } from './context';
import { importMessages } from './messages';
import { type ImportIssue, type ImportResult } from './types';

// Each pass fixes every issue it can one step further (fix a link, drop the
// value, skip the item); a handful of passes settles any document.
const maxPasses = 8;

type Container = Record<PropertyKey, unknown> | unknown[];

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null;

/** The value at a path, its parent, and the file path of the deepest object along the way. */
function locate(root: unknown, path: PropertyKey[], ctx: ImportContext) {
  let current: unknown = root;
  let parent: Container | undefined;
  let origin: { path: string; depth: number } | undefined;
  for (let depth = 0; depth < path.length; depth += 1) {
    if (isContainer(current)) {
      const known = ctx.origins.get(current);
      if (known !== undefined) {
        origin = { path: known, depth };
      }
    }
    if (!isContainer(current) || !Object.prototype.hasOwnProperty.call(current, path[depth])) {
      return { parent: undefined, value: undefined, origin };
    }
    parent = current;
    current = (current as Record<PropertyKey, unknown>)[path[depth]];
  }
  const known = isContainer(current) ? ctx.origins.get(current) : undefined;
  if (known !== undefined) {
    origin = { path: known, depth: path.length };
  }
  return { parent, value: current, origin };
}

/** A dotted path for a warning: from the file's own path where one is known. */
function describe(
  path: PropertyKey[],
  origin: { path: string; depth: number } | undefined,
): string {
  if (origin === undefined) {
    return path.map(String).join('.');
  }
  return [origin.path, ...path.slice(origin.depth).map(String)]
    .filter((part) => part !== '')
    .join('.');
}

/**
 * Validates built resume data against the model and repairs what a person
 * would forgive: a link without a scheme gains `https://`, a wrong value is
 * dropped (so its default applies), an item missing its required field is
 * skipped; each with a warning. Only what cannot be repaired refuses the file.
 */
export function finalise(raw: Record<string, unknown>, ctx: ImportContext): ImportResult {
  const dropped = new Set<string>();
  let issues: ImportIssue[] = [];
  for (let pass = 0; pass < maxPasses; pass += 1) {
    const result = resumeDataSchema.safeParse(raw);
    if (result.success) {
      return { ok: true, data: result.data, warnings: ctx.warnings };
    }
    issues = [];
    const removals = new Map<unknown[], Set<number>>();
    const remove = (list: unknown[], index: number) => {
      const indexes = removals.get(list) ?? new Set<number>();
      const fresh = !indexes.has(index);
      removals.set(list, indexes.add(index));
      return fresh;
    };
    for (const issue of result.error.issues) {
      const path = issue.path;
      const key = path.map(String).join('.');
      const { parent, value, origin } = locate(raw, path, ctx);
      issues.push({ path: key, message: issue.message });
      const fixed = typeof value === 'string' ? withScheme(value) : undefined;
      let at = path.length - 1;
      while (at >= 0 && typeof path[at] !== 'number') {
        at -= 1;
      }
      // An empty main field of an item (docs/product.md#import-rules) has no default, so dropping it cannot
      // help and the item goes; an empty id is dropped and gets a fresh one.
      const required =
        issue.code === 'too_small' &&
        typeof value === 'string' &&
        at >= 1 &&
        path[path.length - 1] !== 'id';
      if (parent && !Array.isArray(parent) && issue.message === urlMessage && fixed) {
        parent[path[path.length - 1]] = fixed;
        ctx.warn(
          describe(path, origin),
          importMessages.schemeAdded(value as string),
          'linkFixed',
          fixed,
        );
      } else if (Array.isArray(parent) && value !== undefined) {
        if (remove(parent, Number(path[path.length - 1]))) {
          ctx.warn(describe(path, origin), importMessages.skipped(issue.message), 'skipped');
        }
      } else if (parent && value !== undefined && !required && !dropped.has(key)) {
        delete (parent as Record<PropertyKey, unknown>)[path[path.length - 1]];
        dropped.add(key);
        ctx.warn(
          describe(path, origin),
          importMessages.reset(issue.message),
          issue.message === urlMessage ? 'linkCleared' : 'reset',
        );
      } else {
        // A required value is missing: skip the list entry (an item) that holds it.
        const holder = at >= 1 ? locate(raw, path.slice(0, at), ctx).value : undefined;
        if (Array.isArray(holder)) {
          const item = locate(raw, path.slice(0, at + 1), ctx);
          // One warning per skipped item, however many of its fields were wrong.
          if (remove(holder, Number(path[at]))) {
            ctx.warn(
              describe(path.slice(0, at + 1), item.origin),
              importMessages.skipped(issue.message),
              'skipped',
            );
          }
        } else if (path.length >= 2) {
          const owner = locate(raw, path.slice(0, -2), ctx).value;
          if (isContainer(owner) && !Array.isArray(owner)) {
            delete owner[path[path.length - 2] as string];
            ctx.warn(
              path.slice(0, -1).map(String).join('.'),
              importMessages.skipped(issue.message),
              'skipped',
            );
          }
        }
      }
    }
    for (const [list, indexes] of removals) {
      for (const index of [...indexes].sort((a, b) => b - a)) {
        list.splice(index, 1);
      }
    }
  }
  return { ok: false, errors: issues };
}
