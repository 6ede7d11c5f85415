import { parseResumeData } from '../src';

/** The issues a one-field change to a blank resume produces, by path. */
function issuesOf(input: object): string[] {
  const result = parseResumeData(input);
  return result.success ? [] : result.issues.map((issue) => issue.path);
}

/** Each numeric field (docs/product.md#resume-fields and #defaults-and-limits): the values at its edges it takes, and those it refuses at `path`. */
const numericBounds: {
  field: string;
  input: (value: number) => object;
  path: string;
  accepted: number[];
  refused: number[];
}[] = [
  {
    field: 'a skill level',
    input: (level) => ({ sections: { skills: { items: [{ name: 'Rust', level }] } } }),
    path: 'sections.skills.items.0.level',
    accepted: [0, 5],
    refused: [-1, 6, 2.5],
  },
  {
    field: 'a language level',
    input: (level) => ({ sections: { languages: { items: [{ name: 'Welsh', level }] } } }),
    path: 'sections.languages.items.0.level',
    accepted: [0, 5],
    refused: [-1, 6, 2.5],
  },
  {
    field: 'section columns',
    input: (columns) => ({ sections: { projects: { columns } } }),
    path: 'sections.projects.columns',
    accepted: [1, 5],
    refused: [0, 6],
  },
  {
    field: 'a page margin',
    input: (margin) => ({ metadata: { page: { margin } } }),
    path: 'metadata.page.margin',
    accepted: [0, 48],
    refused: [-2, 50],
  },
  {
    field: 'a font size',
    input: (size) => ({ metadata: { typography: { font: { size } } } }),
    path: 'metadata.typography.font.size',
    accepted: [12, 18],
    refused: [11.95, 18.05],
  },
  {
    field: 'a line height',
    input: (lineHeight) => ({ metadata: { typography: { lineHeight } } }),
    path: 'metadata.typography.lineHeight',
    accepted: [0, 3],
    refused: [-0.05, 3.05],
  },
  {
    field: 'a picture aspect ratio',
    input: (aspectRatio) => ({ basics: { picture: { aspectRatio } } }),
    path: 'basics.picture.aspectRatio',
    accepted: [0.1, 2],
    refused: [0.05, 2.05],
  },
  {
    field: 'a picture border radius',
    input: (borderRadius) => ({ basics: { picture: { borderRadius } } }),
    path: 'basics.picture.borderRadius',
    accepted: [0, 9999],
    refused: [-2, 10000],
  },
];

describe('bounds of the numeric fields, at both edges', () => {
  describe.each(numericBounds)('$field', ({ input, path, accepted, refused }) => {
    it.each(accepted)('accepts %d', (value) => expect(issuesOf(input(value))).toEqual([]));
    it.each(refused)('refuses %d at its path', (value) =>
      expect(issuesOf(input(value))).toEqual([path]),
    );
  });

  it('accepts only a4 and letter, and only the templates of docs/product.md#templates', () => {
    expect(issuesOf({ metadata: { page: { format: 'letter' } } })).toEqual([]);
    expect(issuesOf({ metadata: { page: { format: 'a3' } } })).toEqual(['metadata.page.format']);
    expect(issuesOf({ metadata: { template: 'pikachu' } })).toEqual([]);
    for (const template of ['rotom', 'slowking', 'swablu', 'unown', 'xatu', 'zangoose']) {
      expect(issuesOf({ metadata: { template } })).toEqual([]);
    }
    expect(issuesOf({ metadata: { template: 'charizard' } })).toEqual(['metadata.template']);
  });

  it('refuses a colour that could break out of the stylesheet', () => {
    expect(issuesOf({ metadata: { theme: { primary: 'rgb(202, 138, 4)' } } })).toEqual([]);
    expect(issuesOf({ metadata: { theme: { primary: 'red;} body{background:url(x)' } } })).toEqual([
      'metadata.theme.primary',
    ]);
  });
});
