import {
  defaultLayout,
  defaultResumeData,
  directionOf,
  itemSectionKeys,
  parseResumeData,
} from '../src';

describe('a blank resume has every product default', () => {
  const data = defaultResumeData();

  it('uses the rhyhorn template, an 18 margin on A4 with break line and page numbers', () => {
    expect(data.metadata.template).toBe('rhyhorn');
    expect(data.metadata.page).toEqual({
      margin: 18,
      format: 'a4',
      options: { breakLine: true, pageNumbers: true },
    });
  });

  it('uses a white page, black text and the red primary colour', () => {
    expect(data.metadata.theme).toEqual({
      background: '#ffffff',
      text: '#000000',
      primary: '#dc2626',
    });
  });

  it('sets IBM Plex Serif, latin, regular, italic and 600, 14, line height 1.5, links underlined, icons shown', () => {
    expect(data.metadata.typography).toEqual({
      font: {
        family: 'IBM Plex Serif',
        subset: 'latin',
        variants: ['regular', 'italic', '600'],
        size: 14,
      },
      lineHeight: 1.5,
      hideIcons: false,
      underlineLinks: true,
    });
  });

  it('keeps custom CSS hidden, with an outline rule for sections ready to edit', () => {
    expect(data.metadata.css.visible).toBe(false);
    expect(data.metadata.css.value).toMatch(/\.section\s*{[^}]*outline/);
    expect(data.metadata.notes).toBe('');
  });

  it('writes the resume in en-US, left to right, until its language is set', () => {
    expect(data.metadata.language).toBe('en-US');
    expect(directionOf(data.metadata.language)).toBe('ltr');
  });

  it('keeps a supported resume language, mirrors ar-SA, fa-IR and he-IL, and names a bad one', () => {
    const set = (language: unknown) =>
      parseResumeData({ ...data, metadata: { ...data.metadata, language } });
    const arabic = set('ar-SA');
    expect(arabic.success && arabic.data.metadata.language).toBe('ar-SA');
    expect(['ar-SA', 'fa-IR', 'he-IL', 'ja-JP'].map(directionOf)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'ltr',
    ]);
    const bad = set('xx-XX');
    expect(bad.success).toBe(false);
    expect(!bad.success && bad.issues[0]).toMatchObject({
      path: 'metadata.language',
      message: 'Language must be one of the supported locales.',
    });
  });

  it('lays out one page: the main column and the sidebar of the default layout', () => {
    expect(data.metadata.layout).toEqual([
      [
        ['profiles', 'summary', 'experience', 'education', 'projects', 'volunteer', 'references'],
        ['skills', 'interests', 'certifications', 'awards', 'publications', 'languages'],
      ],
    ]);
    expect(data.metadata.layout).toEqual(defaultLayout());
  });

  it('gives the picture size 64, ratio 1, square corners and no effects', () => {
    expect(data.basics.picture).toEqual({
      url: '',
      size: 64,
      aspectRatio: 1,
      borderRadius: 0,
      effects: { hidden: false, border: false, grayscale: false },
    });
    expect(data.basics.url).toEqual({ label: '', href: '' });
    expect(data.basics.customFields).toEqual([]);
  });

  it('names each section after its key, volunteer as Volunteering; one column, visible, empty', () => {
    const names = Object.fromEntries(itemSectionKeys.map((key) => [key, data.sections[key].name]));
    expect(names).toEqual({
      awards: 'Awards',
      certifications: 'Certifications',
      education: 'Education',
      experience: 'Experience',
      volunteer: 'Volunteering',
      interests: 'Interests',
      languages: 'Languages',
      profiles: 'Profiles',
      projects: 'Projects',
      publications: 'Publications',
      references: 'References',
      skills: 'Skills',
    });
    for (const key of itemSectionKeys) {
      expect(data.sections[key]).toMatchObject({ id: key, columns: 1, visible: true, items: [] });
    }
    expect(data.sections.summary).toMatchObject({ id: 'summary', name: 'Summary', content: '' });
    expect(data.sections.custom).toEqual({});
  });

  it('fills a new skill and language with level 1, and a custom section with its name', () => {
    const parsed = parseResumeData({
      sections: {
        skills: { items: [{ name: 'Go' }] },
        languages: { items: [{ name: 'Basque' }] },
        custom: { abc: { id: 'abc', items: [{ name: 'Thing' }] } },
      },
    });
    if (!parsed.success) {
      throw new Error(JSON.stringify(parsed.issues));
    }
    expect(parsed.data.sections.skills.items[0]).toMatchObject({
      level: 1,
      keywords: [],
      visible: true,
    });
    expect(parsed.data.sections.languages.items[0].level).toBe(1);
    expect(parsed.data.sections.custom.abc.name).toBe('Custom Section');
  });

  it('keeps the font variants a stored resume names', () => {
    const stored = defaultResumeData();
    stored.metadata.typography.font.variants = ['regular'];
    const parsed = parseResumeData(stored);
    if (!parsed.success) {
      throw new Error(JSON.stringify(parsed.issues));
    }
    expect(parsed.data.metadata.typography.font.variants).toEqual(['regular']);
  });

  it('returns a new document each call, so one resume never edits another', () => {
    const first = defaultResumeData();
    first.metadata.layout[0][0].push('custom.x');
    first.metadata.typography.font.variants.push('700');
    expect(defaultResumeData().metadata.layout[0][0]).not.toContain('custom.x');
    expect(defaultResumeData().metadata.typography.font.variants).toEqual([
      'regular',
      'italic',
      '600',
    ]);
  });
});
