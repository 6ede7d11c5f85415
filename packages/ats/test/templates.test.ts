import { type ResumeData, sampleResumeData, templates } from '@vitae/schema';

import { type Printer } from '../../../services/render/src/chromium/printer';
import { startTestPrinter } from '../../../services/render/test/chromium/print-harness';
import { compareWithResume } from '../src';
import { checkPdfs, type CheckResult, finding, reportOf } from './check-pdfs';

// Fourteen prints in real Chromium and one pdf.js run over them: a busy machine takes a while.
jest.setTimeout(60_000);

/** The sample resume in another language, as the render tests print it. */
function sampleIn(language: 'ja-JP' | 'ar-SA', name: string, sentence: string) {
  const data = sampleResumeData();
  data.metadata.language = language;
  data.basics.name = name;
  data.sections.summary.content = `<p>${sentence}</p>`;
  return data;
}

const resumes: Record<string, ResumeData> = {
  ...Object.fromEntries(
    templates.map((template) => {
      const data = sampleResumeData();
      data.metadata.template = template;
      return [template, data];
    }),
  ),
  'ja-JP': sampleIn(
    'ja-JP',
    '山田 花子',
    '東京を拠点に、決済システムの設計と運用に十年携わってきました。',
  ),
  'ar-SA': sampleIn('ar-SA', 'ليلى حداد', 'أعمل منذ ثماني سنوات على تصميم أنظمة الدفع الإلكتروني'),
};

let results: Record<string, CheckResult>;

beforeAll(async () => {
  let stop: (() => Promise<void>) | undefined;
  try {
    let printer: Printer;
    ({ printer, stop } = await startTestPrinter({ concurrency: 2, jobsPerContext: 100 }));
    const printed = await Promise.all(
      Object.entries(resumes).map(
        async ([name, data]) =>
          [name, (await printer.printPdf({ title: name, data })).pdf] as const,
      ),
    );
    results = checkPdfs(Object.fromEntries(printed));
  } finally {
    await stop?.();
  }
}, 240_000);

const names = Object.keys(resumes);

describe('the check of PDFs Vitae prints from the sample resume', () => {
  it.each(names)('finds no failure in %s', (name) => {
    const report = reportOf(results[name]);
    expect(report.findings.filter((entry) => entry.status === 'fail')).toEqual([]);
  });

  it.each(names)('finds the email address in the body of %s', (name) => {
    expect(finding(reportOf(results[name]), 'contact.email')).toMatchObject({
      status: 'pass',
      items: [resumes[name].basics.email],
    });
  });

  it.each(names)('finds the name at the top of %s', (name) => {
    const found = finding(reportOf(results[name]), 'contact.name');
    expect(found.status).toBe('pass');
    // A template may set the name in capitals; a parser reads it as they show.
    expect(found.items?.map((item) => item.toLocaleLowerCase())).toEqual([
      resumes[name].basics.name.toLocaleLowerCase(),
    ]);
  });

  it.each(names)('recognises the standard headings in %s', (name) => {
    const headings = finding(reportOf(results[name]), 'sections.headings');
    expect(headings.status).toBe('pass');
  });

  it.each(names)('reads the name and email as typed in %s', (name) => {
    const report = reportOf(results[name]);
    const fields = compareWithResume(report.reading, resumes[name]);
    expect(fields.filter((field) => ['name', 'email'].includes(field.field))).toEqual([
      expect.objectContaining({ field: 'name', status: 'found' }),
      expect.objectContaining({ field: 'email', status: 'found' }),
    ]);
  });

  it('reads every job, school and skill of azurill as typed, and its profiles only as usernames', () => {
    const fields = compareWithResume(reportOf(results.azurill).reading, resumes.azurill);
    expect(fields.filter((field) => field.status !== 'found')).toEqual([
      expect.objectContaining({ field: 'links[1]', status: 'changed', read: 'icastellanos' }),
      expect.objectContaining({ field: 'links[2]', status: 'changed', read: 'ingridcastellanos' }),
    ]);
    expect(fields.filter((field) => /^(jobs|schools|skills)/u.test(field.field))).toHaveLength(17);
  });

  // Arabic is drawn in a font whose letters are whole glyphs (docs/templates.md#fonts-for-every-script):
  // a reader that skips /ActualText, as pdf.js and many ATS do, still gets every letter.
  it.each(names)('finds no glyph that copies out as no letter in %s', (name) => {
    expect(finding(reportOf(results[name]), 'fonts.unicode').status).toBe('pass');
  });
});
