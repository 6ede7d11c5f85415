import {
  compareWithSource,
  resumeJobSchema,
  resumeParts,
  sameJson,
  sampleResumeData,
  takeFromSource,
  unknownParts,
} from '../src';

describe('a tailored copy against its source', () => {
  const made = () => {
    const source = sampleResumeData();
    const copy = structuredClone(source);
    return { source, copy, base: structuredClone(resumeParts(source)) };
  };
  const changeOf = (comparison: ReturnType<typeof compareWithSource>, key: string) =>
    comparison.find((part) => part.key === key)?.change;

  it('finds every part the same right after the copy is made, whatever the order of keys', () => {
    const { source, copy, base } = made();
    copy.basics = Object.fromEntries(Object.entries(copy.basics).reverse()) as typeof copy.basics;
    const comparison = compareWithSource(copy, source, base);
    expect(comparison.length).toBeGreaterThan(5);
    expect(comparison.every((part) => part.change === 'same')).toBe(true);
    expect(comparison.find((part) => part.key === 'experience')?.name).toBe(
      source.sections.experience.name,
    );
  });

  it("tells the copy's edits, the source's changes and both apart, and takes a source's section", () => {
    const { source, copy, base } = made();
    copy.sections.summary.content = '<p>Aimed at the job.</p>';
    source.sections.skills.items[0].name = 'Renamed in the source';
    source.basics.headline = 'Source headline';
    copy.basics.headline = 'Copy headline';

    const comparison = compareWithSource(copy, source, base);
    expect(changeOf(comparison, 'summary')).toBe('copy');
    expect(changeOf(comparison, 'skills')).toBe('source');
    expect(changeOf(comparison, 'basics')).toBe('both');
    expect(changeOf(comparison, 'experience')).toBe('same');

    const taken = takeFromSource(copy, source, base, ['skills']);
    expect(taken.data.sections.skills.items[0].name).toBe('Renamed in the source');
    // Nothing else moved: the copy's own summary and headline stay.
    expect(taken.data.sections.summary.content).toBe('<p>Aimed at the job.</p>');
    expect(taken.data.basics.headline).toBe('Copy headline');
    expect(copy.sections.skills.items[0].name).not.toBe('Renamed in the source');
    const after = compareWithSource(taken.data, source, taken.base);
    expect(changeOf(after, 'skills')).toBe('same');
    expect(changeOf(after, 'summary')).toBe('copy');
  });

  it("brings a source's new custom section into the copy's layout, and drops one the source removed", () => {
    const { source, copy, base } = made();
    source.sections.custom.talks = {
      id: 'talks',
      name: 'Talks',
      columns: 1,
      separateLinks: true,
      visible: true,
      items: [],
    } as unknown as (typeof source.sections.custom)[string];
    source.metadata.layout[0][1] = [...(source.metadata.layout[0][1] ?? []), 'custom.talks'];
    expect(changeOf(compareWithSource(copy, source, base), 'custom.talks')).toBe('source');

    const added = takeFromSource(copy, source, base, ['custom.talks']);
    expect(added.data.sections.custom.talks?.name).toBe('Talks');
    expect(added.data.metadata.layout[0][1]).toContain('custom.talks');

    delete source.sections.custom.talks;
    const removed = takeFromSource(added.data, source, added.base, ['custom.talks']);
    expect(removed.data.sections.custom.talks).toBeUndefined();
    expect(removed.data.metadata.layout.flat(2)).not.toContain('custom.talks');
    expect(unknownParts(removed.data, source, ['custom.talks', 'skills', 'nope'])).toEqual([
      'custom.talks',
      'nope',
    ]);
  });

  it('compares JSON by value', () => {
    expect(sameJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: null }, { a: 0 })).toBe(false);
  });
});

describe("a resume's job", () => {
  it('keeps a posting up to 20,000 characters and refuses a longer one, naming the limit', () => {
    expect(resumeJobSchema.parse({ posting: 'x'.repeat(20_000) }).posting).toHaveLength(20_000);
    const refused = resumeJobSchema.safeParse({ posting: 'x'.repeat(20_001) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['posting'],
      message: 'The posting must hold at most 20,000 characters.',
    });
  });

  it('trims the company and role, and takes a calendar date or none', () => {
    expect(
      resumeJobSchema.parse({ company: '  Acme  ', role: ' Engineer ', date: '2026-11-30' }),
    ).toEqual({ posting: '', company: 'Acme', role: 'Engineer', date: '2026-11-30' });
    expect(resumeJobSchema.safeParse({ date: '30/11/2026' }).error?.issues[0].message).toBe(
      'The date must be written as YYYY-MM-DD.',
    );
    expect(resumeJobSchema.safeParse({ date: '2026-02-30' }).error?.issues[0].message).toBe(
      'The date must be a day of the calendar.',
    );
    expect(resumeJobSchema.safeParse({ posting: 'a\u0000b' }).error?.issues[0].message).toBe(
      'The posting must not hold control characters.',
    );
    expect(resumeJobSchema.parse({ posting: 'line\n\tindented' }).posting).toBe('line\n\tindented');
    expect(resumeJobSchema.safeParse({ company: 'x'.repeat(201) }).error?.issues[0].message).toBe(
      'The company must hold at most 200 characters.',
    );
  });
});
