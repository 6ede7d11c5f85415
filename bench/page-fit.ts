// make bench-page-fit: how long "Fit to 1 page" and "Fit to 2 pages" take to
// answer (docs/templates.md#fit-to-pages, docs/performance.md#fit-to-pages).
// In Debian's Chromium, the built artboard (web/dist) is opened as render
// opens it (answered from memory, every other request refused); the sample
// resume, and the every-section resume of the artboard's tests
// (web/test/artboard/fixtures/full-resume.json), is drawn in each template and
// the Page panel's question (`artboard:fit`) asked again and again, timed in
// the page from the question to the answer (`artboard:fitted`). The first
// answer of a run loads the fit's code (docs/templates.md#fit-to-pages) and is
// shown apart. While it fits, a PerformanceObserver notes the main thread's
// long tasks (over 50 ms): the longest is how long a key typed meanwhile waits.
//
// Environment (BENCH_SMOKE=1 gives the small values in brackets):
//   BENCH_FIT_RUNS       answers timed per template, resume and target (10 [2])
//   BENCH_FIT_TEMPLATES  the templates (all 18 [bronzor,onyx,azurill])
// It exits 1 when an answer does not come within 10 s (a smoke run too), and,
// except in a smoke run, when the p95 answer passes 300 ms or a task of a fit
// passes 200 ms (the fit lays out one candidate a task).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { artboardPages, chromiumArgs, loadArtboardFiles } from '@vitae/render';
import { type ResumeData, resumeDataSchema, sampleResumeData, templates } from '@vitae/schema';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

import { listSetting, numberSetting, smoke } from './lib/bench-settings';
import { ms, table } from './lib/report-format';

const root = resolve(process.cwd());
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const runs = numberSetting('BENCH_FIT_RUNS', 10, 2);
const chosen = listSetting('BENCH_FIT_TEMPLATES', templates.join(','), 'bronzor,onyx,azurill');
/** The target: an answer within 300 ms. */
const budgetMs = 300;
/** The longest a task of a fit may take: a key typed meanwhile waits for it. */
const taskBudgetMs = 200;
/** Longer than this without an answer, the fit is taken as not answering. */
const answerTimeoutMs = 10_000;

type Answer = { ms: number; longestTask: number; fits: boolean; over: number };

