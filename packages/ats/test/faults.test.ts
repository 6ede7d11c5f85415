import { atsErrorMessages, atsLimits } from '../src';
import { checkPdfs, type CheckResult, finding, reportOf } from './check-pdfs';
import {
  crampedResume,
  encryptedResume,
  heavyResume,
  plainResume,
  resumeLines,
  resumeWithEmailInFooter,
  resumeWithLigatures,
  resumeWithPicturePage,
  resumeWithUnmappedFont,
  scannedResume,
  twoColumnResume,
} from './fixtures/crafted-pdfs';

let results: Record<string, CheckResult>;

/** The plain resume's headings in French and Spanish. */
const otherLanguages: Record<string, Record<string, string>> = {
  french: {
    Summary: 'Profil',
    Experience: 'Expérience professionnelle',
    Education: 'Formation',
    Skills: 'Compétences',
  },
  spanish: {
    Summary: 'Resumen',
    Experience: 'Experiencia laboral',
    Education: 'Educación',
    Skills: 'Habilidades',
  },
};

beforeAll(async () => {
  const plain = await plainResume();
  const damaged = plain.slice(0, 400);
  const oversize = new Uint8Array(atsLimits.maxFileBytes + 1);
  oversize.set(plain);
  results = checkPdfs({
    plain,
    picturePage: await resumeWithPicturePage(),
    scanned: await scannedResume(),
    unmappedFont: await resumeWithUnmappedFont(),
    ligatures: await resumeWithLigatures(),
    twoColumns: await twoColumnResume(),
    noEmail: await plainResume(resumeLines({ email: 'Leeds, United Kingdom' })),
    oldestFirst: await plainResume(resumeLines({ jobs: 'oldest-first' })),
    emailInFooter: await resumeWithEmailInFooter(),
    ...Object.fromEntries(
      await Promise.all(
        Object.entries(otherLanguages).map(
          async ([language, words]) =>
            [
              language,
              await plainResume(resumeLines().map((line) => words[line] ?? line)),
            ] as const,
        ),
      ),
    ),
    germanHeadings: await plainResume(
      resumeLines().map(
        (line) =>
          ({
            Summary: 'Zusammenfassung',
            Experience: 'Berufserfahrung',
            Education: 'Ausbildung',
            Skills: 'Kenntnisse',
          })[line] ?? line,
      ),
    ),
    cramped: await crampedResume(),
    heavy: await heavyResume(),
    encrypted: await encryptedResume(),
    damaged,
    notPdf: new TextEncoder().encode('Jane Doe, jane.doe@example.com'),
    oversize,
  });
}, 60_000);

const statuses = (name: string) =>
  Object.fromEntries(reportOf(results[name]).findings.map((entry) => [entry.id, entry.status]));

describe('a plain single-column resume', () => {
  it('passes every check but the unembedded standard font', () => {
    expect(statuses('plain')).toEqual({
      'text.extractable': 'pass',
      'fonts.unicode': 'pass',
      'fonts.embedded': 'warn',
      'text.ligatures': 'pass',
      'layout.reading-order': 'pass',
      'contact.name': 'pass',
      'contact.email': 'pass',
      'contact.phone': 'pass',
      'contact.links': 'pass',
      'sections.headings': 'pass',
      'dates.readable': 'pass',
      'dates.order': 'pass',
      length: 'pass',
      'font-size': 'pass',
      margins: 'pass',
      'file-size': 'pass',
    });
  });

  it('names the font that is not embedded', () => {
    expect(finding(reportOf(results.plain), 'fonts.embedded').items).toEqual(['Helvetica']);
  });

  it('reads the fields a parser recovers', () => {
    const { reading } = reportOf(results.plain);
    expect(reading).toMatchObject({
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      phone: '+44 20 7946 0958',
    });
    expect(reading.jobs).toEqual([
      { company: 'Northwind Payments', title: 'Senior Engineer', dates: 'March 2021 - Present' },
      { company: 'Contoso Bank', title: 'Software Engineer', dates: 'June 2017 - February 2021' },
    ]);
    expect(reading.schools).toEqual([
      {
        school: 'University of Leeds',
        degree: 'BSc Computer Science',
        dates: 'September 2013 - June 2017',
      },
    ]);
    expect(reading.skills).toContain('TypeScript');
  });
});

