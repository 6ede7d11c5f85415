// Print throughput of Vitae next to a bare baseline, in one run on this
// machine (docs/performance.md). The scenario is the one of
// load/print-throughput.js: users register, create resumes through the REST
// routes and ask `GET /api/resume/print/:id` for PDFs of distinct (uncached)
// and unchanged (cached) resumes. Every uncached print really prints: render's
// counters are read around each such phase and the run fails when one was
// answered from a stored file. Cover letters are printed too, uncached and
// cached, at concurrency 1 (`GET /api/letter/:id/pdf`, docs/render.md#cover-letters).
// Everything stays on loopback and every loop is bounded.
//
// Environment (all optional; BENCH_SMOKE=1 gives the small values in brackets):
//   BENCH_PRINTS       uncached prints per concurrency level (12 [2]; half as
//                      many for the isolated baseline, which only explains the gap)
//   BENCH_CONCURRENCY  concurrency levels, comma separated ("1,2,4" ["1,2"])
//   BENCH_CACHED       cached prints through the gateway (60 [5])
//   DATABASE_URL       a Postgres server: a fresh database is made on it for the
//                      run and dropped afterwards; without it, the embedded one
//   CHROME_PATH        the Chromium of the baseline (/usr/bin/chromium)
//   RENDER_PRINTS_PER_MINUTE  render's per-account ceiling (lifted to 1,000,000:
//                      a few accounts stand for many people; see printCeilingLifted)
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

import { artboardPages, chromiumArgs, loadArtboardFiles } from '@vitae/render';
import {
  type LetterData,
  type ResumeData,
  sampleLetterData,
  sampleResumeData,
} from '@vitae/schema';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

import { listSetting, numberSetting, smoke } from './lib/bench-settings';
import {
  aheadPdfsPublicOnly,
  type InProcessVitae,
  printCeilingLifted,
  startInProcessVitae,
} from './lib/in-process-vitae';
import { percentile, perSecond, type Run, runLevel } from './lib/level-runner';
import { peakRss } from './lib/process-memory';
import { metricSum, readRenderMetrics, waitForRenderIdle } from './lib/render-metrics';
import { mib, ms, table } from './lib/report-format';
import { newResume, newUser, printUrl, renderPdfUrl, type User } from './lib/rest-user';

const root = resolve(process.cwd());
const prints = numberSetting('BENCH_PRINTS', 12, 2);
const isolatedPrints = Math.max(2, Math.floor(prints / 2));
const cachedPrints = numberSetting('BENCH_CACHED', 60, 5);
const levels = listSetting('BENCH_CONCURRENCY', '1,2,4', '1,2').map(Number);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

// ---------------------------------------------------------------- resumes

/** The sample resume with a headline of its own, so each number is new content for the cache. */
function distinctResume(tag: string): ResumeData {
  const data = sampleResumeData();
  data.basics.headline = `${data.basics.headline} (${tag})`;
  return data;
}

/** The sample letter with a subject of its own, so each number is new content for the cache. */
function distinctLetter(tag: string): LetterData {
  const data = sampleLetterData();
  data.subject = `${data.subject} (${tag})`;
  return data;
}

