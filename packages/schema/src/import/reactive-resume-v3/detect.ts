import { isLoose, type Loose } from '../context';

/** A JSON value's `basics` and `sections` (empty when absent), or undefined when it is no object. */
function partsOf(json: unknown): { basics: Loose; sections: Loose } | undefined {
  if (!isLoose(json)) {
    return undefined;
  }
  return {
    basics: isLoose(json.basics) ? json.basics : {},
    sections: isLoose(json.sections) ? json.sections : {},
  };
}

/** Whether a JSON value has the marks of a Reactive Resume v3 file (a `work` section, a `photo`, a `website`). */
export function looksLikeV3(json: unknown): boolean {
  const parts = partsOf(json);
  return (
    parts !== undefined &&
    ('work' in parts.sections || 'photo' in parts.basics || 'website' in parts.basics)
  );
}

/** Whether a JSON value has the marks of a Reactive Resume v4 file (an `experience` section, a `picture`). */
export function looksLikeV4(json: unknown): boolean {
  const parts = partsOf(json);
  return (
    parts !== undefined &&
    ('experience' in parts.sections || 'picture' in parts.basics || 'customFields' in parts.basics)
  );
}
