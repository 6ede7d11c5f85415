import { type ImportContext, isLoose } from '../context';
import { finalise } from '../finalise';
import { importMessages } from '../messages';
import { looksLikeV3 } from '../reactive-resume-v3/detect';
import { type ImportResult } from '../types';

/**
 * Our own JSON, the shape of Reactive Resume v4's export: a real export
 * imports unchanged (ids kept, unknown keys such as `exportedBy` dropped);
 * wrong values are repaired or dropped with a warning.
 */
export function parseReactiveResume(json: unknown, ctx: ImportContext): ImportResult {
  if (!isLoose(json) || !(isLoose(json.basics) || isLoose(json.sections)) || looksLikeV3(json)) {
    return {
      ok: false,
      errors: [{ path: '', message: importMessages.notFormat('Reactive Resume') }],
    };
  }
  const sections = isLoose(json.sections) ? json.sections : {};
  if (isLoose(sections.custom)) {
    for (const [key, section] of Object.entries(sections.custom)) {
      // The map's key is the section's id; a file that omits the inner id still names it.
      if (isLoose(section) && (typeof section.id !== 'string' || section.id === '')) {
        section.id = key;
      }
    }
  }
  return finalise(json, ctx);
}
