import { applyPatch, createPatch, type Operation } from 'rfc6902';

/**
 * A save that sends what changed (docs/resume.md#saving-by-json-patch): a JSON
 * Patch (RFC 6902) against the version the change was made on. The rfc6902
 * library applies and writes them; this module checks each operation first,
 * so a patch never reaches an object's prototype and every refusal names the
 * operation.
 */
export type ResumePatch = Operation[];

/** The most operations one patch may hold (a whole document is one `replace`). */
export const resumePatchMaxOperations = 1000;

/** One refused operation: `patch.<index>` and what is wrong. */
export type PatchProblem = { path: string; message: string };

const operationNames = new Set(['add', 'remove', 'replace', 'move', 'copy', 'test']);

/** Keys that lead to an object's prototype: no resume holds them. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** The keys of a JSON Pointer (RFC 6901), or null when it is none. */
function pointerKeys(pointer: unknown): string[] | null {
  if (typeof pointer !== 'string' || (pointer !== '' && !pointer.startsWith('/'))) {
    return null;
  }
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** What is wrong with one operation's shape, or null when nothing is. */
function shapeProblem(operation: unknown): string | null {
  if (typeof operation !== 'object' || operation === null || Array.isArray(operation)) {
    return 'is not an operation object';
  }
  const { op, path, from } = operation as Record<string, unknown>;
  if (typeof op !== 'string' || !operationNames.has(op)) {
    return 'has no op of add, remove, replace, move, copy or test';
  }
  const pointers: [string, unknown][] = [['path', path]];
  if (op === 'move' || op === 'copy') {
    pointers.push(['from', from]);
  }
  for (const [name, pointer] of pointers) {
    const keys = pointerKeys(pointer);
    if (!keys) {
      return `has a ${name} that is no JSON Pointer (empty, or starting with /)`;
    }
    if (keys.some((key) => forbiddenKeys.has(key))) {
      return `has a ${name} no resume holds`;
    }
  }
  if ((op === 'add' || op === 'replace' || op === 'test') && !('value' in operation)) {
    return `(${op}) has no value`;
  }
  return null;
}

/** The words of the library's failure of one operation. */
function failureOf(error: Error): string {
  switch (error.name) {
    case 'MissingError':
      return 'names a place the document does not have';
    case 'TestError':
      return 'tests a value the document does not hold';
    default:
      return 'could not be applied';
  }
}

/**
 * `data` with `patch` applied, on a copy (`data` is left as it was), or the
 * problems that refuse it: a patch that is no list of operations, has too
 * many, or one operation whose shape is wrong or that cannot be applied. The
 * result is not checked against the resume model: the caller checks it, the
 * whole document or only the places the patch `changed` (each a JSON
 * Pointer's keys: the operations' paths, and a move's source).
 */
export function applyResumePatch(
  data: unknown,
  patch: unknown,
): { ok: true; data: unknown; changed: string[][] } | { ok: false; problems: PatchProblem[] } {
  if (!Array.isArray(patch)) {
    return {
      ok: false,
      problems: [{ path: 'patch', message: 'The patch must be a list of JSON Patch operations.' }],
    };
  }
  if (patch.length > resumePatchMaxOperations) {
    const message = `A patch holds at most ${resumePatchMaxOperations} operations; send the whole document instead.`;
    return { ok: false, problems: [{ path: 'patch', message }] };
  }
  const shapes = patch.flatMap((operation, index) => {
    const problem = shapeProblem(operation);
    return problem
      ? [{ path: `patch.${index}`, message: `Operation ${index + 1} ${problem}.` }]
      : [];
  });
  if (shapes.length > 0) {
    return { ok: false, problems: shapes };
  }
  const copy = structuredClone(data);
  const results = applyPatch(copy, patch as Operation[]);
  const index = results.findIndex((result) => result !== null);
  if (index >= 0) {
    const { op, path } = patch[index] as Operation;
    const message = `Operation ${index + 1} (${op} ${path || '/'}) ${failureOf(results[index]!)}.`;
    return { ok: false, problems: [{ path: `patch.${index}`, message }] };
  }
  return { ok: true, data: copy, changed: (patch as Operation[]).flatMap(changedPlaces) };
}

/** The places one (well-formed) operation changes: a test none, a move its source too. */
function changedPlaces(operation: Operation): string[][] {
  switch (operation.op) {
    case 'test':
      return [];
    case 'move':
      return [pointerKeys(operation.path)!, pointerKeys(operation.from)!];
    case 'add':
    case 'copy':
    case 'remove':
    case 'replace':
      return [pointerKeys(operation.path)!];
  }
}

/** The patch that turns `base` into `next`: what the builder's autosave sends. */
export function diffResumeData(base: unknown, next: unknown): ResumePatch {
  return createPatch(base, next);
}
