import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { defaultSectionNames } from '../../src';
import { type DocumentLine, linesFromPdfItems } from '../../src/import/document/document-lines';
import { headingWords } from '../../src/import/document/heading-words';
import { parseDocumentLines } from '../../src/import/document/parse-document';

/** A resume as a person lays it out in Word: a big name, bold headings, body text at 10 pt. */
const line = (text: string, size = 10, bold = false): DocumentLine => ({ text, size, bold });

function read(lines: DocumentLine[], language?: Parameters<typeof parseDocumentLines>[1]) {
  const result = parseDocumentLines(lines, language);
  if (!result.ok) {
    throw new Error(JSON.stringify(result.errors));
  }
  return result;
}

const englishResume = [
  line('Ada Lovelace', 22, true),
  line('Staff Platform Engineer'),
  line('ada@example.org | +44 20 7946 0000 | ada.example.dev'),
  line('London, United Kingdom'),
  line('SUMMARY', 12, true),
  line('Engineer who builds reliable platforms for teams that ship every day.'),
  line('Work Experience', 12, true),
  line('Analytical Engines Ltd — Staff Engineer', 10, true),
  line('March 2021 - Present'),
  line('• Led the move to Kubernetes for 40 services'),
  line('• Cut paging volume by 70%'),
  line('Babbage & Co', 10, true),
  line('Senior Engineer | Jan 2017 – Feb 2021'),
  line('Built the billing pipeline.'),
  line('Education', 12, true),
  line('University of London', 10, true),
  line('BSc, Mathematics'),
  line('2013 - 2016'),
  line('Skills', 12, true),
  line('Languages: TypeScript, Go, SQL'),
  line('Platforms: Kubernetes, PostgreSQL'),
  line('Languages', 12, true),
  line('English (Native), French (B2)'),
  line('TALKS', 12, true),
  line('Engines at scale'),
  line('PlatformCon 2023'),
  line('Page 1 of 1', 8),
];

