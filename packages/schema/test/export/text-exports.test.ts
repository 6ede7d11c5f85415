import {
  exportMarkdown,
  exportPlainText,
  resumeDataSchema,
  resumeOutline,
  richBlocks,
  sampleResumeData,
} from '../../src';

const sample = sampleResumeData();

describe('the document outline', () => {
  it('lists the sections in the layout order, main column before sidebar, hidden ones left out', () => {
    const outline = resumeOutline(sample);
    const layout = sample.metadata.layout.flat(2);
    const ids = outline.sections.map((section) => section.id);
    expect(ids).toEqual(layout.filter((id) => ids.includes(id)));
    // The sample hides its references.
    expect(ids).not.toContain('references');
    expect(ids).toContain('experience');
  });

  it('titles a default-named section in the resume language and keeps a typed name', () => {
    const data = resumeDataSchema.parse({
      ...sample,
      sections: {
        ...sample.sections,
        education: { ...sample.sections.education, name: 'Studies' },
      },
    });
    const outline = resumeOutline(data, { experience: 'Berufserfahrung', education: 'Ausbildung' });
    const headings = outline.sections.map((section) => section.heading);
    expect(headings).toContain('Berufserfahrung');
    expect(headings).toContain('Studies');
    expect(headings).not.toContain('Ausbildung');
  });
});

describe('rich text as runs', () => {
  it('keeps bold, italic, underline, links and numbered and nested lists', () => {
    const blocks = richBlocks(
      '<p>A <strong>bold</strong> <em>and</em> <u>under</u> <a href="https://x.example">link</a> <a href="javascript:alert(1)">bad</a></p>' +
        '<ol><li><p>one</p><ul><li><p>inner</p></li></ul></li><li><p>two</p></li></ol>',
    );
    expect(blocks[0]).toEqual({
      kind: 'paragraph',
      runs: [
        { text: 'A ' },
        { text: 'bold', bold: true },
        { text: ' ' },
        { text: 'and', italic: true },
        { text: ' ' },
        { text: 'under', underline: true },
        { text: ' ' },
        { text: 'link', href: 'https://x.example' },
        { text: ' bad' },
      ],
    });
    expect(blocks[1]).toEqual({
      kind: 'list',
      items: [
        { level: 0, ordered: true, runs: [{ text: 'one' }] },
        { level: 1, ordered: false, runs: [{ text: 'inner' }] },
        { level: 0, ordered: true, runs: [{ text: 'two' }] },
      ],
    });
  });
});

describe('the Markdown export', () => {
  const { text } = exportMarkdown(sample);

  it('has the name, headline, contacts, every shown section and item', () => {
    expect(text.startsWith('# Ingrid Castellanos\n')).toBe(true);
    expect(text).toContain(
      '[ingrid.castellanos@example.com](<mailto:ingrid.castellanos@example.com>)',
    );
    for (const section of resumeOutline(sample).sections) {
      expect(text).toContain(`## ${section.heading}\n`);
      for (const item of section.items) {
        expect(text).toContain(item.title.replace(/([\\`*_[\]<>#|~])/g, '\\$1'));
        if (item.date) {
          expect(text).toContain(item.date);
        }
      }
    }
    expect(text).not.toContain('<p>');
  });

  it('writes emphasis, links and lists as Markdown', () => {
    const data = resumeDataSchema.parse({
      ...sample,
      sections: {
        ...sample.sections,
        summary: {
          ...sample.sections.summary,
          content:
            '<p>I <strong>ship</strong> <em>calm</em> <a href="https://ex.example/a">systems</a>.</p><ul><li><p>one</p></li></ul><ol><li><p>first</p></li></ol>',
        },
      },
    });
    const markdown = exportMarkdown(data).text;
    expect(markdown).toContain('I **ship** *calm* [systems](<https://ex.example/a>).');
    expect(markdown).toContain('\n- one\n');
    expect(markdown).toContain('\n1. first\n');
  });
});

describe('the plain-text export', () => {
  const { text } = exportPlainText(sample);

  it('is one column of text with capital headings and a date on each dated entry', () => {
    expect(text).not.toMatch(/[<>*#]/);
    const outline = resumeOutline(sample);
    for (const section of outline.sections) {
      expect(text).toContain(`\n${section.heading.toUpperCase()}\n`);
      for (const item of section.items) {
        expect(text).toContain(item.title);
        if (item.date) {
          const entry = text.slice(text.indexOf(item.title));
          expect(entry.slice(0, 300)).toContain(item.date);
        }
      }
    }
  });

  it('writes headings in the resume language', () => {
    expect(exportPlainText(sample, { experience: 'Berufserfahrung' }).text).toContain(
      '\nBERUFSERFAHRUNG\n',
    );
  });
});
