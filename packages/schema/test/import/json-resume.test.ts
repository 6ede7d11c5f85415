import { importMessages } from '../../src';
import { expectFreshIds, fixture, imported, plain, refused } from './helpers';

const document = () => JSON.parse(fixture('json-resume.json'));
const importDocument = (value: unknown) => imported('json-resume-json', JSON.stringify(value));

describe('importing a JSON Resume 1.0 document with every section', () => {
  const { data, warnings } = imported('json-resume-json', fixture('json-resume.json'));
  const { basics, sections } = data;

  it('imports the whole file without a warning', () => {
    expect(plain(warnings)).toEqual([]);
  });

  it('turns label into headline and keeps name, email, phone, website and image', () => {
    expect(basics).toMatchObject({
      name: 'Sofia Lindqvist',
      headline: 'Site Reliability Engineer',
      email: 'sofia@lindqvist.example.se',
      phone: '+46 8 123 456 78',
      url: { label: '', href: 'https://lindqvist.example.se' },
    });
    expect(basics.picture.url).toBe('https://images.example.se/sofia.jpg');
  });

  it('joins the location parts into one line', () => {
    expect(basics.location).toBe('Drottninggatan 71, Stockholm, Stockholm County, 111 36, SE');
  });

  it('puts the summary in the summary section as paragraphs', () => {
    expect(sections.summary.content).toBe(
      '<p>SRE who likes boring infrastructure.</p><p>On call for a decade, still calm.</p>',
    );
  });

  it('makes each profile icon the lower-cased network and reads a missing username from the link', () => {
    expect(sections.profiles.items).toMatchObject([
      {
        network: 'GitHub',
        username: 'sofial',
        icon: 'github',
        url: { href: 'https://github.com/sofial' },
      },
      {
        network: 'Stack Overflow',
        username: 'sofia-l',
        icon: 'stackoverflow',
        url: { href: 'https://stackoverflow.com/users/1/sofia-l' },
      },
      {
        network: 'Codeberg',
        username: 'sofial',
        icon: 'codeberg',
        url: { href: 'https://codeberg.example/sofial' },
      },
    ]);
  });

  it('turns work into experience, dates written as month and year, joined "start - end", an open end as "Present"', () => {
    const [current, past] = sections.experience.items;
    expect(current).toMatchObject({
      company: 'Nordlys Cloud',
      position: 'Staff SRE',
      location: 'Stockholm',
      date: 'February 2020 - Present',
      url: { href: 'https://nordlys.example.se' },
    });
    expect(past.date).toBe('August 2016 - January 2020');
  });

  it('keeps the highlights as a list in the summary, after the description and summary', () => {
    expect(sections.experience.items[0].summary).toBe(
      "<p>Managed Kubernetes provider</p><p>Own the control plane's reliability.</p>" +
        '<ul><li>Cut paging volume by 70%</li><li>Wrote the incident review guide</li></ul>',
    );
    expect(sections.volunteer.items[0]).toMatchObject({
      organization: 'Rails Girls Stockholm',
      position: 'Coach',
      date: 'March 2017 - November 2019',
      summary:
        '<p>Coached beginners through their first app.</p><ul><li>Ran six workshops</li></ul>',
    });
  });

  it('keeps education with its courses as a list', () => {
    expect(sections.education.items[0]).toMatchObject({
      institution: 'KTH Royal Institute of Technology',
      studyType: 'MSc',
      area: 'Computer Science',
      score: '4.6',
      date: '2011 - 2016',
      summary: '<ul><li>DD2391 Network Security</li><li>ID2203 Distributed Systems</li></ul>',
    });
  });

  it('maps awards, certificates and publications with their single dates', () => {
    expect(sections.awards.items[0]).toMatchObject({
      title: 'Best Postmortem',
      awarder: 'SREcon EMEA',
      date: 'November 2022',
      summary: '<p>For the DNS outage write-up.</p>',
    });
    expect(sections.certifications.items[0]).toMatchObject({
      name: 'CKA',
      issuer: 'CNCF',
      date: 'June 2021',
      url: { href: 'https://cncf.example.io/cert/123' },
    });
    expect(sections.publications.items[0]).toMatchObject({
      name: 'Error Budgets for Small Teams',
      publisher: 'USENIX ;login:',
      date: 'April 2023',
      summary: '<p>A practical guide.</p>',
    });
  });

  it('keeps the skill level text in the description and reads its level from it', () => {
    expect(sections.skills.items).toMatchObject([
      { name: 'Kubernetes', description: 'Master', level: 5, keywords: ['Operators', 'etcd'] },
      { name: 'Go', description: 'Advanced', level: 4, keywords: ['Concurrency'] },
    ]);
  });

  it('maps languages from language and fluency, the level read from the fluency', () => {
    expect(sections.languages.items).toMatchObject([
      { name: 'Swedish', description: 'Native speaker', level: 5 },
      { name: 'English', description: 'Fluent', level: 4 },
    ]);
  });

  it('keeps interests, references and projects', () => {
    expect(sections.interests.items[0]).toMatchObject({
      name: 'Sailing',
      keywords: ['Archipelago', 'Racing'],
    });
    expect(sections.references.items[0]).toMatchObject({
      name: 'Erik Holm',
      summary: '<p>Sofia kept our platform up through two migrations.</p>',
    });
    expect(sections.projects.items[0]).toMatchObject({
      name: 'kube-quiet',
      description: 'Alert deduplication for Prometheus',
      date: 'May 2019 - January 2020',
      summary: '<ul><li>Adopted by three teams</li></ul>',
      keywords: ['Prometheus', 'Go'],
      url: { href: 'https://github.com/sofial/kube-quiet' },
    });
  });

  it('gives every item its own fresh cuid2', () => {
    expectFreshIds(data);
  });
});

