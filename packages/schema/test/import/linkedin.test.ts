import { strToU8, zipSync } from 'fflate';

import { importMessages } from '../../src';
import { expectFreshIds, imported, plain, refused, zipOf } from './helpers';
import { linkedInCsv } from './linkedin-export';

const importZip = (files: Record<string, string>) =>
  imported('linkedin-data-export-zip', zipOf(files));

describe('importing a LinkedIn data export', () => {
  const { data, warnings } = importZip(linkedInCsv);
  const { basics, sections } = data;

  it('imports the whole export without a warning', () => {
    expect(plain(warnings)).toEqual([]);
  });

  it('uses the first profile and the first email', () => {
    expect(basics).toMatchObject({
      name: 'Priya Raman',
      headline: 'Senior Data Scientist, Search',
      email: 'priya.raman@example.in',
      location: 'Bengaluru, Karnataka, India',
      url: { href: 'https://priya.example.in' },
    });
    expect(sections.summary.content).toBe(
      '<p>I work on ranking and "ML at scale".<br>Ten years in e-commerce.</p>',
    );
  });

  it('turns Twitter handles into Twitter profiles', () => {
    expect(sections.profiles.items).toMatchObject([
      {
        network: 'Twitter',
        username: 'priyaraman',
        icon: 'twitter',
        url: { href: 'https://twitter.com/priyaraman' },
      },
      {
        network: 'Twitter',
        username: 'priya_ml',
        icon: 'twitter',
        url: { href: 'https://twitter.com/priya_ml' },
      },
    ]);
  });

  it('turns positions into experience, an open end reading "Present"', () => {
    expect(sections.experience.items).toMatchObject([
      {
        company: 'Flipkart',
        position: 'Senior Data Scientist',
        location: 'Bengaluru, Karnataka, India',
        date: 'Jan 2021 - Present',
      },
      {
        company: 'Flipkart',
        position: 'Data Scientist',
        location: 'Bengaluru, Karnataka, India',
        date: 'Jul 2016 - Dec 2020',
      },
      {
        company: 'Mu Sigma',
        position: 'Decision Scientist',
        location: 'Bengaluru, Karnataka, India',
        date: 'Jun 2014 - Jun 2016',
      },
    ]);
    expect(sections.experience.items[0].summary).toBe(
      '<p>Search ranking, recommendations</p><ul><li>Led a team of 4</li></ul>',
    );
  });

  it('keeps education with degree, dates, notes and activities', () => {
    expect(sections.education.items[0]).toMatchObject({
      institution: 'Indian Institute of Science',
      studyType: 'Master of Engineering',
      date: '2012 - 2014',
      summary:
        '<p>Thesis on learning to rank, advised by Prof. Rao.</p><p>Teaching assistant, ML course</p>',
    });
    expect(sections.education.items[1].date).toBe('2008 - 2012');
  });

  it('keeps certifications with authority, dates, link and license number', () => {
    expect(sections.certifications.items[0]).toMatchObject({
      name: 'TensorFlow Developer Certificate',
      issuer: 'Google',
      date: 'May 2022 - May 2025',
      url: { href: 'https://credentials.example.com/tf/123' },
      summary: '<p>License number: TF-123</p>',
    });
    expect(sections.certifications.items[1]).toMatchObject({
      name: 'Deep Learning Specialization',
      date: 'Jan 2020',
    });
  });

  it('keeps languages with their proficiency as description and level', () => {
    expect(sections.languages.items).toMatchObject([
      { name: 'English', description: 'Full professional proficiency', level: 4 },
      { name: 'Tamil', description: 'Native or bilingual proficiency', level: 5 },
      { name: 'German', description: '', level: 1 },
    ]);
  });

  it('keeps projects and skills, each skill once', () => {
    expect(sections.projects.items[0]).toMatchObject({
      name: 'Open Ranker',
      date: 'Mar 2019 - Present',
      summary: '<p>Learning-to-rank toolkit, 2k stars</p>',
      url: { href: 'https://github.com/priyaraman/open-ranker' },
    });
    expect(sections.skills.items.map((skill) => skill.name)).toEqual([
      'Machine Learning',
      'Python',
      'Learning to Rank',
    ]);
  });

  it('gives every item its own fresh cuid2', () => {
    expectFreshIds(data);
  });

  it('finds the CSVs inside the folder LinkedIn sometimes wraps them in', () => {
    const nested = Object.fromEntries(
      Object.entries(linkedInCsv).map(([name, text]) => [
        `Basic_LinkedInDataExport_11-23-2026/${name}`,
        text,
      ]),
    );
    expect(importZip(nested).data.basics.name).toBe('Priya Raman');
  });

  it('imports an export with only some of the files', () => {
    const { data: partial } = importZip({ 'Positions.csv': linkedInCsv['Positions.csv'] });
    expect(partial.basics.name).toBe('');
    expect(partial.sections.experience.items).toHaveLength(3);
  });
});

