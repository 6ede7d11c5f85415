import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parseResumeData } from '../src';

const fixture = JSON.parse(
  readFileSync(join(__dirname, 'fixtures/reactive-resume-v4.json'), 'utf8'),
);

describe('a Reactive Resume v4 export', () => {
  it('parses with every known field unchanged, unknown keys dropped, the language en-US', () => {
    const result = parseResumeData(fixture);
    if (!result.success) {
      throw new Error(JSON.stringify(result.issues));
    }
    const expected = structuredClone(fixture);
    delete expected.exportedBy;
    delete expected.sections.experience.items[0].highlights;
    // v4 has no resume language: it reads as the default.
    expected.metadata.language = 'en-US';
    expect(result.data).toEqual(expected);
  });

  it('keeps the custom section, its place in the layout, hidden items and level 0', () => {
    const result = parseResumeData(fixture);
    if (!result.success) {
      throw new Error('refused');
    }
    const { sections, metadata } = result.data;
    expect(sections.custom.talks0aaaaaaaaaaaaaaaaaaa.items[0].name).toBe('Exactly Once, Mostly');
    expect(metadata.layout[0][0]).toContain('custom.talks0aaaaaaaaaaaaaaaaaaa');
    expect(metadata.layout).toHaveLength(2);
    expect(sections.skills.items[0].visible).toBe(false);
    expect(sections.languages.items[1].level).toBe(0);
    expect(sections.custom.talks0aaaaaaaaaaaaaaaaaaa.separateLinks).toBe(false);
  });
});
