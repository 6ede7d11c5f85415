import {
  applyResumePatch,
  diffResumeData,
  parseChangedResumeData,
  parseResumeData,
  type ResumeData,
  sampleResumeData,
} from '../src';

/** The document a patch of `base` makes, checked by its changed parts and whole. */
function bothWays(base: ResumeData, patch: unknown) {
  const applied = applyResumePatch(base, patch);
  if (!applied.ok) {
    throw new Error(applied.problems[0].message);
  }
  return {
    changed: applied.changed,
    byParts: parseChangedResumeData(applied.data, applied.changed),
    whole: parseResumeData(applied.data),
  };
}

describe('checking a patched document by the parts the patch changed', () => {
  const base = sampleResumeData();

  it.each<[string, (next: ResumeData) => void]>([
    ['the headline', (next) => void (next.basics.headline = 'Staff engineer')],
    ['a skill removed', (next) => void next.sections.skills.items.splice(0, 1)],
    [
      'the template and a section title',
      (next) => {
        next.metadata.template = 'bronzor';
        next.sections.experience.name = 'Work';
      },
    ],
  ])('makes what checking the whole document makes: %s', (_name, edit) => {
    const next = structuredClone(base);
    edit(next);
    const { byParts, whole } = bothWays(base, diffResumeData(base, next));
    expect(whole.success).toBe(true);
    expect(byParts).toEqual(whole);
  });

  it('fills a changed part in with its defaults as the whole check does', () => {
    const { changed, byParts, whole } = bothWays(base, [
      { op: 'remove', path: '/sections/awards' },
      { op: 'replace', path: '/basics', value: { name: 'Ada' } },
    ]);
    expect(changed).toEqual([['sections', 'awards'], ['basics']]);
    expect(byParts).toEqual(whole);
    expect(byParts.success && byParts.data.sections.awards.items).toEqual([]);
  });

  it('refuses a bad change naming the field, as the whole check does', () => {
    const { byParts, whole } = bothWays(base, [
      { op: 'replace', path: '/basics/email', value: 42 },
      { op: 'replace', path: '/sections/skills/items/0/level', value: 'expert' },
    ]);
    expect(whole.success).toBe(false);
    expect(byParts).toEqual(whole);
    expect(!byParts.success && byParts.issues.map(({ path }) => path)).toEqual([
      'basics.email',
      'sections.skills.items.0.level',
    ]);
  });

  it('checks the whole document for a change outside the known parts', () => {
    const { byParts, whole } = bothWays(base, [
      { op: 'add', path: '/sections/unknown', value: { items: [] } },
      { op: 'add', path: '/extra', value: 1 },
    ]);
    expect(byParts).toEqual(whole);
    expect(byParts.success && Object.keys(byParts.data)).toEqual([
      'basics',
      'sections',
      'metadata',
    ]);
    expect(byParts.success && 'unknown' in byParts.data.sections).toBe(false);
  });

  it('trusts the stored document outside the changed parts', () => {
    // The stored document is trusted outside the changed parts: this is what
    // makes the check cheap, so the test states it.
    const stored = {
      ...structuredClone(base),
      metadata: { template: 42 },
    } as unknown as ResumeData;
    const { byParts, whole } = bothWays(stored, [
      { op: 'replace', path: '/basics/headline', value: 'Staff engineer' },
    ]);
    expect(whole.success).toBe(false);
    expect(byParts.success).toBe(true);
  });
});
