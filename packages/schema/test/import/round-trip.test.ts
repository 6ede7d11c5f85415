import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { sampleResumeData } from '../../src';
import { linesFromPdfItems, type PdfTextItem } from '../../src/import/document/document-lines';
import { type ImportScore, scoreImport } from '../../src/import/document/import-score';
import { parseDocumentLines } from '../../src/import/document/parse-document';

// Every template's PDF of the sample resume, as Vitae prints it, read back from
// its text alone (docs/import-export.md#pdf-and-word): the committed PDFs carry
// no JSON attachment. pdf.js runs in a child process (read-pdf-items.mjs), since
// jest cannot load its ES module build; the lines and the resume are made here,
// from the schema's sources.

/** The share of the sample's printed fields each template's PDF must bring back. */
const floor = 0.9;

type ReadPdf = {
  pages: Array<{ width: number; items: PdfTextItem[]; boldFonts: Array<[string, boolean]> }>;
  ms: number;
};

const folder = join(__dirname, '../../../../web/public/templates/pdf');
const templates = readdirSync(folder)
  .filter((file) => file.endsWith('.pdf'))
  .sort();

type Outcome = { score: ImportScore; readMs: number; parseMs: number };
const outcomes = new Map<string, Outcome>();

beforeAll(() => {
  const read = JSON.parse(
    execFileSync(
      process.execPath,
      [join(__dirname, 'read-pdf-items.mjs'), ...templates.map((file) => join(folder, file))],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    ),
  ) as Record<string, ReadPdf>;
  const sample = sampleResumeData();
  for (const file of templates) {
    const { pages, ms } = read[join(folder, file)];
    const started = performance.now();
    const lines = pages.flatMap((page, index) =>
      linesFromPdfItems(page.items, index + 1, new Map(page.boldFonts), {
        pageWidth: page.width,
      }),
    );
    const result = parseDocumentLines(lines);
    const parseMs = performance.now() - started;
    if (!result.ok) {
      throw new Error(`${file}: ${JSON.stringify(result.errors)}`);
    }
    outcomes.set(file, { score: scoreImport(sample, result.data), readMs: ms, parseMs });
  }
  console.log(
    [
      'PDF import of the sample resume, per template (fields equal / fields counted):',
      ...templates.map((file) => {
        const { score, readMs, parseMs } = outcomes.get(file)!;
        const percent = `${(score.ratio * 100).toFixed(1)} %`.padStart(7);
        return `  ${file.padEnd(14)} ${percent}  ${score.matched}/${score.total}  (pdf.js ${Math.round(readMs)} ms, lines and parse ${Math.round(parseMs)} ms)`;
      }),
    ].join('\n'),
  );
});

describe('the field-level score of an import', () => {
  it('counts the printed fields of the sample, all equal to themselves', () => {
    const sample = sampleResumeData();
    expect(scoreImport(sample, sampleResumeData())).toEqual({
      matched: 68,
      total: 68,
      ratio: 1,
      misses: [],
    });
  });

  it('counts a wrong field, a lost item and a made-up one against the import', () => {
    const imported = sampleResumeData();
    imported.sections.experience.items[1].position = '<p>Senior  backend engineer</p>';
    imported.sections.experience.items[2].position = 'Developer';
    imported.sections.volunteer.items = [];
    imported.sections.awards.items.push({
      ...imported.sections.awards.items[0],
      title: 'Made up',
      awarder: '',
    });
    const score = scoreImport(sampleResumeData(), imported);
    // Case, spacing and HTML do not count; 1 position and 3 volunteer fields do, and 2 made-up ones.
    expect(score).toMatchObject({ matched: 64, total: 70 });
    expect(score.misses).toEqual([
      'experience[2].position: expected "software developer", got "developer"',
      'awards[+1].title: not in the resume, got "made up"',
      'awards[+1].date: not in the resume, got "2023"',
      'volunteer[0].organization: expected "code club valencia", got ""',
      'volunteer[0].position: expected "mentor", got ""',
      'volunteer[0].date: expected "2019 - present", got ""',
    ]);
  });
});

describe('a template PDF of the sample resume, read from its text', () => {
  it.each(templates)(`%s brings back at least ${floor * 100} %% of the fields`, (file) => {
    const { score } = outcomes.get(file)!;
    // Below the floor, the failure lists each field that came back wrong.
    expect(score.ratio >= floor ? [] : score.misses).toEqual([]);
  });

  it.each(templates)('%s is made into a resume in well under a second', (file) => {
    expect(outcomes.get(file)!.parseMs).toBeLessThan(1000);
  });
});
