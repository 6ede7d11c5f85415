import { defaultResumeData, parseResumeData, resumeDataSchema } from '../src';

// docs/templates.md#pagination: keep together and start on a new page, per section and per item.
describe('keep together and start on a new page', () => {
  it('leaves a document written before the options as it was', () => {
    const parsed = resumeDataSchema.parse({
      sections: { experience: { items: [{ company: 'Acme' }] } },
    });
    expect(parsed.sections.experience).not.toHaveProperty('keepTogether');
    expect(parsed.sections.experience).not.toHaveProperty('breakBefore');
    expect(parsed.sections.experience.items[0]).not.toHaveProperty('keepTogether');
    expect(parsed.sections.experience.items[0]).not.toHaveProperty('breakBefore');
  });

  it('keeps the options of sections, the summary, custom sections and items', () => {
    const parsed = resumeDataSchema.parse({
      sections: {
        summary: { keepTogether: true },
        experience: {
          breakBefore: true,
          items: [{ company: 'Acme', keepTogether: true, breakBefore: false }],
        },
        custom: { talks: { id: 'talks', keepTogether: false, items: [{ breakBefore: true }] } },
      },
    });
    expect(parsed.sections.summary.keepTogether).toBe(true);
    expect(parsed.sections.experience.breakBefore).toBe(true);
    expect(parsed.sections.experience.items[0]).toMatchObject({
      keepTogether: true,
      breakBefore: false,
    });
    expect(parsed.sections.custom.talks.keepTogether).toBe(false);
    expect(parsed.sections.custom.talks.items[0].breakBefore).toBe(true);
  });

  it('survives the JSON export and import round trip', () => {
    const data = defaultResumeData();
    data.sections.skills.keepTogether = true;
    data.sections.education.items.push({
      ...resumeDataSchema.parse({ sections: { education: { items: [{ institution: 'MIT' }] } } })
        .sections.education.items[0],
      breakBefore: true,
    });
    const back = parseResumeData(JSON.parse(JSON.stringify(data)));
    expect(back.success && back.data.sections.skills.keepTogether).toBe(true);
    expect(back.success && back.data.sections.education.items[0].breakBefore).toBe(true);
  });

  it('refuses an option that is not true or false, naming its path', () => {
    const result = parseResumeData({
      sections: { experience: { keepTogether: 'yes', items: [{ company: 'A', breakBefore: 1 }] } },
    });
    expect(result.success).toBe(false);
    expect(!result.success && result.issues.map((issue) => issue.path)).toEqual([
      'sections.experience.keepTogether',
      'sections.experience.items.0.breakBefore',
    ]);
  });
});

// docs/templates.md#fit-to-pages: the spacing a fit may lower, a factor on the template's gaps.
describe('page spacing', () => {
  it('is absent from a document that does not set it', () => {
    expect(resumeDataSchema.parse({}).metadata.page).not.toHaveProperty('spacing');
  });

  it('takes 0.5 to 1.5 and refuses anything beyond, naming its path', () => {
    for (const spacing of [0.5, 1, 1.5]) {
      expect(parseResumeData({ metadata: { page: { spacing } } }).success).toBe(true);
    }
    for (const spacing of [0.4, 1.6]) {
      const result = parseResumeData({ metadata: { page: { spacing } } });
      expect(!result.success && result.issues.map((issue) => issue.path)).toEqual([
        'metadata.page.spacing',
      ]);
    }
  });
});
