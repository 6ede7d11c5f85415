import { type z } from 'zod';

import { type ParseResult, parseResumeData, resumeDataSchema } from './resume-data';
import { sectionsSchema } from './sections';
import { type DocumentIssue } from './shared';

/**
 * Checking a patched document by the parts a patch changed
 * (docs/resume.md#saving-by-json-patch). The model's three parts (basics,
 * sections, metadata) and each section are checked on their own, with no
 * rule across them, so a patch of the headline needs only `basics` checked:
 * the rest is the stored document, checked when it was saved. A part is
 * checked with the same schema the whole document is, so it is refused with
 * the same paths and messages and gets the same defaults.
 */

type Checked = { schema: z.ZodType; path: [string] | ['sections', string] };

const sectionSchemas: Record<string, z.ZodType> = sectionsSchema.unwrap().shape;

/** The part a changed place lies in, or null when only the whole document will do. */
function partOf(keys: string[]): Checked | null {
  const [top, section] = keys;
  if (top === 'basics' || top === 'metadata') {
    return { schema: resumeDataSchema.shape[top], path: [top] };
  }
  if (top === 'sections' && section !== undefined && Object.hasOwn(sectionSchemas, section)) {
    return { schema: sectionSchemas[section], path: ['sections', section] };
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `data`, the stored document with a patch applied, checked as
 * {@link parseResumeData} checks it, but only in the parts holding the
 * `changed` places (JSON Pointers' keys). A place outside the known parts
 * (the root, `sections` itself, a key the model does not have) checks the
 * whole document. The parts not changed are taken as they are.
 */
export function parseChangedResumeData(data: unknown, changed: string[][]): ParseResult {
  const parts = changed.map(partOf);
  if (
    parts.length === 0 ||
    parts.some((part) => part === null) ||
    !isRecord(data) ||
    !isRecord(data.sections)
  ) {
    return parseResumeData(data);
  }
  const result: Record<string, unknown> = {
    basics: data.basics,
    sections: { ...data.sections },
    metadata: data.metadata,
  };
  const issues: DocumentIssue[] = [];
  const done = new Set<string>();
  for (const { schema, path } of parts as Checked[]) {
    const name = path.join('.');
    if (done.has(name)) {
      continue;
    }
    done.add(name);
    const holder = (path.length === 1 ? result : result.sections) as Record<string, unknown>;
    const key = path[path.length - 1];
    const checked = schema.safeParse(holder[key]);
    if (checked.success) {
      holder[key] = checked.data;
    } else {
      for (const issue of checked.error.issues) {
        issues.push({
          path: [...path, ...issue.path.map(String)].join('.'),
          message: issue.message,
        });
      }
    }
  }
  return issues.length > 0
    ? { success: false, issues }
    : { success: true, data: result as z.infer<typeof resumeDataSchema> };
}
