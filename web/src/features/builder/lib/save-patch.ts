import { diffResumeData, type ResumeData, type ResumePatch } from '@vitae/schema';

import { ApiError } from '../../../lib/api/api-error';

/** The document as this tab last stored it, and its version: what a save's patch is made against. */
export type StoredBase = { version: number; data: ResumeData };

/** More operations than this, and the whole document goes instead (it is then about as small). */
const patchLimit = 200;

/**
 * What the autosave sends for `data` made on `baseVersion`
 * (docs/resume.md#saving-by-json-patch): the patch from the document this tab
 * last stored, when that is the version the save is made on, else null: the
 * whole document (the first save after a draft was restored, after another
 * tab's save or a change of the title).
 */
export function savePatchOf(
  base: StoredBase | null,
  data: ResumeData,
  baseVersion: number,
): ResumePatch | null {
  if (!base || base.version !== baseVersion) {
    return null;
  }
  const patch = diffResumeData(base.data, data);
  return patch.length <= patchLimit ? patch : null;
}

/**
 * Whether the server refused the patch itself (an operation it could not
 * apply: this tab's idea of the stored document was wrong), so the whole
 * document is sent instead; a document the patch made invalid is not.
 */
export function isPatchRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code !== 'BAD_USER_INPUT') {
    return false;
  }
  const details = Array.isArray(error.details) ? (error.details as unknown[]) : [];
  return details.some((detail) => {
    const path = (detail as { path?: unknown } | null)?.path;
    return typeof path === 'string' && (path === 'patch' || path.startsWith('patch.'));
  });
}