describe('reading a PDF or Word resume by its lines (docs/import-export.md#pdf-and-word)', () => {
  const { data, warnings } = read(englishResume);

  it('takes the basics from the lines above the first heading', () => {
    expect(data.basics).toMatchObject({
      name: 'Ada Lovelace',
      headline: 'Staff Platform Engineer',
      email: 'ada@example.org',
      phone: '+44 20 7946 0000',
      location: 'London, United Kingdom',
    });
    expect(data.basics.url.href).toBe('https://ada.example.dev');
    expect(data.sections.summary.content).toBe(
      '<p>Engineer who builds reliable platforms for teams that ship every day.</p>',
    );
  });

  it('splits experience into jobs: company, role, dates and bullets', () => {
    expect(data.sections.experience.name).toBe('Work Experience');
    expect(data.sections.experience.items).toMatchObject([
      {
        company: 'Analytical Engines Ltd',
        position: 'Staff Engineer',
        date: 'March 2021 - Present',
        summary:
          '<ul><li>Led the move to Kubernetes for 40 services</li><li>Cut paging volume by 70%</li></ul>',
      },
      {
        company: 'Babbage & Co',
        position: 'Senior Engineer',
        date: 'Jan 2017 – Feb 2021',
        summary: '<p>Built the billing pipeline.</p>',
      },
    ]);
  });

  it('reads schools, skills with keywords, and languages with their levels', () => {
    expect(data.sections.education.items).toMatchObject([
      { institution: 'University of London', studyType: 'BSc, Mathematics', date: '2013 - 2016' },
    ]);
    expect(data.sections.skills.items).toMatchObject([
      { name: 'Languages', keywords: ['TypeScript', 'Go', 'SQL'] },
      { name: 'Platforms', keywords: ['Kubernetes', 'PostgreSQL'] },
    ]);
    expect(data.sections.languages.items).toMatchObject([
      { name: 'English', description: 'Native', level: 5 },
      { name: 'French', description: 'B2', level: 3 },
    ]);
  });

  it('keeps what is under an unknown heading in a custom section of that name, shown in the layout', () => {
    const custom = Object.values(data.sections.custom);
    expect(custom).toMatchObject([{ name: 'TALKS', items: [{ name: 'Engines at scale' }] }]);
    expect(data.metadata.layout[0][0]).toContain(`custom.${custom[0].id}`);
    // And the person is told where it went.
    expect(warnings).toContainEqual(
      expect.objectContaining({ kind: 'keptAsSection', section: custom[0].id, field: '' }),
    );
    // The page number is not the resume's text.
    expect(JSON.stringify(data)).not.toContain('Page 1 of 1');
  });

  it('recognises headings in other languages: German, Spanish, Chinese', () => {
    const german = read(
      [
        line('Max Mustermann', 20, true),
        line('Berufserfahrung', 12, true),
        line('Beispiel GmbH', 10, true),
        line('Entwickler | 03/2019 – heute'),
        line('• Baute die Plattform'),
        line('Ausbildung', 12, true),
        line('TU München'),
        line('2014 - 2018'),
        line('Sprachen', 12, true),
        line('Deutsch (Muttersprache), Englisch (C1)'),
      ],
      { language: 'de-DE' },
    ).data;
    expect(german.sections.experience.items).toMatchObject([
      { company: 'Beispiel GmbH', position: 'Entwickler', date: '03/2019 – heute' },
    ]);
    expect(german.sections.education.items).toMatchObject([{ institution: 'TU München' }]);
    expect(german.sections.languages.items.map((item) => item.name)).toEqual([
      'Deutsch',
      'Englisch',
    ]);
    expect(german.metadata.language).toBe('de-DE');

    const spanish = read([
      line('Lucía Pérez', 20),
      line('EXPERIENCIA LABORAL', 12, true),
      line('Acme S.A.', 10, true),
      line('Ingeniera'),
      line('2019 - 2022'),
      line('HABILIDADES', 12, true),
      line('Python, Docker'),
    ]).data;
    expect(spanish.sections.experience.items).toMatchObject([
      { company: 'Acme S.A.', position: 'Ingeniera' },
    ]);
    expect(spanish.sections.skills.items.map((item) => item.name)).toEqual(['Python', 'Docker']);

    const chinese = read([
      line('王小明', 20),
      line('工作经历', 12, true),
      line('某科技公司', 10, true),
      line('2020年3月 - 至今'),
      line('技能', 12, true),
      line('Java、Go'),
    ]).data;
    expect(chinese.sections.experience.items).toMatchObject([
      { company: '某科技公司', date: '2020年3月 - 至今' },
    ]);
    expect(chinese.sections.skills.items.map((item) => item.name)).toEqual(['Java', 'Go']);
  });

  it('reads the heading Vitae prints for each section in each of the 46 resume languages', () => {
    const folder = join(__dirname, '../../../../web/src/artboard/i18n/locales');
    const printed: Array<[string, Record<string, string>]> = [
      ['en-US.json', defaultSectionNames],
      ...readdirSync(folder).map((file): [string, Record<string, string>] => [
        file,
        JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>,
      ]),
    ];
    expect(printed).toHaveLength(46);
    const misread: string[] = [];
    for (const [file, strings] of printed) {
      for (const section of Object.keys(headingWords)) {
        const { data: found } = read([
          line('Someone', 20),
          line(strings[section], 12, true),
          // A summary is prose; a list of profiles is short.
          line(
            section === 'summary' ? 'Something I wrote about myself at length.' : 'Something, Else',
          ),
        ]);
        const content =
          section === 'summary'
            ? found.sections.summary.content
            : JSON.stringify((found.sections as unknown as Record<string, unknown>)[section]);
        if (!content.includes('Something')) {
          misread.push(`${file} ${section}: ${strings[section]}`);
        }
      }
    }
    expect(misread).toEqual([]);
  });

  it('reads "Profile" as a summary over prose and as profiles over links', () => {
    const prose = read([
      line('Ada', 20),
      line('PROFILE', 12, true),
      line('I build platforms.'),
    ]).data;
    expect(prose.sections.summary.content).toBe('<p>I build platforms.</p>');
    const links = read([
      line('Ada', 20),
      line('Profile', 12, true),
      line('github.com/ada, GitLab: ada-l'),
    ]).data;
    expect(links.sections.profiles.items).toMatchObject([
      { network: 'Github', username: 'ada', url: { href: 'https://github.com/ada' } },
      { network: 'GitLab', username: 'ada-l' },
    ]);
  });

  it('refuses nothing: an empty or heading-less document is a resume with a name', () => {
    const empty = parseDocumentLines([]);
    expect(empty.ok).toBe(true);
    const plain = read([
      line('Just a name'),
      line('and a line of text that says who they are.'),
    ]).data;
    expect(plain.basics.name).toBe('Just a name');
  });
});

