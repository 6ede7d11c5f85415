import {
  defaultResumeData,
  exportJsonResume,
  parseImport,
  type ResumeData,
  resumeDataSchema,
  toJsonResume,
} from '../../src';

/** A resume using every field JSON Resume can carry, written as the import writes them. */
function fullResume(): ResumeData {
  return resumeDataSchema.parse({
    basics: {
      name: 'Adaeze Nwosu',
      headline: 'Platform Engineer',
      email: 'adaeze@example.ng',
      phone: '+234 1 555 0199',
      location: 'Lagos',
      url: { href: 'https://adaeze.example.ng' },
      picture: { url: 'https://images.example.ng/adaeze.png' },
    },
    sections: {
      summary: {
        content: '<p>Platform engineer.</p><p>Loves &lt;boring&gt; tools &amp; checklists.</p>',
      },
      profiles: {
        items: [
          {
            network: 'GitHub',
            username: 'adaezen',
            icon: 'github',
            url: { href: 'https://github.com/adaezen' },
          },
        ],
      },
      experience: {
        items: [
          {
            company: 'Paystack',
            position: 'Staff Engineer',
            location: 'Lagos',
            date: 'March 2021 - Present',
            summary:
              '<p>Runs the platform team.</p><ul><li>Halved deploy time</li><li>On-call rota</li></ul>',
            url: { href: 'https://paystack.example.com' },
          },
          {
            company: 'Andela',
            position: 'Engineer',
            date: 'January 2017 - February 2021',
            summary: '<p>Backend work.</p>',
          },
        ],
      },
      volunteer: {
        items: [
          {
            organization: 'She Code Africa',
            position: 'Mentor',
            date: '2019 - 2022',
            summary: '<p>Mentoring.</p><ul><li>12 mentees</li></ul>',
            url: { href: 'https://shecodeafrica.example.org' },
          },
        ],
      },
      education: {
        items: [
          {
            institution: 'University of Lagos',
            studyType: 'BSc',
            area: 'Computer Science',
            score: '4.5/5',
            date: '2012 - 2016',
            summary: '<ul><li>Operating Systems</li><li>Networks</li></ul>',
            url: { href: 'https://unilag.example.edu.ng' },
          },
        ],
      },
      awards: {
        items: [
          {
            title: 'Engineer of the Year',
            awarder: 'Paystack',
            date: 'December 2022',
            summary: '<p>For the migration.</p>',
          },
        ],
      },
      certifications: {
        items: [
          {
            name: 'CKAD',
            issuer: 'CNCF',
            date: 'June 2020',
            url: { href: 'https://cncf.example.io/ckad/1' },
          },
        ],
      },
      publications: {
        items: [
          {
            name: 'Ledger Design',
            publisher: 'InfoQ',
            date: 'February 2023',
            summary: '<p>Double entry for engineers.</p>',
            url: { href: 'https://infoq.example.com/ledgers' },
          },
        ],
      },
      skills: {
        items: [{ name: 'Go', description: 'Expert', level: 5, keywords: ['gRPC', 'pprof'] }],
      },
      languages: { items: [{ name: 'Igbo', description: 'Native', level: 5 }] },
      interests: { items: [{ name: 'Chess', keywords: ['Openings'] }] },
      references: { items: [{ name: 'Kunle Adeyemi', summary: '<p>A calm pair of hands.</p>' }] },
      projects: {
        items: [
          {
            name: 'ledgerd',
            description: 'A double-entry ledger service',
            date: 'May 2020 - January 2021',
            summary: '<ul><li>Used in production</li></ul>',
            keywords: ['Go', 'PostgreSQL'],
            url: { href: 'https://github.com/adaezen/ledgerd' },
          },
        ],
      },
    },
  });
}

/** Every item of a section without its id (ids are fresh on import). */
const withoutIds = (items: readonly { id: string }[]) => items.map(({ id: _id, ...rest }) => rest);

