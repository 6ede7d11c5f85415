import { parseResumeData, richTextDepth, richTextLimits, sampleResumeData } from '../src';

/** The paths a document is refused at, with their messages. */
function refusalsOf(input: object): { path: string; message: string }[] {
  const result = parseResumeData(input);
  return result.success ? [] : result.issues;
}

const nested = (tag: string, depth: number, inner = 'x') =>
  `${`<${tag}>`.repeat(depth)}${inner}${`</${tag}>`.repeat(depth)}`;

/** The outside attack's summary: 20,000 nested <b> (142 kB), which held a print until its timeout. */
const hostileSummary = nested('b', 20_000, 'deep');

describe('rich-text bounds (docs/resume.md, "Rich-text bounds")', () => {
  it('refuses the 20,000-deep summary, and one 2,000 deep within the length, naming the field', () => {
    expect(refusalsOf({ sections: { summary: { content: hostileSummary } } })).toEqual([
      {
        path: 'sections.summary.content',
        message: 'Rich text must be at most 50000 characters long.',
      },
    ]);
    expect(refusalsOf({ sections: { summary: { content: nested('b', 2_000) } } })).toEqual([
      {
        path: 'sections.summary.content',
        message: 'Rich text must not nest more than 32 elements deep.',
      },
    ]);
  });

  it("refuses an item's summary nested too deep or too long, naming the item's field", () => {
    const deep = {
      sections: { experience: { items: [{ company: 'Acme', summary: nested('i', 33) }] } },
    };
    expect(refusalsOf(deep).map((issue) => issue.path)).toEqual([
      'sections.experience.items.0.summary',
    ]);
    const long = 'x'.repeat(richTextLimits.maxLength + 1);
    const custom = {
      sections: {
        custom: { extra: { id: 'extra', items: [{ name: 'Talk', summary: long }] } },
      },
    };
    expect(refusalsOf(custom)).toEqual([
      {
        path: 'sections.custom.extra.items.0.summary',
        message: 'Rich text must be at most 50000 characters long.',
      },
    ]);
  });

  it('keeps what the editor writes, up to the bounds', () => {
    // Every toolbar mark at once, in a list eight levels deep: far beyond a real resume.
    const marks =
      '<p style="text-align: center"><a href="https://example.org"><strong><em><u><s><mark><code>x</code></mark></s></u></em></strong></a><br><img src="https://example.org/a.png"></p>';
    const lists = nested('ul', 8, `<li>${marks}</li>`);
    const data = sampleResumeData();
    data.sections.summary.content = lists;
    data.sections.experience.items[0].summary = nested('b', 32);
    data.sections.projects.items[0].summary = `<p>${'a'.repeat(richTextLimits.maxLength - 7)}</p>`;
    expect(refusalsOf(data)).toEqual([]);
  });

  it('counts depth the way a browser pairs tags', () => {
    expect(richTextDepth('<p>a<br>b<img src="x.png"/><hr></p>')).toBe(1);
    expect(richTextDepth('<p>one</p><p>two</p>')).toBe(1);
    expect(richTextDepth('<ul><li><p>a</p></li></ul>')).toBe(3);
    // An end tag closes what was opened inside its element; a stray one closes nothing.
    expect(richTextDepth('<b><i><u></b><b>x</b>')).toBe(3);
    expect(richTextDepth(`${'</b>'.repeat(50)}${'<b>'.repeat(40)}`)).toBe(40);
    // A quoted `>` does not end a tag early.
    expect(richTextDepth('<a title="a>b"><b>x</b></a>')).toBe(2);
    // Unclosed elements stay open, as in a browser.
    expect(richTextDepth('<i>'.repeat(33))).toBe(33);
  });
});