describe('faults the check finds', () => {
  it('fails a page that is only a picture, naming the page', () => {
    expect(finding(reportOf(results.picturePage), 'text.extractable')).toMatchObject({
      status: 'fail',
      places: [{ page: 2 }],
      items: ['page 2: pictures only'],
    });
  });

  it('fails text set in a font without a Unicode map, naming the font', () => {
    expect(finding(reportOf(results.unmappedFont), 'fonts.unicode')).toMatchObject({
      status: 'fail',
      items: ['Helvetica: no Unicode map'],
    });
  });

  it('warns of ligatures that break words, naming the words', () => {
    const ligatures = finding(reportOf(results.ligatures), 'text.ligatures');
    expect(ligatures.status).toBe('warn');
    expect(ligatures.items).toEqual(expect.arrayContaining(['\uFB01nancial', 'work\uFB02ows']));
  });

  it('warns of a two-column layout, naming the lines a whole-width parser interleaves', () => {
    const order = finding(reportOf(results.twoColumns), 'layout.reading-order');
    expect(order.status).toBe('warn');
    expect(order.items).toEqual(
      expect.arrayContaining([
        'Skills Summary',
        'Go Experience',
        'Kubernetes March 2021 - Present',
      ]),
    );
  });

  it('fails a resume without an email address', () => {
    expect(finding(reportOf(results.noEmail), 'contact.email').status).toBe('fail');
  });

  it('warns of jobs listed oldest first, naming them', () => {
    expect(finding(reportOf(results.oldestFirst), 'dates.order')).toMatchObject({
      status: 'warn',
      items: ['June 2017 - February 2021 → March 2021 - Present'],
    });
  });

  it('recognises headings written in German', () => {
    expect(finding(reportOf(results.germanHeadings), 'sections.headings')).toMatchObject({
      status: 'pass',
      items: [
        'Zusammenfassung (summary)',
        'Berufserfahrung (experience)',
        'Ausbildung (education)',
        'Kenntnisse (skills)',
      ],
    });
  });
});

describe('headings in other languages', () => {
  it.each(Object.keys(otherLanguages))('recognises the headings written in %s', (language) => {
    const headings = finding(reportOf(results[language]), 'sections.headings');
    expect(headings.status).toBe('pass');
    expect(headings.items).toEqual(
      Object.entries(otherLanguages[language]).map(
        ([english, word]) => `${word} (${english.toLowerCase()})`,
      ),
    );
  });
});

describe('contact details in a footer', () => {
  it('warns when the email address is only in a footer repeated on every page', () => {
    expect(finding(reportOf(results.emailInFooter), 'contact.email')).toMatchObject({
      status: 'warn',
      title: "Your email address is only in the page's header or footer",
      items: ['jane.doe@example.com'],
    });
  });
});

describe('layout warnings', () => {
  it('warns of small type, narrow margins, too few words and two-digit years', () => {
    const report = reportOf(results.cramped);
    expect(finding(report, 'font-size')).toMatchObject({ status: 'warn', items: ['8 pt'] });
    expect(finding(report, 'margins')).toMatchObject({
      status: 'warn',
      items: ['page 1: Jane Doe'],
    });
    expect(finding(report, 'length')).toMatchObject({
      status: 'warn',
      items: ['1 page', '12 words'],
    });
    expect(finding(report, 'dates.readable')).toMatchObject({
      status: 'warn',
      items: ["Engineer, '19 - '21"],
    });
  });

  it('warns of a file over 2 MB, giving its size', () => {
    expect(finding(reportOf(results.heavy), 'file-size')).toMatchObject({
      status: 'warn',
      items: ['2.4 MB'],
    });
    expect(finding(reportOf(results.plain), 'file-size').status).toBe('pass');
  });
});

describe('files the check refuses', () => {
  it.each([
    ['encrypted', 'encrypted'],
    ['damaged', 'damaged'],
    ['notPdf', 'damaged'],
    ['scanned', 'noText'],
    ['oversize', 'fileTooLarge'],
  ] as const)('refuses the %s file with %s and its sentence', (name, code) => {
    expect(results[name]).toEqual({ error: { code, message: atsErrorMessages[code] } });
  });
});