describe('exporting to JSON Resume 1.0', () => {
  const original = fullResume();
  const { resume, warnings } = toJsonResume(original);

  it('fills every JSON Resume section and says nothing was lost', () => {
    expect(warnings).toEqual([]);
    expect(resume.$schema).toBe(
      'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    );
    expect(resume.basics).toEqual({
      name: 'Adaeze Nwosu',
      label: 'Platform Engineer',
      image: 'https://images.example.ng/adaeze.png',
      email: 'adaeze@example.ng',
      phone: '+234 1 555 0199',
      url: 'https://adaeze.example.ng',
      summary: 'Platform engineer.\n\nLoves <boring> tools & checklists.',
      location: { city: 'Lagos' },
      profiles: [{ network: 'GitHub', username: 'adaezen', url: 'https://github.com/adaezen' }],
    });
    expect(resume.work[0]).toEqual({
      name: 'Paystack',
      position: 'Staff Engineer',
      location: 'Lagos',
      url: 'https://paystack.example.com',
      startDate: '2021-03',
      summary: 'Runs the platform team.',
      highlights: ['Halved deploy time', 'On-call rota'],
    });
    expect(resume.education[0].courses).toEqual(['Operating Systems', 'Networks']);
    expect(resume.publications[0].releaseDate).toBe('2023-02');
    expect(resume.skills[0]).toEqual({ name: 'Go', level: 'Expert', keywords: ['gRPC', 'pprof'] });
    expect(resume.languages[0]).toEqual({ language: 'Igbo', fluency: 'Native' });
  });

  it('imports back with every field JSON Resume carries unchanged', () => {
    const result = parseImport('json-resume-json', JSON.stringify(resume));
    if (!result.ok) {
      throw new Error(JSON.stringify(result.errors));
    }
    expect(result.warnings).toEqual([]);
    const back = result.data;
    const { name, headline, email, phone, location, url, picture } = original.basics;
    expect(back.basics).toMatchObject({
      name,
      headline,
      email,
      phone,
      location,
      url: { href: url.href },
      picture: { url: picture.url },
    });
    expect(back.sections.summary.content).toBe(original.sections.summary.content);
    for (const key of [
      'profiles',
      'experience',
      'volunteer',
      'education',
      'awards',
      'certifications',
      'publications',
      'skills',
      'languages',
      'interests',
      'references',
      'projects',
    ] as const) {
      expect({ key, items: withoutIds(back.sections[key].items) }).toEqual({
        key,
        items: withoutIds(original.sections[key].items),
      });
    }
  });

  it('reads free-text dates with month names and keeps "Present" as an open end', () => {
    const data = fullResume();
    data.sections.experience.items[0].date = 'March 2021 - Present';
    data.sections.experience.items[1].date = 'Jan 2017 – Sept 2021';
    data.sections.awards.items[0].date = 'December 2022';
    const { resume: document } = toJsonResume(data);
    expect(document.work.map(({ startDate, endDate }) => ({ startDate, endDate }))).toEqual([
      { startDate: '2021-03', endDate: undefined },
      { startDate: '2017-01', endDate: '2021-09' },
    ]);
    expect(document.awards[0].date).toBe('2022-12');
  });

  it('lists what JSON Resume cannot hold instead of writing an invalid document', () => {
    const data = fullResume();
    data.sections.experience.items[1].date = 'the summer after college';
    data.sections.certifications.items[0].summary = '<p>Renewed yearly.</p>';
    data.sections.custom.talks = {
      id: 'talks',
      name: 'Talks',
      columns: 1,
      separateLinks: true,
      visible: true,
      items: [],
    };
    data.sections.custom.talks.items.push({ ...data.sections.projects.items[0], location: '' });
    const { resume: document, warnings } = toJsonResume(data);
    expect(document.work[1]).not.toHaveProperty('startDate');
    expect(warnings).toEqual([
      {
        path: 'sections.experience.items.1.date',
        message:
          'JSON Resume needs ISO 8601 dates; "the summer after college" could not be read as one and was left out.',
      },
      {
        path: 'sections.certifications.items.0.summary',
        message: 'JSON Resume has no place for this field; it was left out.',
      },
      {
        path: 'sections.custom.talks',
        message: 'JSON Resume has no custom sections; this section was left out.',
      },
    ]);
  });

  it('leaves out hidden sections and items, saying so', () => {
    const data = fullResume();
    data.sections.interests.visible = false;
    data.sections.experience.items[1].visible = false;
    const { resume: document, warnings } = toJsonResume(data);
    expect(document.interests).toEqual([]);
    expect(document.work).toHaveLength(1);
    expect(warnings.map((warning) => warning.path)).toEqual([
      'sections.experience.items.1',
      'sections.interests',
    ]);
  });

  it('writes no empty strings, which JSON Resume validators refuse for links, emails and dates', () => {
    const { resume: document } = toJsonResume(defaultResumeData());
    expect(JSON.stringify(document)).not.toContain('""');
  });

  it('makes a pretty printed file named after the resume id', () => {
    const file = exportJsonResume({ id: 'clx8c2m1q0000abcd1234efgh', data: original });
    expect(file.fileName).toBe('clx8c2m1q0000abcd1234efgh.resume.json');
    expect(file.text).toBe(JSON.stringify(resume, null, 2));
  });
});
