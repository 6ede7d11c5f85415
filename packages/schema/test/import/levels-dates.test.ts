import { placeOf } from '../../src';
import { toPeriod } from '../../src/export/dates';
import { writeIsoDate } from '../../src/import/dates';
import { languageLevel, skillLevel } from '../../src/import/levels';
import { imported, zipOf } from './helpers';

const importDocument = (value: unknown) => imported('json-resume-json', JSON.stringify(value));

describe('levels read from words (docs/import-export.md#levels)', () => {
  it.each([
    ['Beginner', 1],
    ['novice', 1],
    ['Elementary', 2],
    ['Intermediate', 3],
    ['ADVANCED', 4],
    ['Expert', 5],
    ['  master ', 5],
  ])('a skill at %p is level %p', (text, level) => {
    expect(skillLevel(text)).toBe(level);
  });

  it.each([
    ['A1', 1],
    ['a2', 1],
    ['Elementary', 1],
    ['Elementary proficiency', 1],
    ['B1', 2],
    ['Limited working proficiency', 2],
    ['B2', 3],
    ['Professional working', 3],
    ['Intermediate', 3],
    ['C1', 4],
    ['Fluent', 4],
    ['Full professional proficiency', 4],
    ['C2', 5],
    ['Native', 5],
    ['native or bilingual proficiency', 5],
    ['Bilingual', 5],
    ['Native speaker', 5],
    ['Fluent (C2)', 5],
    ['upper-intermediate', 3],
  ])('a language at %p is level %p', (text, level) => {
    expect(languageLevel(text)).toBe(level);
  });

  it('leaves a level it cannot read to the default', () => {
    expect(skillLevel('Pretty handy')).toBeUndefined();
    expect(languageLevel('')).toBeUndefined();
    expect(skillLevel(5)).toBeUndefined();
    expect(skillLevel('constructor')).toBeUndefined();
  });

  it('draws a JSON Resume "Expert" skill and a "Native" language at level 5, the words kept in the description', () => {
    const { data } = importDocument({
      skills: [
        { name: 'Go', level: 'Expert' },
        { name: 'Rust', level: 'something else' },
      ],
      languages: [
        { language: 'Igbo', fluency: 'Native' },
        { language: 'French', fluency: 'b2' },
      ],
    });
    expect(data.sections.skills.items).toMatchObject([
      { name: 'Go', description: 'Expert', level: 5 },
      { name: 'Rust', description: 'something else', level: 1 },
    ]);
    expect(data.sections.languages.items).toMatchObject([
      { name: 'Igbo', description: 'Native', level: 5 },
      { name: 'French', description: 'b2', level: 3 },
    ]);
  });

  it('reads the words of a v3 level that has no number', () => {
    const { data } = imported(
      'reactive-resume-v3-json',
      JSON.stringify({
        basics: { name: 'Mina' },
        sections: {
          skills: {
            items: [
              { name: 'Go', level: 'Expert' },
              { name: 'SQL', level: 'Expert', levelNum: 4 },
            ],
          },
          languages: { items: [{ name: 'Igbo', level: 'Native' }] },
        },
        metadata: {},
      }),
    );
    expect(data.sections.skills.items.map((item) => item.level)).toEqual([5, 2]);
    expect(data.sections.languages.items[0].level).toBe(5);
  });

  it('reads LinkedIn proficiencies with the languages table', () => {
    const { data } = imported(
      'linkedin-data-export-zip',
      zipOf({
        'Languages.csv':
          'Name,Proficiency\r\nSwedish,Native or bilingual proficiency\r\nGerman,Limited working proficiency\r\n',
      }),
    );
    expect(data.sections.languages.items.map((item) => item.level)).toEqual([5, 2]);
  });
});

