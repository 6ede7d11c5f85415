import { sampleResumeData } from '@vitae/schema';

import { ApiError } from '../../../lib/api/api-error';
import { isPatchRefusal, savePatchOf } from './save-patch';

describe("the autosave's patch", () => {
  const stored = { version: 7, data: sampleResumeData() };

  it('is what changed since the stored document, when the save is made on its version', () => {
    const edited = structuredClone(stored.data);
    edited.basics.headline = 'Typed just now';
    expect(savePatchOf(stored, edited, 7)).toEqual([
      { op: 'replace', path: '/basics/headline', value: 'Typed just now' },
    ]);
  });

  it('is none (the whole document goes) on another version, with no stored document, or when it is large', () => {
    const edited = structuredClone(stored.data);
    edited.basics.headline = 'x';
    expect(savePatchOf(stored, edited, 8)).toBeNull();
    expect(savePatchOf(null, edited, 7)).toBeNull();
    const rewritten = structuredClone(stored.data);
    rewritten.sections.skills.items = Array.from({ length: 250 }, (_, index) => ({
      ...stored.data.sections.skills.items[0],
      id: `skill${index}`,
      name: `Skill ${index}`,
    }));
    expect(savePatchOf(stored, rewritten, 7)).toBeNull();
  });

  it('falls back to the whole document only when the server could not apply the patch', () => {
    const refusal = (path: string) =>
      new ApiError(200, 'BAD_USER_INPUT', 'refused', [{ path, message: 'x' }] as never);
    expect(isPatchRefusal(refusal('patch.3'))).toBe(true);
    expect(isPatchRefusal(refusal('patch'))).toBe(true);
    expect(isPatchRefusal(refusal('data.basics.email'))).toBe(false);
    expect(isPatchRefusal(new ApiError(200, 'ResumeVersionConflict', 'stale'))).toBe(false);
    expect(isPatchRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });
});
