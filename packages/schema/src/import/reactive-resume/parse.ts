import { type ResumeData } from '../../resume-data';
import { itemSectionKeys } from '../../sections';
import { newId } from '../../shared';
import { type ImportContext, isLoose } from '../context';
import { finalise } from '../finalise';
import { importMessages } from '../messages';
import { looksLikeV3 } from '../reactive-resume-v3/detect';
import { type ImportResult } from '../types';

/**
 * Gives a fresh id to every item whose id another item already has. Files
 * written while ids defaulted to one shared value hold such repeats, and the
 * builder finds, updates and deletes items by id.
 */
function separateIds(data: ResumeData, ctx: ImportContext): void {
  const seen = new Set<string>();
  const lists = [
    ...itemSectionKeys.map((key) => ({ path: `sections.${key}`, items: data.sections[key].items })),
    ...Object.entries(data.sections.custom).map(([key, section]) => ({
      path: `sections.custom.${key}`,
      items: section.items,
    })),
  ];
  for (const { path, items } of lists) {
    items.forEach((item: { id: string }, index) => {
      if (seen.has(item.id)) {
        ctx.warn(`${path}.items.${index}.id`, importMessages.duplicateId(item.id), 'duplicateId');
        item.id = newId();
      }
      seen.add(item.id);
    });
  }
}

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
  const result = finalise(json, ctx);
  if (result.ok) {
    separateIds(result.data, ctx);
  }
  return result;
}