describe('ISO dates written in the resume language (docs/import-export.md#dates)', () => {
  it('writes a month and a full date as month and year, and leaves a year alone', () => {
    expect(writeIsoDate('2021-03', 'en-US')).toBe('March 2021');
    expect(writeIsoDate('2021-03-08', 'en-US')).toBe('March 2021');
    expect(writeIsoDate('2021', 'en-US')).toBe('2021');
    expect(writeIsoDate('2021-03', 'de-DE')).toBe('März 2021');
    expect(writeIsoDate('2021-03', 'fr-FR')).toBe('mars 2021');
  });

  it('stays on the Gregorian calendar in languages whose default calendar is another', () => {
    expect(writeIsoDate('2021-03', 'th-TH')).toContain('2021');
    expect(writeIsoDate('2021-03', 'ar-SA')).toMatch(/مارس/);
  });

  it('reads nothing else as a date', () => {
    for (const text of ['Feb 2020', '2020-13', '2020-02-32', '21-03', 'now']) {
      expect(writeIsoDate(text, 'en-US')).toBeUndefined();
    }
  });

  it("takes the resume's language from meta.language and keeps it", () => {
    const work = [{ name: 'Acme', startDate: '2021-03' }];
    const german = importDocument({ meta: { language: 'de' }, work });
    expect(german.data.metadata.language).toBe('de-DE');
    expect(german.data.sections.experience.items[0].date).toBe('März 2021 - Heute');
    const unknown = importDocument({ meta: { language: 'tlh' }, work });
    expect(unknown.data.metadata.language).toBe('en-US');
    expect(unknown.data.sections.experience.items[0].date).toBe('March 2021 - Present');
  });

  it("writes an open end in the resume's language, and the JSON Resume export reads it back as one", () => {
    const work = [{ name: 'Acme', startDate: '2021-03' }];
    const chinese = importDocument({ meta: { language: 'zh-CN' }, work });
    expect(chinese.data.sections.experience.items[0].date).toBe('2021年3月 - 至今');
    const russian = importDocument({
      meta: { language: 'ru' },
      work: [{ name: 'Acme', startDate: '2021' }],
    });
    expect(russian.data.sections.experience.items[0].date).toBe('2021 - Настоящее время');
    expect(toPeriod('2021 - Настоящее время')).toEqual({ startDate: '2021' });
    expect(toPeriod('March 2021 - Heute')).toEqual({ startDate: '2021-03' });
  });
});

describe('where a warning is (docs/import-export.md#warnings)', () => {
  it.each([
    ['work.0.startDate', { section: 'experience', index: 0, field: 'startDate' }],
    ['work.2', { section: 'experience', index: 2, field: '' }],
    ['certificates.1.url', { section: 'certifications', index: 1, field: 'url' }],
    ['publications.0.releaseDate', { section: 'publications', index: 0, field: 'date' }],
    ['skills', { section: 'skills', field: '' }],
    ['basics.email', { section: 'basics', field: 'email' }],
    ['basics.image', { section: 'basics', field: 'picture' }],
    ['basics.location.city', { section: 'basics', field: 'location' }],
    ['basics.profiles.1.url', { section: 'profiles', index: 1, field: 'url' }],
    ['sections.awards.items.0.url.href', { section: 'awards', index: 0, field: 'url' }],
    ['sections.work.items.3.url', { section: 'experience', index: 3, field: 'url' }],
    ['sections.custom.talks.items.1.name', { section: 'talks', index: 1, field: 'name' }],
    ['metadata.template', { section: '', field: 'template' }],
    ['Positions.csv.3.Company Name', { section: 'experience', index: 3, field: 'Company Name' }],
    ['Email Addresses.csv.0.Email Address', { section: 'basics', field: 'email' }],
    ['Certifications.csv.2.Url', { section: 'certifications', index: 2, field: 'url' }],
    ['Skills.csv', { section: 'skills', field: '' }],
    ['', { section: '', field: '' }],
  ])('%p is %p', (path, place) => {
    expect(placeOf(path)).toEqual(place);
  });

  it('gives each warning its place and kind, and a repaired link its new address', () => {
    const { warnings } = importDocument({
      basics: { name: 'Ada', email: 'ada at example', url: 'ada.example.org' },
      work: [{ name: 'Acme', startDate: 'spring 2020', url: 'javascript:alert(1)' }],
    });
    expect(
      warnings.map(({ section, index, field, kind, value }) => ({
        section,
        index,
        field,
        kind,
        value,
      })),
    ).toEqual([
      {
        section: 'basics',
        index: undefined,
        field: 'email',
        kind: 'emailCleared',
        value: undefined,
      },
      {
        section: 'basics',
        index: undefined,
        field: 'url',
        kind: 'linkFixed',
        value: 'https://ada.example.org',
      },
      { section: 'experience', index: 0, field: 'startDate', kind: 'dateKept', value: undefined },
      { section: 'experience', index: 0, field: 'url', kind: 'linkCleared', value: undefined },
    ]);
  });
});