describe('a JSON Resume document a person would forgive', () => {
  it('imports a document whose only flaw is a URL without a scheme, with exactly one warning', () => {
    const value = document();
    value.basics.url = 'lindqvist.example.se';
    const { data, warnings } = importDocument(value);
    expect(data.basics.url.href).toBe('https://lindqvist.example.se');
    expect(plain(warnings)).toEqual([
      {
        path: 'basics.url',
        message: importMessages.schemeAdded('lindqvist.example.se'),
      },
    ]);
  });

  it('keeps a date that is not ISO 8601 as written, with a warning saying where', () => {
    const value = document();
    value.work[0].startDate = 'Feb 2020';
    value.awards[0].date = '01/11/2022';
    const { data, warnings } = importDocument(value);
    expect(warnings).toEqual([
      {
        path: 'work.0.startDate',
        message: importMessages.isoDate,
        section: 'experience',
        index: 0,
        field: 'startDate',
        kind: 'dateKept',
      },
      {
        path: 'awards.0.date',
        message: importMessages.isoDate,
        section: 'awards',
        index: 0,
        field: 'date',
        kind: 'dateKept',
      },
    ]);
    expect(data.sections.experience.items[0]).toMatchObject({
      company: 'Nordlys Cloud',
      date: 'Feb 2020 - Present',
    });
    expect(data.sections.awards.items[0]).toMatchObject({
      title: 'Best Postmortem',
      date: '01/11/2022',
    });
  });

  it('writes a year, a year-month and a year-month-day, and keeps anything else as written', () => {
    const dates = ['2020', '2020-02', '2020-02-29', '2020-13', '2020-02-32', '20-02', '2020/02'];
    const value = {
      work: dates.map((startDate) => ({ name: 'Acme', startDate, endDate: '2021' })),
    };
    const { data, warnings } = importDocument(value);
    expect(data.sections.experience.items.map((item) => item.date)).toEqual([
      '2020 - 2021',
      'February 2020 - 2021',
      'February 2020 - 2021',
      '2020-13 - 2021',
      '2020-02-32 - 2021',
      '20-02 - 2021',
      '2020/02 - 2021',
    ]);
    expect(warnings.map((warning) => warning.path)).toEqual([
      'work.3.startDate',
      'work.4.startDate',
      'work.5.startDate',
      'work.6.startDate',
    ]);
  });

  it('clears an invalid email and a javascript: link with a warning naming each', () => {
    const value = document();
    value.basics.email = 'sofia at example';
    value.certificates[0].url = 'javascript:alert(1)';
    const { data, warnings } = importDocument(value);
    expect(data.basics.email).toBe('');
    expect(data.sections.certifications.items[0].url.href).toBe('');
    expect(warnings.map((warning) => warning.path)).toEqual(['basics.email', 'certificates.0.url']);
  });

  it('skips an item without its required field, naming it, and keeps the others', () => {
    const value = document();
    value.work.push({ position: 'Intern', startDate: '2015' });
    const { data, warnings } = importDocument(value);
    expect(data.sections.experience.items).toHaveLength(2);
    expect(plain(warnings)).toEqual([
      { path: 'work.2', message: 'Company is required. The item was skipped.' },
    ]);
  });

  it('warns once for an item skipped for several reasons', () => {
    const value = document();
    value.basics.profiles = [{ url: 'https://example.com/' }];
    const { data, warnings } = importDocument(value);
    expect(data.sections.profiles.items).toEqual([]);
    expect(plain(warnings)).toEqual([
      { path: 'basics.profiles.0', message: 'Network is required. The item was skipped.' },
    ]);
  });

  it('reads a section that is not a list as empty, with a warning', () => {
    const value = document();
    value.skills = 'Kubernetes, Go';
    const { data, warnings } = importDocument(value);
    expect(data.sections.skills.items).toEqual([]);
    expect(plain(warnings)).toEqual([
      { path: 'skills', message: 'Expected a list. The field was left empty.' },
    ]);
  });

  it('refuses a file that is not a JSON Resume document at all', () => {
    expect(refused('json-resume-json', '[1, 2, 3]')).toEqual([
      { path: '', message: 'This file is not a JSON Resume file.' },
    ]);
    expect(refused('json-resume-json', fixture('reactive-resume-v4.json'))).toEqual([
      { path: '', message: 'This file is not a JSON Resume file.' },
    ]);
  });
});