/** A private letter of `user`'s holding `data`, made through the REST routes (docs/api.md#cover-letters). */
async function newLetter(user: User, tag: string, data: LetterData): Promise<string> {
  const slug = `bench-${tag}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const created = await user.call<{ id: string; version: number }>('POST', '/api/letter', {
    title: `Bench ${tag}`,
    slug,
  });
  await user.call('PUT', `/api/letter/${created.id}/data`, {
    data,
    baseVersion: created.version,
  });
  return created.id;
}

/** `GET /api/letter/:id/pdf`: the URL of the letter's PDF, printed now unless stored. */
function letterPdfUrl(user: User, id: string): Promise<{ url: string }> {
  return user.call<{ url: string }>('GET', `/api/letter/${id}/pdf`);
}

// ---------------------------------------------------------------- the bare baseline

declare const window: { __vitae?: { render(data: unknown): Promise<{ pageCount: number }> } };
declare const document: { title: string };

/**
 * Opens the artboard in `page` exactly as render prepares its pages: web/dist
 * answered from memory by request interception, every other request refused.
 */
type OpenArtboard = (page: Page) => Promise<void>;

/** Draws `data` in an open artboard and prints it, as render's last steps do. */
async function drawAndPrint(page: Page, data: ResumeData, title: string): Promise<Uint8Array> {
  await page.evaluate(
    (resume) => window.__vitae!.render(resume),
    data as unknown as Record<string, unknown>,
  );
  await page.evaluate((name) => {
    document.title = name;
  }, title);
  return page.pdf({ preferCSSPageSize: true, printBackground: true });
}

/**
 * The bare baseline: one warm Chromium, one open artboard page per concurrent
 * slot, each print drawing new data and calling page.pdf(). No isolation, no
 * service, no storage: the floor of what a print costs.
 */
async function baseline(browser: Browser, openArtboard: OpenArtboard, concurrency: number) {
  const pages = await Promise.all(Array.from({ length: concurrency }, () => browser.newPage()));
  try {
    await Promise.all(pages.map((page) => openArtboard(page)));
    // One unmeasured print per page: the first draw compiles the template's code.
    await Promise.all(
      pages.map((page, slot) => drawAndPrint(page, distinctResume(`warm ${slot}`), 'Warm')),
    );
    return await runLevel(concurrency, prints, async (index, slot) => {
      const pdf = await drawAndPrint(
        pages[slot],
        distinctResume(`base ${concurrency}-${index}`),
        'Baseline',
      );
      if (pdf.length < 1000) {
        throw new Error('the baseline printed an empty PDF');
      }
    });
  } finally {
    await Promise.all(pages.map((page) => page.close()));
  }
}

/**
 * The baseline with render's isolation: each print in a fresh incognito
 * context, loading the artboard anew. Not a target; it tells how much of the
 * gap to the bare baseline is the isolation the issue asks for.
 */
async function isolatedBaseline(
  browser: Browser,
  openArtboard: OpenArtboard,
  concurrency: number,
  phases: Record<Phase, number[]>,
) {
  return runLevel(concurrency, isolatedPrints, async (index) => {
    let mark = performance.now();
    const lap = (phase: Phase) => {
      const now = performance.now();
      phases[phase].push(now - mark);
      mark = now;
    };
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      lap('context and page');
      await openArtboard(page);
      lap('artboard load');
      await drawAndPrint(page, distinctResume(`isolated ${concurrency}-${index}`), 'Isolated');
      lap('draw and pdf');
    } finally {
      await context.close();
      lap('context close');
    }
  });
}

const phaseNames = ['context and page', 'artboard load', 'draw and pdf', 'context close'] as const;
type Phase = (typeof phaseNames)[number];

/**
 * Runs a phase of uncached prints and checks with render's counters that each
 * print was printed in Chromium: no PDF answered from a stored file, at least
 * one print per request. Throws, naming the phase, when render's cache answered.
 */
async function printsEach(phase: string, renderUrl: string, level: () => Promise<Run>) {
  const before = await readRenderMetrics(renderUrl);
  const run = await level();
  const after = await readRenderMetrics(renderUrl);
  const moved = (name: string) =>
    metricSum(after, name, { output: 'pdf' }) - metricSum(before, name, { output: 'pdf' });
  const [printed, cached] = [
    moved('vitae_render_prints_total'),
    moved('vitae_render_cache_hits_total'),
  ];
  if (cached > 0 || printed < run.count) {
    throw new Error(
      `${phase}: ${run.count} requests, ${printed} PDFs printed and ${cached} answered from render's cache; every one must print`,
    );
  }
  return run;
}

// ---------------------------------------------------------------- the run