describe('a LinkedIn export a person would forgive', () => {
  it('skips an invalid email with a warning and uses the next one', () => {
    const { data, warnings } = importZip({
      'Email Addresses.csv':
        'Email Address,Confirmed,Primary,Updated On\r\nnot-an-email,Yes,Yes,\r\nreal@example.com,Yes,No,\r\n',
    });
    expect(data.basics.email).toBe('real@example.com');
    expect(plain(warnings)).toEqual([
      {
        path: 'Email Addresses.csv.0.Email Address',
        message: 'Email must be a valid address. The field was left empty.',
      },
    ]);
  });

  it('warns when Confirmed or Primary is not Yes or No', () => {
    const { warnings } = importZip({
      'Email Addresses.csv':
        'Email Address,Confirmed,Primary,Updated On\r\nme@example.com,Maybe,True,\r\n',
    });
    expect(plain(warnings)).toEqual([
      { path: 'Email Addresses.csv.0.Confirmed', message: 'Confirmed must be Yes or No.' },
      { path: 'Email Addresses.csv.0.Primary', message: 'Primary must be Yes or No.' },
    ]);
  });

  it('fixes a certification Url without a scheme and clears one that is no URL', () => {
    const { data, warnings } = importZip({
      'Certifications.csv':
        'Name,Url,Authority,Started On,Finished On,License Number\r\nA,credly.example.com/a,X,,,\r\nB,see my profile,Y,,,\r\n',
    });
    expect(data.sections.certifications.items.map((item) => item.url.href)).toEqual([
      'https://credly.example.com/a',
      '',
    ]);
    expect(warnings.map((warning) => warning.path)).toEqual([
      'Certifications.csv.0.Url',
      'Certifications.csv.1.Url',
    ]);
  });

  it('skips a position without a company, naming its row', () => {
    const { data, warnings } = importZip({
      'Positions.csv':
        'Company Name,Title,Description,Location,Started On,Finished On\r\n,Freelancer,,,Jan 2020,\r\nAcme,Engineer,,,,\r\n',
    });
    expect(data.sections.experience.items.map((item) => item.company)).toEqual(['Acme']);
    expect(plain(warnings)).toEqual([
      { path: 'Positions.csv.0', message: 'Company is required. The item was skipped.' },
    ]);
  });
});

describe('LinkedIn export messages', () => {
  it('says "ParserError: There were no files found inside the zip archive." for an empty zip', () => {
    expect(refused('linkedin-data-export-zip', zipSync({}))).toEqual([
      { path: '', message: importMessages.emptyZip },
    ]);
    expect(importMessages.emptyZip).toBe(
      'ParserError: There were no files found inside the zip archive.',
    );
  });

  it('treats a zip holding only folders as empty', () => {
    expect(refused('linkedin-data-export-zip', zipSync({ 'export/': {} }))).toEqual([
      { path: '', message: importMessages.emptyZip },
    ]);
  });

  it('says "Failed to read the file" for bytes that are not a zip, and for text', () => {
    expect(refused('linkedin-data-export-zip', strToU8('First Name,Last Name\r\nA,B'))).toEqual([
      { path: '', message: 'Failed to read the file' },
    ]);
    expect(refused('linkedin-data-export-zip', 'PK not really')).toEqual([
      { path: '', message: 'Failed to read the file' },
    ]);
  });

  it('refuses a zip that holds none of the LinkedIn files', () => {
    expect(refused('linkedin-data-export-zip', zipOf({ 'photo.txt': 'hello' }))).toEqual([
      { path: '', message: importMessages.noLinkedInFiles },
    ]);
  });
});
