import {
  applyResumePatch,
  diffResumeData,
  resumePatchMaxOperations,
  sampleResumeData,
} from '../src';

describe('saving by JSON Patch', () => {
  const base = sampleResumeData();

  it('turns the base into the edited document, and leaves the base as it was', () => {
    const next = structuredClone(base);
    next.basics.headline = 'Staff engineer';
    next.sections.skills.items.splice(0, 1);
    const patch = diffResumeData(base, next);
    expect(patch.length).toBeGreaterThan(0);
    expect(JSON.stringify(patch).length).toBeLessThan(JSON.stringify(next).length / 4);
    const before = JSON.stringify(base);
    expect(applyResumePatch(base, patch)).toEqual({
      ok: true,
      data: next,
      changed: patch.map(({ path }) => path.slice(1).split('/')),
    });
    expect(JSON.stringify(base)).toBe(before);
  });

  it('names the operation that cannot be applied, and applies none of the patch', () => {
    const result = applyResumePatch(base, [
      { op: 'replace', path: '/basics/headline', value: 'x' },
      { op: 'remove', path: '/sections/nothing-here' },
    ]);
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          path: 'patch.1',
          message:
            'Operation 2 (remove /sections/nothing-here) names a place the document does not have.',
        },
      ],
    });
    expect(
      applyResumePatch(base, [{ op: 'test', path: '/basics/headline', value: 'not it' }]),
    ).toMatchObject({
      ok: false,
      problems: [{ path: 'patch.0', message: expect.stringMatching(/tests a value/) }],
    });
  });

  it('refuses what is no patch, and operations of the wrong shape, each named', () => {
    expect(applyResumePatch(base, { op: 'add' })).toMatchObject({
      ok: false,
      problems: [{ path: 'patch' }],
    });
    const result = applyResumePatch(base, [
      'add',
      { op: 'merge', path: '/basics' },
      { op: 'add', path: 'basics/name', value: 'x' },
      { op: 'replace', path: '/basics/name' },
      { op: 'copy', path: '/basics/name' },
    ]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((problem) => problem.path)).toEqual([
      'patch.0',
      'patch.1',
      'patch.2',
      'patch.3',
      'patch.4',
    ]);
  });

  it("never reaches an object's prototype", () => {
    for (const path of [
      '/__proto__/admin',
      '/basics/constructor/prototype/admin',
      '/a~1__proto__',
    ]) {
      const result = applyResumePatch(base, [{ op: 'add', path, value: true }]);
      if (path === '/a~1__proto__') {
        // `~1` is a slash inside one key: "a/__proto__" is an ordinary key.
        expect(result.ok).toBe(true);
      } else {
        expect(result).toMatchObject({ ok: false, problems: [{ path: 'patch.0' }] });
      }
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('holds at most so many operations', () => {
    const many = Array.from({ length: resumePatchMaxOperations + 1 }, () => ({
      op: 'test',
      path: '/basics/name',
      value: base.basics.name,
    }));
    expect(applyResumePatch(base, many)).toMatchObject({
      ok: false,
      problems: [{ path: 'patch' }],
    });
  });
});
