import { flaggedSpans, htmlToPlainText, inventedFacts, resumeText } from './invented-facts';

const original =
  'Platform engineer with nine years of building the systems at Navy Labs. Cut build times by 40% with Bazel.';

describe('the check of a Tailor to the job proposal', () => {
  it('passes a rewrite that only rewords: same numbers, same names, a new verb opening a sentence', () => {
    const rewrite =
      'Spearheaded platform engineering for 9 years at Navy Labs. Reduced build times 40% using Bazel.';
    expect(inventedFacts(rewrite, original)).toEqual([]);
  });

  it('flags a number, a percentage, a year and an amount the resume does not hold', () => {
    const rewrite =
      'Platform engineer with 12 years at Navy Labs since 2014; cut build times by 45% and saved $2M.';
    expect(inventedFacts(rewrite, original)).toEqual([
      { text: '12', kind: 'number' },
      { text: '2014', kind: 'number' },
      { text: '45%', kind: 'number' },
      { text: '$2M', kind: 'number' },
    ]);
  });

  it('flags names and tools the resume does not name, but not a word it names in another case', () => {
    const rewrite =
      'Platform engineer at Navy Labs who runs Kubernetes on AWS and ships with bazel and TypeScript.';
    expect(inventedFacts(rewrite, original).map(({ text }) => text)).toEqual([
      'Kubernetes',
      'AWS',
      'TypeScript',
    ]);
  });

  it('flags a mixed-case tool even when it opens the sentence', () => {
    expect(inventedFacts('GraphQL expert; built the systems.', original)).toEqual([
      { text: 'GraphQL', kind: 'name' },
    ]);
  });

  it('flags URLs and email addresses that are new, and passes those the resume holds', () => {
    const known = `${original}\nhttps://grace.example.org\ngrace@example.org`;
    const rewrite =
      'See grace.example.org at https://grace.example.org/ or www.other.example.com, or write to grace@example.org or hire@navy.example.';
    expect(inventedFacts(rewrite, known)).toEqual([
      { text: 'www.other.example.com', kind: 'url' },
      { text: 'hire@navy.example', kind: 'email' },
    ]);
  });

  it('finds a fact in the rest of the resume, not only in the field', () => {
    const rest = resumeText({
      basics: { name: 'Grace Hopper', headline: 'Rear Admiral' },
      sections: {
        skills: { items: [{ name: 'Kubernetes', keywords: ['COBOL'] }] },
        experience: { items: [{ description: '<p>Led <strong>120</strong> people</p>' }] },
      },
    });
    const rewrite = 'Led 120 people running Kubernetes and COBOL for 9 years.';
    expect(inventedFacts(rewrite, original)).not.toEqual([]);
    expect(inventedFacts(rewrite, `${original}\n${rest}`)).toEqual([]);
  });

  it('treats 1,200 and 1200 as the same number and a possessive as its name', () => {
    expect(inventedFacts("Served 1200 users of Navy Labs' tools.", 'Served 1,200 users.')).toEqual([
      { text: 'Navy', kind: 'name' },
      { text: 'Labs', kind: 'name' },
    ]);
    expect(inventedFacts("Served Google's 1,200 users.", 'Served 1200 users at Google.')).toEqual(
      [],
    );
  });

  it('gives each flagged place with its offsets, every time it appears', () => {
    const rewrite = 'Ran AWS. Then AWS again for 3 teams.';
    const spans = flaggedSpans(rewrite, 'Ran the cloud.');
    expect(spans.map(({ start, end }) => rewrite.slice(start, end))).toEqual(['AWS', 'AWS', '3']);
    expect(inventedFacts(rewrite, 'Ran the cloud.')).toHaveLength(2);
  });
});

describe('htmlToPlainText', () => {
  it('reads paragraphs, list items and line breaks as lines, entities decoded', () => {
    expect(
      htmlToPlainText(
        '<p>Built &amp; ran <strong>ships</strong></p><ul><li><p>One&nbsp;two</p></li><li>Three<br>four</li></ul>',
      ),
    ).toBe('Built & ran ships\nOne two\nThree\nfour');
  });
});