describe('reading the lines of a PDF: parts, columns and lists', () => {
  const at = (
    text: string,
    options: Partial<DocumentLine> & { parts?: string[] } = {},
  ): DocumentLine => ({ text, size: 10.5, ...options });
  const heading = (text: string, page?: number, column?: number) =>
    at(text, { size: 12, bold: true, ...(page ? { page, column } : {}) });

  it('takes contacts set apart on one line: place, phone, email and link', () => {
    const { basics } = read([
      at('Ada Lovelace', { size: 22, bold: true }),
      at('Staff Engineer, Platform'),
      at('London, United Kingdom +44 20 7946 0000 ada@example.org ada.dev', {
        size: 9.4,
        parts: ['London, United Kingdom', '+44 20 7946 0000', 'ada@example.org', 'ada.dev'],
      }),
      heading('Experience'),
    ]).data;
    expect(basics).toMatchObject({
      name: 'Ada Lovelace',
      headline: 'Staff Engineer, Platform',
      location: 'London, United Kingdom',
      phone: '+44 20 7946 0000',
      email: 'ada@example.org',
      url: { href: 'https://ada.dev' },
    });
  });

  it('reads a header with the date at its right and the place under it, and keeps links and keywords with their entry', () => {
    const { sections } = read([
      at('Ada Lovelace', { size: 22, bold: true }),
      heading('Experience'),
      at('Acme 2021 - Present', { bold: true, parts: ['Acme', '2021 - Present'] }),
      at('Staff Engineer Berlin, Germany', { parts: ['Staff Engineer', 'Berlin, Germany'] }),
      at('Led the move of 140 services to Kubernetes.'),
      at('acme.example.com', { size: 9.4 }),
      at('Beta Corp', { bold: true }),
      at('Engineer'),
      at('2017 - 2021', { size: 9.2, bold: true }),
      at('Remote, Spain', { size: 9.2 }),
      heading('Projects'),
      at('Quayside 2022', { bold: true, parts: ['Quayside', '2022'] }),
      at('Deploy dashboard'),
      at('Shows what is deployed where.'),
      at('TypeScript, React', { size: 9.4 }),
      at('github.com/ada/quayside', { size: 9.4 }),
      at('pg-tidy 2019', { bold: true, parts: ['pg-tidy', '2019'] }),
      at('Bloat reporter'),
      heading('Education'),
      at('University of London 2013 - 2016', {
        bold: true,
        parts: ['University of London', '2013 - 2016'],
      }),
      at('Master of Science, Mathematics'),
      at('With distinction'),
    ]).data;
    expect(sections.experience.items).toMatchObject([
      {
        company: 'Acme',
        position: 'Staff Engineer',
        location: 'Berlin, Germany',
        date: '2021 - Present',
        url: { href: 'https://acme.example.com' },
      },
      {
        company: 'Beta Corp',
        position: 'Engineer',
        location: 'Remote, Spain',
        date: '2017 - 2021',
      },
    ]);
    expect(sections.projects.items).toMatchObject([
      {
        name: 'Quayside',
        description: 'Deploy dashboard',
        date: '2022',
        keywords: ['TypeScript', 'React'],
        url: { href: 'https://github.com/ada/quayside' },
      },
      { name: 'pg-tidy', description: 'Bloat reporter', date: '2019' },
    ]);
    expect(sections.education.items).toMatchObject([
      {
        institution: 'University of London',
        studyType: 'Master of Science, Mathematics',
        score: 'With distinction',
        date: '2013 - 2016',
      },
    ]);
  });

  it('starts a new entry after a date set alone, as a sidebar sets certificates', () => {
    const { sections } = read([
      at('Ada', { size: 22 }),
      heading('Certifications'),
      at('Certified Kubernetes Administrator', { bold: true }),
      at('Cloud Native Computing Foundation'),
      at('2022', { size: 9.2, bold: true }),
      at('AWS Certified Solutions Architect', { bold: true }),
      at('Amazon Web Services'),
      at('2020', { size: 9.2, bold: true }),
    ]).data;
    expect(sections.certifications.items).toMatchObject([
      { name: 'Certified Kubernetes Administrator', issuer: 'Cloud Native Computing Foundation' },
      { name: 'AWS Certified Solutions Architect', issuer: 'Amazon Web Services', date: '2020' },
    ]);
  });

  it('reads skills and interests as a name over a smaller line of keywords, languages and profiles by their parts', () => {
    const { sections } = read([
      at('Ada', { size: 22 }),
      heading('Skills'),
      at('Infrastructure Expert', { bold: true, parts: ['Infrastructure', 'Expert'] }),
      at('Kubernetes Terraform Helm', {
        size: 8.7,
        parts: ['Kubernetes', 'Terraform', 'Helm'],
      }),
      // A skill named like a section is set like the skills, not like the headings.
      at('Languages', { bold: true }),
      at('TypeScript, Go', { size: 9.4 }),
      heading('Interests'),
      at('Sailing', { bold: true }),
      at('Dinghy racing, Navigation', { size: 9.4 }),
      heading('Languages'),
      at('Spanish Native speaker', { bold: true, parts: ['Spanish', 'Native speaker'] }),
      at('English Fluent (C1)', { bold: true, parts: ['English', 'Fluent (C1)'] }),
      heading('Profiles'),
      at('ada GitHub', { bold: true, parts: ['ada', 'GitHub'] }),
      at('ada-l LinkedIn', { bold: true }),
    ]).data;
    expect(sections.skills.items).toMatchObject([
      { name: 'Infrastructure', description: 'Expert', level: 5 },
      { name: 'Languages', keywords: ['TypeScript', 'Go'] },
    ]);
    expect(sections.skills.items[0].keywords).toEqual(['Kubernetes', 'Terraform', 'Helm']);
    expect(sections.interests.items).toMatchObject([
      { name: 'Sailing', keywords: ['Dinghy racing', 'Navigation'] },
    ]);
    expect(sections.languages.items).toMatchObject([
      { name: 'Spanish', description: 'Native speaker', level: 5 },
      { name: 'English', description: 'Fluent (C1)' },
    ]);
    expect(sections.profiles.items).toMatchObject([
      { network: 'GitHub', username: 'ada' },
      { network: 'LinkedIn', username: 'ada-l' },
    ]);
  });

  it('reads each column whole: the top of a column holds basics on the first page and continues its section after', () => {
    const { basics, sections } = read([
      at('Ada Lovelace', { size: 22, bold: true, page: 1, column: 20 }),
      heading('Skills', 1, 20),
      at('Go, SQL', { page: 1, column: 20 }),
      at('ada@example.org', { size: 9.4, page: 1, column: 200 }),
      heading('Experience', 1, 200),
      at('Acme 2021 - Present', {
        bold: true,
        parts: ['Acme', '2021 - Present'],
        page: 1,
        column: 200,
      }),
      at('Staff Engineer', { page: 1, column: 200 }),
      heading('Languages', 2, 20),
      at('English', { page: 2, column: 20 }),
      at('Beta Corp 2017 - 2021', {
        bold: true,
        parts: ['Beta Corp', '2017 - 2021'],
        page: 2,
        column: 200,
      }),
      at('Engineer', { page: 2, column: 200 }),
    ]).data;
    expect(basics).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.org' });
    expect(sections.experience.items).toMatchObject([
      { company: 'Acme', position: 'Staff Engineer' },
      { company: 'Beta Corp', position: 'Engineer', date: '2017 - 2021' },
    ]);
    expect(sections.languages.items.map((item) => item.name)).toEqual(['English']);
  });
});

