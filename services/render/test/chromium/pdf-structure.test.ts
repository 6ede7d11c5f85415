import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type ResumeData, sampleResumeData, type TemplateName, templates } from '@vitae/schema';

import { squash } from '../../../../web/test/artboard/resume-text';
import { startTestPrinter } from './print-harness';

/** A tagged structure element as read-pdf-structure.mjs gives it. */
type Tag = { role: string; text: string; urls: string[]; children: Tag[] };

/** What pdf.js reads of one PDF (read-pdf-structure.mjs). */
type Structure = {
  info: Record<'Title' | 'Author' | 'Creator' | 'Producer' | 'Language', string | undefined>;
  outline: { title: string; depth: number }[];
  pages: { links: string[]; tree: Tag | null }[];
};

// pdf.js is an ES module jest cannot load: a child process reads the PDFs with it.
const reader = join(__dirname, 'read-pdf-structure.mjs');

const sample = sampleResumeData();
const title = 'Ingrid Castellanos, CV';
const read = new Map<TemplateName, Structure>();

beforeAll(async () => {
  const { printer, stop } = await startTestPrinter({ concurrency: 2, jobsPerContext: 100 });
  const dir = mkdtempSync(join(tmpdir(), 'vitae-pdf-structure-'));
  try {
    const files = await Promise.all(
      templates.map(async (template) => {
        const data = sampleResumeData();
        data.metadata.template = template;
        const printed = await printer.printPdf({ title, data });
        const file = join(dir, `${template}.pdf`);
        writeFileSync(file, printed.pdf);
        return file;
      }),
    );
    const output = execFileSync(process.execPath, [reader, ...files], { encoding: 'utf8' });
    const byFile = JSON.parse(output) as Record<string, Structure>;
    templates.forEach((template, index) => read.set(template, byFile[files[index]]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await stop();
  }
}, 180_000);

/** Every element of the pages' trees, depth first: the reading order. */
function tags(structure: Structure): Tag[] {
  const all: Tag[] = [];
  const walk = (tag: Tag) => {
    all.push(tag);
    tag.children.forEach(walk);
  };
  for (const page of structure.pages) {
    if (page.tree) {
      walk(page.tree);
    }
  }
  return all;
}

/** The headings a reader sees of a column: its visible sections' names, in the layout's order. */
function columnHeadings(data: ResumeData, column: number): string[] {
  const sections = data.sections as unknown as Record<
    string,
    { name: string; visible: boolean; items?: { visible: boolean }[]; content?: string }
  >;
  return data.metadata.layout[0][column].flatMap((id) => {
    const section = sections[id];
    const filled = section?.items
      ? section.items.some((item) => item.visible)
      : Boolean(section?.content);
    return section?.visible && filled ? [section.name] : [];
  });
}

const main = columnHeadings(sample, 0);
const sidebar = columnHeadings(sample, 1);

/** The `<li>` texts of the sample's rich text (the experience highlights). */
const highlights = sample.sections.experience.items.flatMap((item) =>
  [...item.summary.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]),
);

/** The contact lines the header lists. */
const contacts = [
  sample.basics.location,
  sample.basics.phone,
  sample.basics.email,
  sample.basics.url.label,
  sample.basics.customFields[0].value,
];

/** Every address the sample links to, as the PDF's link annotations spell them. */
const addresses = [
  `mailto:${sample.basics.email}`,
  `tel:${sample.basics.phone.replace(/[^+\d]/g, '')}`,
  sample.basics.url.href,
  ...sample.sections.profiles.items.map((item) => item.url.href),
  ...sample.sections.experience.items.map((item) => item.url.href),
  ...sample.sections.projects.items.map((item) => item.url.href),
  ...sample.sections.publications.items.map((item) => item.url.href),
]
  .filter((href) => href !== '')
  .map((href) => (/^https?:/.test(href) ? new URL(href).href : href));

/** Keeps the entries of `list` that are in `wanted`, in the list's order. */
const only = (list: string[], wanted: string[]) => list.filter((entry) => wanted.includes(entry));

describe.each(templates)('the PDF of the sample resume in %s', (template) => {
  it('is tagged: one H1 with the name first, then an H2 for each section, each column in order', () => {
    const headings = tags(read.get(template)!).filter((tag) => /^H[1-6]$/.test(tag.role));

    expect(headings[0]).toMatchObject({ role: 'H1' });
    expect(squash(headings[0].text)).toBe(squash(sample.basics.name));
    const sections = headings.slice(1);
    expect(sections.map((tag) => tag.role)).toEqual(sections.map(() => 'H2'));
    const texts = sections.map((tag) => squash(tag.text));
    expect([...texts].sort()).toEqual([...main, ...sidebar].map(squash).sort());
    expect(only(texts, main.map(squash))).toEqual(main.map(squash));
    expect(only(texts, sidebar.map(squash))).toEqual(sidebar.map(squash));
  });

  it('has bookmarks: the name, and under it each section heading, one column after the other', () => {
    const { outline } = read.get(template)!;

    expect(outline.map((entry) => entry.depth)).toEqual(outline.map((_, index) => (index ? 1 : 0)));
    const titles = outline.map((entry) => squash(entry.title));
    expect(titles[0]).toBe(squash(sample.basics.name));
    expect([[...main, ...sidebar].map(squash), [...sidebar, ...main].map(squash)]).toContainEqual(
      titles.slice(1),
    );
  });

  it('tags the lists: each highlight and each contact line an LI of an L', () => {
    const all = tags(read.get(template)!);
    const items = all
      .filter((tag) => tag.role === 'L')
      .flatMap((list) => list.children.filter((tag) => tag.role === 'LI'))
      .map((tag) => squash(tag.text));

    for (const line of [...highlights, ...contacts]) {
      expect(items.filter((item) => item.includes(squash(line)))).toHaveLength(1);
    }
  });

  it('tags every link as a Link, the sample’s addresses among them', () => {
    const structure = read.get(template)!;
    const tagged = tags(structure)
      .filter((tag) => tag.role === 'Link')
      .flatMap((tag) => tag.urls);
    const annotated = structure.pages.flatMap((page) => page.links);

    expect([...tagged].sort()).toEqual([...annotated].sort());
    expect([...new Set(tagged)].sort()).toEqual([...new Set(addresses)].sort());
  });

  it('names its language, title and author, and Vitae as its creator and producer', () => {
    expect(read.get(template)!.info).toEqual({
      Title: title,
      Author: sample.basics.name,
      Creator: 'Vitae',
      Producer: 'Vitae',
      Language: sample.metadata.language,
    });
  });
});
