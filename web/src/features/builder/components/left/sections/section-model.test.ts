import { defaultResumeData, type ResumeData } from '@vitae/schema';

import {
  addCustomSection,
  addItem,
  blankItem,
  builtInRef,
  customRef,
  deleteItem,
  insertCopy,
  isRequired,
  itemLine,
  moveItem,
  newId,
  removeCustomSection,
  resetItems,
  toggleItem,
} from './section-model';

describe('item list rows', () => {
  it.each([
    ['profiles', { network: 'GitHub', username: 'grace' }, 'GitHub', 'grace'],
    ['experience', { company: 'US Navy', position: 'Rear Admiral' }, 'US Navy', 'Rear Admiral'],
    ['education', { institution: 'Yale', area: 'Mathematics' }, 'Yale', 'Mathematics'],
    ['languages', { name: 'German', description: 'Fluent' }, 'German', 'Fluent'],
    ['awards', { title: 'Medal', awarder: 'Navy' }, 'Medal', 'Navy'],
    ['certifications', { name: 'AWS', issuer: 'Amazon' }, 'AWS', 'Amazon'],
    ['projects', { name: 'COBOL', description: 'A language' }, 'COBOL', 'A language'],
    ['publications', { name: 'Paper', publisher: 'ACM' }, 'Paper', 'ACM'],
    ['volunteer', { organization: 'Red Cross', position: 'Helper' }, 'Red Cross', 'Helper'],
    ['references', { name: 'Howard Aiken', description: 'Mentor' }, 'Howard Aiken', 'Mentor'],
    ['custom', { name: 'Talk', description: 'Keynote' }, 'Talk', 'Keynote'],
  ] as const)('%s: title %s, subtitle', (kind, item, title, subtitle) => {
    expect(itemLine(kind, item)).toEqual({ title, subtitle });
  });

  it('skills: name and description', () => {
    expect(itemLine('skills', { name: 'Go', description: 'Expert', keywords: ['a'] })).toEqual({
      title: 'Go',
      subtitle: 'Expert',
    });
  });

  it('skills without a description: the count of keywords', () => {
    expect(itemLine('skills', { name: 'Go', description: ' ', keywords: ['a', 'b'] })).toEqual({
      title: 'Go',
      keywordCount: 2,
    });
  });

  it('interests: name and keyword count', () => {
    expect(itemLine('interests', { name: 'Sailing', keywords: ['boats'] })).toEqual({
      title: 'Sailing',
      keywordCount: 1,
    });
  });

  it('leaves an empty subtitle out', () => {
    expect(itemLine('experience', { company: 'Navy', position: '' })).toEqual({ title: 'Navy' });
  });
});

describe('required main fields', () => {
  it('knows them from the schemas', () => {
    expect(isRequired('experience', 'company')).toBe(true);
    expect(isRequired('experience', 'position')).toBe(false);
    expect(isRequired('profiles', 'network')).toBe(true);
    expect(isRequired('profiles', 'username')).toBe(true);
    expect(isRequired('skills', 'name')).toBe(false);
    expect(isRequired('volunteer', 'organization')).toBe(true);
  });
});

function withCustom(data: ResumeData, id: string): ResumeData {
  return addCustomSection(data, id);
}

describe('custom sections', () => {
  it('adds a section named "Custom Section" at the end of the last page’s first column', () => {
    const data = defaultResumeData();
    data.metadata.layout = [
      [['profiles'], ['skills']],
      [['experience'], ['languages']],
    ];
    const next = withCustom(data, 'abc');
    expect(next.sections.custom.abc).toMatchObject({
      id: 'abc',
      name: 'Custom Section',
      columns: 1,
      visible: true,
      items: [],
    });
    expect(next.metadata.layout).toEqual([
      [['profiles'], ['skills']],
      [['experience', 'custom.abc'], ['languages']],
    ]);
    expect(data.sections.custom).toEqual({});
  });

  it('adds a page when the layout has none', () => {
    const data = defaultResumeData();
    data.metadata.layout = [];
    expect(withCustom(data, 'abc').metadata.layout).toEqual([[['custom.abc'], []]]);
  });

  it('removes a custom section from the sections and from every column', () => {
    const data = withCustom(withCustom(defaultResumeData(), 'abc'), 'def');
    data.metadata.layout[0][1].push('custom.abc');
    const next = removeCustomSection(data, 'custom.abc');
    expect(Object.keys(next.sections.custom)).toEqual(['def']);
    expect(next.metadata.layout.flat(2)).not.toContain('custom.abc');
    expect(next.metadata.layout.flat(2)).toContain('custom.def');
  });

  it('never removes a built-in section', () => {
    const data = defaultResumeData();
    expect(removeCustomSection(data, 'experience')).toBe(data);
  });
});

describe('item changes', () => {
  const ref = builtInRef('experience');
  const item = (id: string, company: string) => ({ ...blankItem('experience', id), company });

  it('adds, copies after the original, hides, moves and deletes', () => {
    let data = defaultResumeData();
    data = addItem(data, ref, item('a', 'A'));
    data = addItem(data, ref, item('b', 'B'));
    data = insertCopy(data, ref, 'a', item('c', 'A'));
    expect(data.sections.experience.items.map((each) => each.id)).toEqual(['a', 'c', 'b']);
    data = toggleItem(data, ref, 'c');
    expect(data.sections.experience.items[1].visible).toBe(false);
    data = moveItem(data, ref, 'b', 'a');
    expect(data.sections.experience.items.map((each) => each.id)).toEqual(['b', 'a', 'c']);
    data = deleteItem(data, ref, 'a');
    expect(data.sections.experience.items.map((each) => each.id)).toEqual(['b', 'c']);
  });

  it('resets a section to no items, keeping its name', () => {
    let data = addItem(defaultResumeData(), ref, item('a', 'A'));
    data = setName(data);
    const next = resetItems(data, ref);
    expect(next.sections.experience.items).toEqual([]);
    expect(next.sections.experience.name).toBe('Work');
  });

  it('works on a custom section by its path', () => {
    const custom = customRef('abc');
    let data = withCustom(defaultResumeData(), 'abc');
    data = addItem(data, custom, { ...blankItem('custom', 'x'), name: 'Talk' });
    expect(data.sections.custom.abc.items[0]).toMatchObject({ id: 'x', name: 'Talk' });
  });
});

function setName(data: ResumeData): ResumeData {
  return {
    ...data,
    sections: { ...data.sections, experience: { ...data.sections.experience, name: 'Work' } },
  };
}

describe('new ids', () => {
  it('are cuid2s, a new one each time', () => {
    const [a, b] = [newId(), newId()];
    expect(a).toMatch(/^[a-z][a-z0-9]{5,}$/);
    expect(a).not.toBe(b);
  });
});
