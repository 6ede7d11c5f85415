import { parseResumeData } from '../src';

/** The issues a one-field change to a blank resume produces, by path. */
function issuesOf(input: object): string[] {
  const result = parseResumeData(input);
  return result.success ? [] : result.issues.map((issue) => issue.path);
}

const skill = (level: number) => ({ sections: { skills: { items: [{ name: 'Rust', level }] } } });
const language = (level: number) => ({
  sections: { languages: { items: [{ name: 'Welsh', level }] } },
});
const columns = (value: number) => ({ sections: { projects: { columns: value } } });
const page = (margin: number) => ({ metadata: { page: { margin } } });
const fontSize = (size: number) => ({ metadata: { typography: { font: { size } } } });
const lineHeight = (value: number) => ({ metadata: { typography: { lineHeight: value } } });
const picture = (fields: object) => ({ basics: { picture: fields } });

describe('bounds of SPEC §5 and §9, at both edges', () => {
  it.each([0, 5])('accepts skill and language level %d', (level) => {
    expect(issuesOf(skill(level))).toEqual([]);
    expect(issuesOf(language(level))).toEqual([]);
  });

  it.each([-1, 6, 2.5])('refuses level %d at its path', (level) => {
    expect(issuesOf(skill(level))).toEqual(['sections.skills.items.0.level']);
    expect(issuesOf(language(level))).toEqual(['sections.languages.items.0.level']);
  });

  it.each([1, 5])('accepts %d section columns', (value) =>
    expect(issuesOf(columns(value))).toEqual([]),
  );
  it.each([0, 6])('refuses %d section columns', (value) =>
    expect(issuesOf(columns(value))).toEqual(['sections.projects.columns']),
  );

  it.each([0, 48])('accepts a page margin of %d', (margin) =>
    expect(issuesOf(page(margin))).toEqual([]),
  );
  it.each([-2, 50])('refuses a page margin of %d', (margin) =>
    expect(issuesOf(page(margin))).toEqual(['metadata.page.margin']),
  );

  it.each([12, 18])('accepts font size %d', (size) => expect(issuesOf(fontSize(size))).toEqual([]));
  it.each([11.95, 18.05])('refuses font size %d', (size) =>
    expect(issuesOf(fontSize(size))).toEqual(['metadata.typography.font.size']),
  );

  it.each([0, 3])('accepts line height %d', (value) =>
    expect(issuesOf(lineHeight(value))).toEqual([]),
  );
  it.each([-0.05, 3.05])('refuses line height %d', (value) =>
    expect(issuesOf(lineHeight(value))).toEqual(['metadata.typography.lineHeight']),
  );

  it.each([0.1, 2])('accepts picture aspect ratio %d', (aspectRatio) =>
    expect(issuesOf(picture({ aspectRatio }))).toEqual([]),
  );
  it.each([0.05, 2.05])('refuses picture aspect ratio %d', (aspectRatio) =>
    expect(issuesOf(picture({ aspectRatio }))).toEqual(['basics.picture.aspectRatio']),
  );

  it.each([0, 9999])('accepts picture border radius %d', (borderRadius) =>
    expect(issuesOf(picture({ borderRadius }))).toEqual([]),
  );
  it.each([-2, 10000])('refuses picture border radius %d', (borderRadius) =>
    expect(issuesOf(picture({ borderRadius }))).toEqual(['basics.picture.borderRadius']),
  );

  it('accepts only a4 and letter, and only the 12 templates', () => {
    expect(issuesOf({ metadata: { page: { format: 'letter' } } })).toEqual([]);
    expect(issuesOf({ metadata: { page: { format: 'a3' } } })).toEqual(['metadata.page.format']);
    expect(issuesOf({ metadata: { template: 'pikachu' } })).toEqual([]);
    expect(issuesOf({ metadata: { template: 'charizard' } })).toEqual(['metadata.template']);
  });

  it('refuses a colour that could break out of the stylesheet', () => {
    expect(issuesOf({ metadata: { theme: { primary: 'rgb(202, 138, 4)' } } })).toEqual([]);
    expect(issuesOf({ metadata: { theme: { primary: 'red;} body{background:url(x)' } } })).toEqual([
      'metadata.theme.primary',
    ]);
  });
});
