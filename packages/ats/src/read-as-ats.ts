import {
  linesFromPdfItems,
  parseDocumentLines,
  type PdfTextItem,
  type ResumeData,
} from '@vitae/schema';

import { rowsByColumns } from './lines';
import { type PageText, type PdfText } from './read-pdf';

/** A job as a parser recovers it. */
export type RecoveredJob = { company: string; title: string; dates: string };
/** A school as a parser recovers it. */
export type RecoveredSchool = { school: string; degree: string; dates: string };

/** What an ATS reads from the PDF (docs/ats.md#what-an-ats-reads): the fields a parser fills in. */
export type AtsReading = {
  name: string;
  email: string;
  phone: string;
  links: string[];
  jobs: RecoveredJob[];
  schools: RecoveredSchool[];
  skills: string[];
};

/**
 * Recovers the fields from the PDF's text as a column-aware resume parser
 * does: `@vitae/schema`'s document import reads the lines (column by column)
 * into resume data, and its basics, experience, education, skills and links
 * are what the parser "saw". Nothing is taken from the PDF's attached JSON.
 */
export function recoverFields(pdf: PdfText): AtsReading {
  const lines = pdf.pages.flatMap((page) =>
    linesFromPdfItems(phrases(page), page.number, boldFonts(page), { pageWidth: page.width }),
  );
  const result = parseDocumentLines(lines);
  if (!result.ok) {
    return { name: '', email: '', phone: '', links: [], jobs: [], schools: [], skills: [] };
  }
  return readingOf(result.data);
}

/**
 * The page's text as phrases: each row of parser (b) cut where runs stand
 * well apart (more than 0.8 of the font size, as the import reader parts a
 * line), each phrase one item already in its reading order, so right-to-left
 * text reaches the import reader as words, not as glyphs it would read left to right.
 */
function phrases(page: PageText): PdfTextItem[] {
  const items: PdfTextItem[] = [];
  for (const row of rowsByColumns(page)) {
    let phrase: typeof row.runs = [];
    const flush = () => {
      if (phrase.length === 0) {
        return;
      }
      const left = Math.min(...phrase.map((run) => run.x));
      const right = Math.max(...phrase.map((run) => run.x + run.width));
      const size = Math.max(...phrase.map((run) => run.size));
      items.push({
        str: joinPhrase(phrase),
        transform: [size, 0, 0, size, left, page.height - row.top],
        width: right - left,
        fontName: phrase[0].fontId,
      });
      phrase = [];
    };
    for (const run of row.runs) {
      const last = phrase.at(-1);
      const gap = last ? Math.max(run.x - (last.x + last.width), last.x - (run.x + run.width)) : 0;
      if (last && gap > Math.min(run.size, last.size) * 0.8) {
        flush();
      }
      phrase.push(run);
    }
    flush();
  }
  return items;
}

function joinPhrase(
  runs: readonly { str: string; x: number; width: number; size: number }[],
): string {
  let text = '';
  for (const [index, run] of runs.entries()) {
    const previous = runs[index - 1];
    const gap = previous
      ? Math.max(run.x - (previous.x + previous.width), previous.x - (run.x + run.width))
      : 0;
    text += previous && gap > run.size / 5 && !/\s$/u.test(text) ? ` ${run.str}` : run.str;
  }
  return text.replace(/\s+/gu, ' ').trim();
}

/** The page's fonts by id, bold where their names say so (as the import reader tells headings). */
function boldFonts(page: PageText): Map<string, boolean> {
  return new Map(
    page.fonts.map((font) => [font.id, /bold|black|heavy|semibold|demi/iu.test(font.name)]),
  );
}

function readingOf(data: ResumeData): AtsReading {
  const { basics, sections } = data;
  const links = [
    basics.url.href,
    ...sections.profiles.items.map((profile) => profile.url.href || profile.username),
  ].filter((link) => link !== '');
  return {
    name: basics.name,
    email: basics.email,
    phone: basics.phone,
    links,
    jobs: sections.experience.items.map((job) => ({
      company: job.company,
      title: job.position,
      dates: job.date,
    })),
    schools: sections.education.items.map((school) => ({
      school: school.institution,
      degree: [school.studyType, school.area].filter((part) => part !== '').join(', '),
      dates: school.date,
    })),
    skills: sections.skills.items.map((skill) => skill.name).filter((name) => name !== ''),
  };
}