/** What the artboard page holds: the injection API and the long tasks this bench notes. */
type ArtboardWindow = {
  __vitae?: { render(data: unknown): Promise<{ pageCount: number }> };
  __longTasks?: { start: number; duration: number }[];
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function unknownTemplates(): string[] {
  const known = new Set<string>(templates);
  return chosen.filter((name) => !known.has(name));
}

/** Draws `data` and returns the sheets the artboard reports. */
async function draw(page: Page, data: ResumeData): Promise<number> {
  const { pageCount } = await page.evaluate(
    (resume) => (window as unknown as ArtboardWindow).__vitae!.render(resume),
    data as unknown as Record<string, unknown>,
  );
  return pageCount;
}

/** Starts noting the page's long tasks, with when each began. */
function watchLongTasks(page: Page): Promise<void> {
  return page.evaluate(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as ArtboardWindow).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        tasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** Asks the artboard "Fit to `pages` pages" as the builder does and times the answer. */
async function askFit(page: Page, pages: number, request: number): Promise<Answer> {
  const answer = await page.evaluate(
    (target, id, timeoutMs) =>
      new Promise<Omit<Answer, 'longestTask'> & { started: number; ended: number }>(
        (done, fail) => {
          const started = performance.now();
          const timer = setTimeout(
            () => fail(new Error(`no answer to Fit to ${target} in ${timeoutMs} ms`)),
            timeoutMs,
          );
          const onMessage = (event: MessageEvent) => {
            const reply = event.data as {
              type?: string;
              request?: number;
              result?: { fits: boolean; over?: number };
            };
            if (reply.type === 'artboard:fitted' && reply.request === id && reply.result) {
              const ended = performance.now();
              clearTimeout(timer);
              window.removeEventListener('message', onMessage);
              done({
                ms: ended - started,
                started,
                ended,
                fits: reply.result.fits,
                over: reply.result.over ?? 0,
              });
            }
          };
          window.addEventListener('message', onMessage);
          window.postMessage({ type: 'artboard:fit', pages: target, request: id }, location.origin);
        },
      ),
    pages,
    request,
    answerTimeoutMs,
  );
  // The observer is told of a task after it ends: a frame later, every task of the fit is in.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 50)));
  const longestTask = await page.evaluate(
    (from, to) =>
      Math.max(
        0,
        ...(window as unknown as ArtboardWindow)
          .__longTasks!.filter((task) => task.start + task.duration >= from && task.start <= to)
          .map((task) => task.duration),
      ),
    answer.started,
    answer.ended,
  );
  return { ms: answer.ms, longestTask, fits: answer.fits, over: answer.over };
}

const fullResume = (): ResumeData =>
  resumeDataSchema.parse(
    JSON.parse(readFileSync(join(root, 'web/test/artboard/fixtures/full-resume.json'), 'utf8')),
  );

async function main() {
  const wrong = unknownTemplates();
  if (wrong.length > 0) {
    throw new Error(
      `BENCH_FIT_TEMPLATES names no template ${wrong.join(', ')}; known: ${templates.join(', ')}`,
    );
  }
  const resumes: [string, () => ResumeData][] = [
    ['sample', sampleResumeData],
    ['every section', fullResume],
  ];
  const browser: Browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage();
    await artboardPages(loadArtboardFiles(join(root, 'web/dist'))).prepare(page);
    await watchLongTasks(page);
    let request = 0;
    const rows: string[][] = [
      ['Template', 'Resume', 'Sheets', 'Target', 'Answer', 'Median', 'p95', 'Longest task'],
    ];
    const all: Record<number, number[]> = { 1: [], 2: [] };
    const tasks: number[] = [];
    let first: number | null = null;
    for (const template of chosen) {
      for (const [name, make] of resumes) {
        const data = make();
        data.metadata.template = template as ResumeData['metadata']['template'];
        const sheets = await draw(page, data);
        for (const target of [1, 2]) {
          const times: number[] = [];
          let longest = 0;
          let last: Answer | null = null;
          for (let run = 0; run < runs + (first === null ? 1 : 0); run += 1) {
            request += 1;
            const answer = await askFit(page, target, request);
            if (first === null) {
              // The first answer of all loads the fit's code: shown apart.
              first = answer.ms;
              continue;
            }
            times.push(answer.ms);
            longest = Math.max(longest, answer.longestTask);
            last = answer;
          }
          all[target].push(...times);
          tasks.push(longest);
          const said = last?.fits ? 'fits' : `${last?.over ?? 0} over`;
          rows.push([
            template,
            name,
            String(sheets),
            `${target}`,
            said,
            ms(percentile(times, 50)),
            ms(percentile(times, 95)),
            longest === 0 ? 'none over 50 ms' : ms(longest),
          ]);
        }
      }
    }
    console.log(
      `Fit to N pages in Chromium, ${chosen.length} templates, ${runs} answers each (after a first, cold one of ${ms(first ?? 0)}):\n`,
    );
    console.log(table(rows));
    console.log('');
    let over = false;
    for (const target of [1, 2]) {
      const p95 = percentile(all[target], 95);
      over ||= p95 > budgetMs;
      console.log(
        `Fit to ${target} page${target > 1 ? 's' : ''}: median ${ms(percentile(all[target], 50))}, p95 ${ms(p95)} (target under ${budgetMs} ms)`,
      );
    }
    const longestTask = Math.max(0, ...tasks);
    console.log(
      `Longest main-thread task while fitting: ${longestTask === 0 ? 'none over 50 ms' : ms(longestTask)} (target under ${taskBudgetMs} ms)`,
    );
    over ||= longestTask > taskBudgetMs;
    if (!smoke && over) {
      console.log('Fit to pages: OVER the target');
      process.exit(1);
    }
    console.log('Fit to pages: passed');
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