describe("pdf.js's text items as lines", () => {
  const item = (str: string, x: number, y: number, size = 10, fontName = 'g_d0_f1') => ({
    str,
    transform: [size, 0, 0, size, x, y],
    width: str.length * size * 0.5,
    fontName,
  });

  it('joins items on one baseline left to right, top to bottom, with a space at a gap', () => {
    const lines = linesFromPdfItems([
      item('Engineer', 150, 700),
      item('Ada Lovelace', 72, 740, 22, 'Inter-Bold'),
      item('Staff', 72, 700.5),
      item('2021 – Present', 300, 700),
    ]);
    expect(lines).toEqual([
      { text: 'Ada Lovelace', size: 22, bold: true, page: 1 },
      {
        text: 'Staff Engineer 2021 – Present',
        size: 10,
        bold: false,
        page: 1,
        parts: ['Staff', 'Engineer', '2021 – Present'],
      },
    ]);
  });

  it('reads a sidebar and the main column beside it apart, each top to bottom', () => {
    const bold = 'Inter-Bold';
    const lines = linesFromPdfItems(
      [
        item('Ada Lovelace', 20, 850, 22, bold),
        item('SKILLS', 20, 800, 10, bold),
        item('EXPERIENCE', 200, 800, 10, bold),
        item('Kubernetes, Go', 20, 785),
        item('Acme', 200, 785, 10, bold),
        item('2020 - 2022', 500, 785),
        item('LANGUAGES', 20, 770, 10, bold),
        item('Engineer', 200, 770),
        item('English', 20, 755),
        item('Built the platform for every team.', 200, 755),
        item('Beta Corp', 200, 740, 10, bold),
      ],
      1,
      new Map(),
      { pageWidth: 595 },
    );
    expect(lines.map((line) => [line.text, line.column])).toEqual([
      ['Ada Lovelace', 20],
      ['SKILLS', 20],
      ['Kubernetes, Go', 20],
      ['LANGUAGES', 20],
      ['English', 20],
      ['EXPERIENCE', 200],
      ['Acme 2020 - 2022', 200],
      ['Engineer', 200],
      ['Built the platform for every team.', 200],
      ['Beta Corp', 200],
    ]);
    expect(lines[6].parts).toEqual(['Acme', '2020 - 2022']);
  });

  it('reads a label set in the margin before the text beside it', () => {
    const lines = linesFromPdfItems([
      item('EXPERIENCE', 20, 800, 10, 'Inter-Bold'),
      item('Acme', 150, 800, 10, 'Inter-Bold'),
      item('Engineer', 150, 785),
      item('Built the platform.', 150, 770),
      item('EDUCATION', 20, 755, 10, 'Inter-Bold'),
      item('University of London', 150, 755, 10, 'Inter-Bold'),
      item('BSc Mathematics', 150, 740),
      item('2013 - 2016', 150, 725),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      'EXPERIENCE',
      'Acme',
      'Engineer',
      'Built the platform.',
      'EDUCATION',
      'University of London',
      'BSc Mathematics',
      '2013 - 2016',
    ]);
  });

  it('joins a line that wrapped with its rest, not one sentence with the next', () => {
    const lines = linesFromPdfItems([
      item('Platform engineer who builds reliable systems for teams that', 20, 800),
      item('ship every day.', 20, 786),
      item('Another paragraph starts here.', 20, 772),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      'Platform engineer who builds reliable systems for teams that ship every day.',
      'Another paragraph starts here.',
    ]);
  });
});
