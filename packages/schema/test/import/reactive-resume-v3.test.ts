import { importMessages } from '../../src';
import { expectFreshIds, fixture, imported, plain, refused } from './helpers';

describe('importing a Reactive Resume v3 export with every section', () => {
  const { data, warnings } = imported(
    'reactive-resume-v3-json',
    fixture('reactive-resume-v3.json'),
  );
  const { basics, sections, metadata } = data;

  it('warns only about the two links written without a scheme, and fixes them', () => {
    expect(plain(warnings)).toEqual([
      { path: 'basics.website', message: importMessages.schemeAdded('minaokafor.dev') },
      {
        path: 'sections.volunteer.items.0.url',
        message: importMessages.schemeAdded('codeclub.example.org'),
      },
    ]);
    expect(basics.url.href).toBe('https://minaokafor.dev');
    expect(sections.volunteer.items[0].url.href).toBe('https://codeclub.example.org');
  });

  it('keeps the personal block and joins the location parts', () => {
    expect(basics).toMatchObject({
      name: 'Mina Okafor',
      headline: 'Backend Engineer',
      email: 'mina.okafor@example.net',
      phone: '+44 20 7946 0958',
      location: '12 Rosebery Avenue, London, England, EC1R 4SX, United Kingdom',
    });
  });

  it('maps the photo filters size, border, grayscale and shape to the picture', () => {
    expect(basics.picture).toEqual({
      url: 'https://cdn.example.net/uploads/91/mina.jpg',
      size: 128,
      aspectRatio: 1,
      borderRadius: 6,
      effects: { hidden: false, border: true, grayscale: true },
    });
  });

  it('reads a circle photo as a full radius, a square one as none, and a hidden photo as hidden', () => {
    const file = JSON.parse(fixture('reactive-resume-v3.json'));
    file.basics.photo.filters.shape = 'circle';
    file.basics.photo.visible = false;
    expect(
      imported('reactive-resume-v3-json', JSON.stringify(file)).data.basics.picture,
    ).toMatchObject({
      borderRadius: 9999,
      effects: { hidden: true },
    });
    file.basics.photo.filters.shape = 'square';
    expect(
      imported('reactive-resume-v3-json', JSON.stringify(file)).data.basics.picture.borderRadius,
    ).toBe(0);
  });

  it('turns the summary and its bullet lines into rich text', () => {
    expect(sections.summary.content).toBe(
      '<p>Backend engineer with eight years of payments experience.</p>' +
        '<ul><li>Moved settlement to event sourcing</li><li>Mentored six engineers</li></ul>',
    );
  });

  it('turns profiles into the profiles section with the lower-cased network as icon', () => {
    expect(sections.profiles.items).toMatchObject([
      { network: 'GitHub', username: 'minaokafor', icon: 'github' },
      { network: 'LinkedIn', username: 'minaokafor', icon: 'linkedin' },
    ]);
  });

  it('turns work into experience, with dates in the file\'s format and an open end as "Present"', () => {
    expect(sections.experience.name).toBe('Work Experience');
    expect(sections.experience.items).toMatchObject([
      { company: 'Ledgerline', position: 'Senior Backend Engineer', date: 'April 2019 - Present' },
      { company: 'Paywise', position: 'Backend Engineer', date: 'September 2015 - March 2019' },
    ]);
    expect(sections.experience.items[0].summary).toBe('<p>Led the settlement team.</p>');
  });

  it('halves skill and language levels and rounds them down, keeping the level text as description', () => {
    expect(sections.skills.items).toMatchObject([
      { name: 'Go', level: 4, description: 'Expert' },
      { name: 'PostgreSQL', level: 3, description: 'Advanced' },
      { name: 'Rust', level: 0, description: 'Beginner' },
    ]);
    expect(sections.languages.items.map(({ level }) => level)).toEqual([5, 2]);
  });

  it('keeps every other section with its header (name, columns, visibility)', () => {
    expect(sections.education).toMatchObject({ columns: 2, visible: true });
    expect(sections.education.items[0]).toMatchObject({
      institution: 'University of Manchester',
      studyType: 'BSc',
      area: 'Computer Science',
      score: 'First',
      date: 'September 2011 - June 2014',
      summary:
        '<p>Dissertation on consensus protocols.</p><ul><li>Distributed Systems</li><li>Compilers</li></ul>',
    });
    expect(sections.awards.items[0]).toMatchObject({
      title: 'Engineer of the Year',
      date: 'December 2021',
    });
    expect(sections.certifications.items[0]).toMatchObject({
      name: 'Certified Kubernetes Administrator',
      issuer: 'CNCF',
    });
    expect(sections.publications.items[0]).toMatchObject({
      publisher: 'ACM Queue',
      date: 'February 2022',
    });
    expect(sections.interests).toMatchObject({ visible: false });
    expect(sections.interests.items[0].keywords).toEqual(['Bouldering', 'Sport']);
    expect(sections.projects.items[0]).toMatchObject({
      name: 'pgtail',
      description: 'Logical replication viewer',
      keywords: ['PostgreSQL', 'TUI'],
    });
    expect(sections.references.items[0]).toMatchObject({
      name: 'Tomás Ferreira',
      description: 'Engineering Manager at Ledgerline',
      summary: '<p>Available on request.</p><p>tomas@ledgerline.example.com · +44 20 7946 0000</p>',
    });
  });

  it('turns sections typed custom, and copied sections typed work, into custom sections', () => {
    expect(sections.custom['talks-7xq']).toMatchObject({
      id: 'talks-7xq',
      name: 'Talks',
      columns: 1,
    });
    expect(sections.custom['talks-7xq'].items[0]).toMatchObject({
      name: 'Settling Money Twice, Safely',
      description: 'GopherCon UK',
      date: 'August 2022 - Present',
      keywords: ['Go', 'Payments'],
    });
    expect(sections.custom['work-2'].items[0]).toMatchObject({
      name: 'Corner Bakery Ltd',
      description: 'Contract Developer',
    });
  });

  it('defaults a section without columns to 1', () => {
    const file = JSON.parse(fixture('reactive-resume-v3.json'));
    delete file.sections.education.columns;
    expect(
      imported('reactive-resume-v3-json', JSON.stringify(file)).data.sections.education.columns,
    ).toBe(1);
  });

  it("carries the layout over with the model's ids and places every section left out", () => {
    expect(metadata.layout).toEqual([
      [
        [
          'experience',
          'education',
          'projects',
          'custom.talks-7xq',
          'custom.work-2',
          'summary',
          'profiles',
        ],
        ['skills', 'languages', 'certifications', 'awards', 'interests'],
      ],
      [['publications', 'volunteer', 'references'], []],
    ]);
  });

  it('keeps the template, colours, font, page format and CSS', () => {
    expect(metadata.template).toBe('kakuna');
    expect(metadata.theme).toEqual({ text: '#1f2937', primary: '#0d9488', background: '#ffffff' });
    expect(metadata.typography.font).toMatchObject({ family: 'Open Sans', size: 15 });
    expect(metadata.page).toMatchObject({ format: 'letter', options: { breakLine: false } });
    expect(metadata.css).toEqual({ value: '.section { margin: 0; }', visible: false });
  });

  it('uses the default template, with a warning, for a v3 template that does not exist here', () => {
    const file = JSON.parse(fixture('reactive-resume-v3.json'));
    file.metadata.template = 'castform';
    const result = imported('reactive-resume-v3-json', JSON.stringify(file));
    expect(result.data.metadata.template).toBe('rhyhorn');
    expect(plain(result.warnings)).toContainEqual({
      path: 'metadata.template',
      message: 'There is no template named "castform". The field was set to its default.',
    });
  });

  it('gives every item a fresh cuid2 instead of its v3 id', () => {
    expectFreshIds(data);
  });

  it('refuses a Reactive Resume v4 file chosen as v3', () => {
    expect(refused('reactive-resume-v3-json', fixture('reactive-resume-v4.json'))).toEqual([
      { path: '', message: 'This file is not a Reactive Resume v3 file.' },
    ]);
  });
});