async function main(): Promise<void> {
  if (!levels.every((level) => Number.isInteger(level) && level >= 1)) {
    throw new Error(`BENCH_CONCURRENCY must list whole numbers from 1, not "${levels.join(',')}"`);
  }
  const openArtboard = artboardPages(loadArtboardFiles(join(root, 'web/dist'))).prepare;
  const began = performance.now();
  const loadBefore = loadavg()[0];
  let vitae: InProcessVitae | undefined;
  let browser: Browser | undefined;
  try {
    vitae = await startInProcessVitae(root, { ...printCeilingLifted(), ...aheadPdfsPublicOnly() });
    const baseUrl = vitae.url;
    console.log(
      `Vitae started in ${((performance.now() - began) / 1000).toFixed(1)} s at ${baseUrl}`,
    );

    // Setup, not measured: one user per concurrent client, and a resume of its
    // own for every print, each with distinct content: one set for the Vitae
    // prints (and their warm-up), another for render alone. Render prints the
    // resume as resume stores it, whatever the caller sends, so a resume
    // printed once answers from the cache ever after: no resume is printed twice.
    const maxConcurrency = Math.max(...levels);
    const users = await Promise.all(Array.from({ length: maxConcurrency }, () => newUser(baseUrl)));
    const resumes = new Map<string, { user: User; id: string }>();
    const renderResumes = new Map<string, { user: User; id: string }>();
    for (const concurrency of levels) {
      for (let index = 0; index < prints + concurrency; index += 1) {
        const slot = index % concurrency;
        const key = `${concurrency}-${index}`;
        const id = await newResume(users[slot], `vitae ${key}`, distinctResume(`vitae ${key}`));
        resumes.set(key, { user: users[slot], id });
        if (index < prints) {
          const tag = `render ${key}`;
          const renderId = await newResume(users[slot], tag, distinctResume(tag));
          renderResumes.set(key, { user: users[slot], id: renderId });
        }
      }
    }
    // Letters: one per uncached print and one for the warm-up, the first user's.
    const letters: string[] = [];
    for (let index = 0; index <= prints; index += 1) {
      letters.push(await newLetter(users[0], `letter ${index}`, distinctLetter(`letter ${index}`)));
    }
    console.log(
      `${resumes.size + renderResumes.size} resumes and ${letters.length} letters created for ${users.length} users`,
    );
    // Each resume's change asks render for a thumbnail ahead of time. Those jobs
    // must not print while a phase is measured: before each one, render's queue
    // is drained and idle. The bound allows a few seconds a thumbnail.
    const renderUrl = vitae.renderUrl;
    const drainTimeoutMs = 60_000 + (resumes.size + renderResumes.size) * 5_000;
    const settle = async (phase: string) => {
      const idle = await waitForRenderIdle(renderUrl, { timeoutMs: drainTimeoutMs });
      console.log(
        `render idle before ${phase} after ${idle.seconds.toFixed(1)} s (${idle.jobs} jobs finished meanwhile)`,
      );
    };

    browser = await puppeteer.launch({
      executablePath: chromePath,
      headless: true,
      args: chromiumArgs,
    });
    const baselinePid = () => browser?.process()?.pid;
    const rows: {
      concurrency: number;
      bare: Run;
      isolated: Run;
      vitae: Run;
      render: Run;
    }[] = [];
    const phases = Object.fromEntries(phaseNames.map((name) => [name, [] as number[]])) as Record<
      Phase,
      number[]
    >;
    let bareRss = 0;
    let vitaeRss = 0;
    for (const concurrency of levels) {
      await settle(`the baselines at concurrency ${concurrency}`);
      const [bare, bareLevelRss] = await peakRss(baselinePid, () =>
        baseline(browser!, openArtboard, concurrency),
      );
      const isolated = await isolatedBaseline(browser, openArtboard, concurrency, phases);
      // A warm-up print per client on resumes outside the measured ones.
      await Promise.all(
        Array.from({ length: concurrency }, (_, slot) => {
          const resume = resumes.get(`${concurrency}-${prints + slot}`)!;
          return printUrl(resume.user, resume.id);
        }),
      );
      await settle(`Vitae uncached at concurrency ${concurrency}`);
      const [measured, vitaeLevelRss] = await peakRss(
        () => process.pid,
        () =>
          printsEach(`Vitae uncached at concurrency ${concurrency}`, renderUrl, () =>
            runLevel(concurrency, prints, async (index) => {
              const resume = resumes.get(`${concurrency}-${index}`)!;
              await printUrl(resume.user, resume.id);
            }),
          ),
        baselinePid,
      );
      // Render alone: resumes of their own, never printed (so uncached), asked
      // of render's /graphql as the gateway asks it, with the service credential.
      await settle(`render alone at concurrency ${concurrency}`);
      const render = await printsEach(`render alone at concurrency ${concurrency}`, renderUrl, () =>
        runLevel(concurrency, prints, async (index) => {
          const resume = renderResumes.get(`${concurrency}-${index}`)!;
          await renderPdfUrl(renderUrl, vitae!.credential, resume.user, resume.id);
        }),
      );
      bareRss = Math.max(bareRss, bareLevelRss);
      vitaeRss = Math.max(vitaeRss, vitaeLevelRss);
      rows.push({ concurrency, bare, isolated, vitae: measured, render });
      console.log(
        `concurrency ${concurrency}: bare ${perSecond(bare).toFixed(2)}/s, isolated ${perSecond(isolated).toFixed(2)}/s, vitae ${perSecond(measured).toFixed(2)}/s, render alone ${perSecond(render).toFixed(2)}/s`,
      );
    }
    await browser.close();
    browser = undefined;

    // Letters, uncached: each printed once, after a warm-up letter, at concurrency 1.
    await letterPdfUrl(users[0], letters[prints]);
    await settle('the uncached letters');
    const letterUncached = await printsEach('letters uncached', renderUrl, () =>
      runLevel(1, prints, async (index) => {
        await letterPdfUrl(users[0], letters[index]);
      }),
    );
    // Letters, cached: one letter printed already, asked again and again.
    const firstLetter = await letterPdfUrl(users[0], letters[0]);
    const letterCached = await runLevel(1, cachedPrints, async () => {
      const again = await letterPdfUrl(users[0], letters[0]);
      if (again.url !== firstLetter.url) {
        throw new Error('an unchanged letter was printed anew');
      }
    });

    // Cached: an unchanged resume, printed already, asked again and again.
    const cachedResume = resumes.get(`${levels[0]}-0`)!;
    const first = await printUrl(cachedResume.user, cachedResume.id);
    const file = await cachedResume.user.download(first.url);
    const head = Buffer.from(await file.arrayBuffer())
      .subarray(0, 5)
      .toString();
    if (file.status !== 200 || head !== '%PDF-') {
      throw new Error(`the printed file is not a PDF (${file.status} ${head})`);
    }
    await settle('the cached prints');
    const cached = await runLevel(1, cachedPrints, async () => {
      const again = await printUrl(cachedResume.user, cachedResume.id);
      if (again.url !== first.url) {
        throw new Error('an unchanged resume was printed anew');
      }
    });
    // The same gateway and resume lookup without render: the floor under a cached print.
    const readOnly = await runLevel(1, cachedPrints, async () => {
      await cachedResume.user.call('GET', `/api/resume/${cachedResume.id}`);
    });
    const cachedBusy = await runLevel(maxConcurrency, cachedPrints, async () => {
      await printUrl(cachedResume.user, cachedResume.id);
    });

    // ------------------------------------------------------------ report
    const bestOf = (variant: 'bare' | 'vitae' | 'render') =>
      rows.reduce((a, b) => (perSecond(b[variant]) > perSecond(a[variant]) ? b : a));
    const [best, bestBare, bestRender] = [bestOf('vitae'), bestOf('bare'), bestOf('render')];
    const single = rows.find((row) => row.concurrency === 1) ?? rows[0];
    const throughputRatio = perSecond(best.vitae) / perSecond(bestBare.bare);
    const renderRatio = perSecond(bestRender.render) / perSecond(bestBare.bare);
    const latencyRatio =
      percentile(single.vitae.latencies, 50) / percentile(single.bare.latencies, 50);
    const renderLatencyRatio =
      percentile(single.render.latencies, 50) / percentile(single.bare.latencies, 50);
    const cachedP50 = percentile(cached.latencies, 50);

    console.log('');
    console.log(
      `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${mib(totalmem())} memory, Node ${process.version}, ${execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()}`,
    );
    console.log(
      `Vitae: all-in-one, ${vitae.postgres ? 'Postgres' : 'embedded database'}, in-process bus, render at its default concurrency; ${prints} uncached prints per level (${isolatedPrints} isolated)${smoke ? '; a smoke run (BENCH_SMOKE=1): the figures mean nothing' : ''}`,
    );
    console.log('');
    const header = ['concurrency', 'variant', 'PDFs/s', 'p50', 'p95'];
    const body = rows.flatMap((row) =>
      (
        [
          ['bare baseline', row.bare],
          ['isolated baseline', row.isolated],
          ['Vitae uncached', row.vitae],
          ['render alone', row.render],
        ] as const
      ).map(([name, run]) => [
        String(row.concurrency),
        name,
        perSecond(run).toFixed(2),
        ms(percentile(run.latencies, 50)),
        ms(percentile(run.latencies, 95)),
      ]),
    );
    // Cached prints take milliseconds: one decimal more.
    const fineRow = (concurrency: number, name: string, run: Run) => [
      String(concurrency),
      name,
      perSecond(run).toFixed(1),
      `${percentile(run.latencies, 50).toFixed(1)} ms`,
      `${percentile(run.latencies, 95).toFixed(1)} ms`,
    ];
    body.push(
      fineRow(1, 'Vitae cached', cached),
      fineRow(1, 'GET /api/resume/:id', readOnly),
      fineRow(maxConcurrency, 'Vitae cached', cachedBusy),
      [
        '1',
        'letter uncached',
        perSecond(letterUncached).toFixed(2),
        ms(percentile(letterUncached.latencies, 50)),
        ms(percentile(letterUncached.latencies, 95)),
      ],
      fineRow(1, 'letter cached', letterCached),
    );
    console.log(table([header, ...body]));
    console.log('');
    console.log(
      `Isolated baseline, p50 of each step (all levels): ${phaseNames.map((name) => `${name} ${ms(percentile(phases[name], 50))}`).join(', ')}`,
    );
    console.log(`Peak RSS, bare baseline Chromium (all its processes): ${mib(bareRss)}`);
    console.log(
      `Peak RSS, Vitae uncached (this Node process, every service, render's Chromium): ${mib(vitaeRss)}`,
    );
    console.log('');
    console.log('Targets (docs/performance.md):');
    console.log(
      `  uncached throughput, Vitae at its best (c=${best.concurrency}) / bare at its best (c=${bestBare.concurrency}): ${(throughputRatio * 100).toFixed(0)} % (target >= 80 %) ${throughputRatio >= 0.8 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  the same for render alone (c=${bestRender.concurrency}): ${(renderRatio * 100).toFixed(0)} % ${renderRatio >= 0.8 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  uncached p50 at concurrency 1, Vitae / bare: ${latencyRatio.toFixed(2)}x (target <= 1.5x) ${latencyRatio <= 1.5 ? 'met' : 'NOT met'}; render alone ${renderLatencyRatio.toFixed(2)}x`,
    );
    console.log(
      `  cached p50 through the gateway: ${cachedP50.toFixed(1)} ms (target < 15 ms) ${cachedP50 < 15 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `Whole run: ${((performance.now() - began) / 1000).toFixed(0)} s; 1-minute load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after (other processes on the machine skew every figure alike)`,
    );
  } finally {
    await browser?.close();
    await vitae?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
