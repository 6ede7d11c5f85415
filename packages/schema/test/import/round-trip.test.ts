import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { type ImportResult, sampleResumeData } from '../../src';
import { type ImportScore, scoreImport } from '../../src/import/document/import-score';

// Every template's PDF of the sample resume, as Vitae prints it, read back from
// its text alone (docs/import-export.md#pdf-and-word): the committed PDFs carry
// no JSON attachment. Each is read as the import worker reads it
// (`readPdfResume`, from the schema's build), in a child process
// (documents/read-document.mjs), since jest cannot load pdf.js's ES module build.

/** The share of the sample's printed fields each template's PDF must bring back. */
const floor = 0.9;

/**
 * Templates read back below the floor, each with its own and the reason
 * (docs/import-export.md#pdf-and-word). Xatu sets each item's date and place
 * in a gutter before its timeline: the reader takes that gutter for a column
 * of its own and the dates and places come back apart from their items.
 */
const floors: Record<string, number> = { 'xatu.pdf': 0.85 };

const folder = join(__dirname, '../../../../web/public/templates/pdf');
const templates = readdirSync(folder)
  .filter((file) => file.endsWith('.pdf'))
  .sort();

type Outcome = { score: ImportScore; ms: number };
const outcomes = new Map<string, Outcome>();

beforeAll(() => {
  const read = JSON.parse(
    execFileSync(
      process.execPath,
      [
        join(__dirname, 'documents/read-document.mjs'),
        'pdf',
        ...templates.map((file) => join(folder, file)),
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    ),
  ) as Record<string, ImportResult & { ms: number }>;
  const sample = sampleResumeData();
  for (const file of templates) {
    const { ms, ...result } = read[join(folder, file)];
    if (!result.ok) {
      throw new Error(`${file}: ${JSON.stringify(result.errors)}`);
    }
    outcomes.set(file, { score: scoreImport(sample, result.data), ms });
  }
  console.log(
    [
      'PDF import of the sample resume, per template (fields equal / fields counted):',
      ...templates.map((file) => {
        const { score, ms } = outcomes.get(file)!;
        const percent = `${(score.ratio * 100).toFixed(1)} %`.padStart(7);
        return `  ${file.padEnd(14)} ${percent}  ${score.matched}/${score.total}  (read in ${Math.round(ms)} ms)`;
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
  it.each(templates.map((file) => [file, floors[file] ?? floor]))(
    '%s brings back at least its floor (%d) of the fields',
    (file, least) => {
      const { score } = outcomes.get(file as string)!;
      // Below the floor, the failure lists each field that came back wrong.
      expect(score.ratio >= (least as number) ? [] : score.misses).toEqual([]);
    },
  );
});
