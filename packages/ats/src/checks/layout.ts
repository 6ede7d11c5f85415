import { type Finding } from '../finding';
import { atsLimits } from '../limits';
import { type PdfText } from '../read-pdf';

/** Words as a parser counts them: runs of letters or digits; a CJK character counts as a word of its own. */
export function countWords(text: string): number {
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  const words =
    text
      .replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, ' ')
      .match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return words + cjk;
}

/** docs/ats.md#length: at most two pages and at least about 150 words. */
export function checkLength(pdf: PdfText, text: string): Finding {
  const pages = pdf.pages.length;
  const words = countWords(text);
  const items = [`${pages} page${pages === 1 ? '' : 's'}`, `${words} words`];
  if (pages > atsLimits.maxPages) {
    return {
      id: 'length',
      status: 'warn',
      title: `${pages} pages: longer than recruiters read`,
      fix: `Cut the resume to ${atsLimits.maxPages} pages, keeping the last ten years and what matters for the job.`,
      items,
    };
  }
  if (words < atsLimits.minWords) {
    return {
      id: 'length',
      status: 'warn',
      title: `Only ${words} words: too little for an ATS to match`,
      fix: `Describe each job in a few lines with its results and tools, to at least ${atsLimits.minWords} words.`,
      items,
    };
  }
  return { id: 'length', status: 'pass', title: 'A good length', fix: 'Nothing to fix.', items };
}

/** docs/ats.md#font-size: the body's size (the size most characters are set in) at least 9 pt. */
export function checkFontSize(pdf: PdfText): Finding {
  const bySize = new Map<number, number>();
  for (const run of pdf.pages.flatMap((page) => page.runs)) {
    const size = Math.round(run.size * 2) / 2;
    bySize.set(size, (bySize.get(size) ?? 0) + run.str.trim().length);
  }
  const body = [...bySize.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  if (body < atsLimits.minBodySize) {
    return {
      id: 'font-size',
      status: 'warn',
      title: `Body text is ${body} pt`,
      fix: `Set the body text at ${atsLimits.minBodySize} pt or more (10 to 12 pt reads best).`,
      items: [`${body} pt`],
    };
  }
  return {
    id: 'font-size',
    status: 'pass',
    title: `Body text is ${body} pt`,
    fix: 'Nothing to fix.',
    items: [`${body} pt`],
  };
}

/** docs/ats.md#margins: no text closer than 0.3 in to a page's edge. */
export function checkMargins(pdf: PdfText): Finding {
  const close: { page: number; x: number; y: number; text: string }[] = [];
  for (const page of pdf.pages) {
    const near = page.runs.find(
      (run) =>
        !isPageNumber(run.str, page.number, pdf.pages.length) &&
        (run.x < atsLimits.minMargin ||
          run.x + run.width > page.width - atsLimits.minMargin ||
          run.top - run.size < atsLimits.minMargin ||
          run.top > page.height - atsLimits.minMargin),
    );
    if (near) {
      close.push({ page: page.number, x: near.x, y: near.top, text: near.str.trim() });
    }
  }
  if (close.length > 0) {
    return {
      id: 'margins',
      status: 'warn',
      title: 'Text runs close to the edge of the page',
      fix: 'Give the page margins of at least 0.3 in (8 mm), so nothing is cut off when it is printed or converted.',
      places: close.map(({ page, x, y }) => ({ page, x, y })),
      items: close.map((entry) => `page ${entry.page}: ${entry.text}`),
    };
  }
  return {
    id: 'margins',
    status: 'pass',
    title: 'Margins are wide enough',
    fix: 'Nothing to fix.',
  };
}

/**
 * Whether a run is the page's number ("Page 1 of 2", "1 / 2", "Seite 1 von 2"):
 * a short text whose only figures are the page's number and the count of
 * pages. A footer's page number sits in the margin by design.
 */
function isPageNumber(text: string, page: number, pages: number): boolean {
  const figures = text.match(/\d+/gu) ?? [];
  return (
    text.length <= 30 &&
    figures.length >= 1 &&
    figures.length <= 2 &&
    Number(figures[0]) === page &&
    (figures[1] === undefined || Number(figures[1]) === pages)
  );
}

/** docs/ats.md#file-size: over 2 MB, many application forms refuse the upload. */
export function checkFileSize(pdf: PdfText): Finding {
  const megabytes = `${(pdf.bytes / 1024 / 1024).toFixed(1)} MB`;
  return pdf.bytes > atsLimits.warnFileBytes
    ? {
        id: 'file-size',
        status: 'warn',
        title: `The file is ${megabytes}`,
        fix: 'Bring the PDF under 2 MB: use smaller pictures or none, and export without embedded extras.',
        items: [megabytes],
      }
    : {
        id: 'file-size',
        status: 'pass',
        title: `The file is ${megabytes}`,
        fix: 'Nothing to fix.',
        items: [megabytes],
      };
}
