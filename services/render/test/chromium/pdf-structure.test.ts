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

/** A template's print: what pdf.js reads of it, and the artboard's headings in document order. */
type Printed = { structure: Structure; headings: string[] };

// The part of the page's globals read inside Chromium (the service has no DOM library).
declare const document: { querySelectorAll(selector: string): { textContent: string | null }[] };

// pdf.js is an ES module jest cannot load: a child process reads the PDFs with it.
const reader = join(__dirname, 'read-pdf-structure.mjs');

const sample = sampleResumeData();
const title = 'Ingrid Castellanos, CV';
const read = new Map<TemplateName, Printed>();

beforeAll(async () => {
  // One page prints them all, one at a time, so the page still shows each
  // resume after its print and its headings can be read in document order.
  const { printer, pool, stop } = await startTestPrinter({ concurrency: 1, jobsPerContext: 100 });
  const dir = mkdtempSync(join(tmpdir(), 'vitae-pdf-structure-'));
  try {
    const files: string[] = [];
    const headings: string[][] = [];
    for (const template of templates) {
      const data = sampleResumeData();
      data.metadata.template = template;
      const printed = await printer.printPdf({ title, data });
      files.push(join(dir, `${template}.pdf`));
      writeFileSync(files.at(-1)!, printed.pdf);
      headings.push(
        await pool.run((page) =>
          page.evaluate(() =>
            [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
              (heading) => heading.textContent ?? '',
            ),
          ),
        ),
      );
    }
    const output = execFileSync(process.execPath, [reader, ...files], { encoding: 'utf8' });
    const byFile = JSON.parse(output) as Record<string, Structure>;
    templates.forEach((template, index) =>
      read.set(template, { structure: byFile[files[index]], headings: headings[index] }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await stop();
  }
}, 180_000);

/** Every element of a tree, depth first: the reading order. */
function flatten(tree: Tag | null): Tag[] {
  return tree ? [tree, ...tree.children.flatMap(flatten)] : [];
}

/** Every element of the pages' trees in reading order. */
function tags(structure: Structure): Tag[] {
  return structure.pages.flatMap((page) => flatten(page.tree));
}

const isHeading = (tag: Tag) => /^H[1-6]$/.test(tag.role);

/** The headings of a column's visible sections: their names, in the layout's order. */
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

/** The section headings the sample's PDF must hold, each once. */
const sectionHeadings = [...columnHeadings(sample, 0), ...columnHeadings(sample, 1)].map(squash);

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

const sorted = (list: string[]) => [...list].sort();

describe.each(templates)('the PDF of the sample resume in %s', (template) => {
  it('draws the name first as the one h1, then an h2 for each visible section', () => {
    const [name, ...sections] = read.get(template)!.headings.map(squash);

    expect(name).toBe(squash(sample.basics.name));
    expect(sorted(sections)).toEqual(sorted(sectionHeadings));
  });

  it('tags the name as the H1 and each section heading as an H2, once each, each sheet in the document’s order', () => {
    const { structure, headings } = read.get(template)!;
    const order = headings.map(squash);
    const tagged = tags(structure).filter(isHeading);

    expect(tagged.map((tag) => tag.role)).toEqual(order.map((_, index) => (index ? 'H2' : 'H1')));
    expect(squash(tagged[0].text)).toBe(order[0]);
    expect(sorted(tagged.map((tag) => squash(tag.text)))).toEqual(sorted(order));
    for (const page of structure.pages) {
      const onSheet = flatten(page.tree)
        .filter(isHeading)
        .map((tag) => order.indexOf(squash(tag.text)));
      expect(onSheet).toEqual([...onSheet].sort((a, b) => a - b));
    }
  });

  it('has bookmarks: the name, and under it every section heading, in the document’s order', () => {
    const { structure, headings } = read.get(template)!;

    expect(structure.outline.map((entry) => entry.depth)).toEqual(
      headings.map((_, index) => (index ? 1 : 0)),
    );
    expect(structure.outline.map((entry) => squash(entry.title))).toEqual(headings.map(squash));
  });

  it('tags the lists: each highlight and each contact line an LI of an L', () => {
    const all = tags(read.get(template)!.structure);
    const items = all
      .filter((tag) => tag.role === 'L')
      .flatMap((list) => list.children.filter((tag) => tag.role === 'LI'))
      .map((tag) => squash(tag.text));

    for (const line of [...highlights, ...contacts]) {
      expect(items.filter((item) => item.includes(squash(line)))).toHaveLength(1);
    }
  });

  it('tags every link as a Link, the sample’s addresses among them', () => {
    const { structure } = read.get(template)!;
    const tagged = tags(structure)
      .filter((tag) => tag.role === 'Link')
      .flatMap((tag) => tag.urls);
    const annotated = structure.pages.flatMap((page) => page.links);

    expect([...tagged].sort()).toEqual([...annotated].sort());
    expect([...new Set(tagged)].sort()).toEqual([...new Set(addresses)].sort());
  });

  it('names its language, title and author, and Vitae as its creator and producer', () => {
    expect(read.get(template)!.structure.info).toEqual({
      Title: title,
      Author: sample.basics.name,
      Creator: 'Vitae',
      Producer: 'Vitae',
      Language: sample.metadata.language,
    });
  });
});
