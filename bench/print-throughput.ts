// Print throughput of Vitae (issue 8, "Load tests" and "Targets"), next to a
// bare baseline, in one run on this machine. The scenario is the one of
// load/print-throughput.js: users register, create resumes through the REST
// routes of SPEC §7 and ask `GET /api/resume/print/:id` for PDFs of distinct
// (uncached) and unchanged (cached) resumes. Everything stays on loopback and
// every loop is bounded. See docs/performance.md for how to run it.
//
// Environment (all optional):
//   BENCH_PRINTS       uncached prints per concurrency level (12; half as many
//                      for the isolated baseline, which only explains the gap)
//   BENCH_CONCURRENCY  concurrency levels, comma separated ("1,2,4")
//   BENCH_CACHED       cached prints through the gateway (60)
//   DATABASE_URL       a Postgres server: a fresh database is made on it for the
//                      run and dropped afterwards; without it, the embedded one
//   CHROME_PATH        the Chromium of the baseline (/usr/bin/chromium)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { extname, join, relative, resolve, sep } from 'node:path';
import { performance } from 'node:perf_hooks';

import { chromiumArgs } from '@vitae/render';
import { type ResumeData, sampleResumeData } from '@vitae/schema';
import { Client } from 'pg';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer';

import type { AllInOne } from '../services/gateway/src/all-in-one/all-in-one';

const root = resolve(process.cwd());
const prints = Number(process.env.BENCH_PRINTS ?? 12);
const isolatedPrints = Math.max(2, Math.floor(prints / 2));
const cachedPrints = Number(process.env.BENCH_CACHED ?? 60);
const levels = (process.env.BENCH_CONCURRENCY ?? '1,2,4').split(',').map(Number);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

// ---------------------------------------------------------------- statistics

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

type Run = { concurrency: number; count: number; seconds: number; latencies: number[] };

function perSecond(run: Run): number {
  return run.count / run.seconds;
}

/** Runs `count` tasks, `concurrency` at a time, timing each; `task(i)` gets a distinct index. */
async function runLevel(
  concurrency: number,
  count: number,
  task: (index: number, slot: number) => Promise<void>,
): Promise<Run> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, slot) => {
      while (next < count) {
        const index = next++;
        const begin = performance.now();
        await task(index, slot);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  return { concurrency, count, seconds: (performance.now() - started) / 1000, latencies };
}

// ---------------------------------------------------------------- memory

/**
 * The resident memory of a process and all its descendants (Linux /proc), in
 * bytes, leaving out the subtree of `exclude`. Pages shared between processes
 * count once per process, so the sum is an upper bound.
 */
function treeRss(rootPid: number, exclude?: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      rss.set(pid, Number(fields[21]) * 4096);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    if (pid === exclude) {
      continue;
    }
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Samples the peak of {@link treeRss} every 100 ms while `work` runs. */
async function peakRss<T>(
  pid: () => number | undefined,
  work: () => Promise<T>,
  exclude?: () => number | undefined,
): Promise<[T, number]> {
  let peak = 0;
  const sample = () => {
    const target = pid();
    if (target !== undefined) {
      peak = Math.max(peak, treeRss(target, exclude?.()));
    }
  };
  const timer = setInterval(sample, 100);
  try {
    const result = await work();
    sample();
    return [result, peak];
  } finally {
    clearInterval(timer);
  }
}

// ---------------------------------------------------------------- resumes

/** The sample resume with a headline of its own, so each number is new content for the cache. */
function distinctResume(tag: string): ResumeData {
  const data = sampleResumeData();
  data.basics.headline = `${data.basics.headline} (${tag})`;
  return data;
}

// ---------------------------------------------------------------- the bare baseline

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
};

type File = { body: Buffer; contentType: string };

/** web/dist in memory, answered the way render answers it: /artboard/* is artboard.html. */
function artboardFiles(dir: string): (path: string) => File | undefined {
  const files = new Map<string, File>();
  const walk = (at: string): string[] =>
    readdirSync(at, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(at, entry.name)) : [join(at, entry.name)],
    );
  for (const file of walk(dir)) {
    const contentType = contentTypes[extname(file)];
    if (contentType) {
      files.set(`/${relative(dir, file).split(sep).join('/')}`, {
        body: readFileSync(file),
        contentType,
      });
    }
  }
  const page = files.get('/artboard.html');
  if (!page) {
    throw new Error(`${dir}/artboard.html is missing: npm run build -w web`);
  }
  return (path) => (/^\/artboard(\/|$)/.test(path) ? page : files.get(path));
}

const artboardOrigin = 'http://artboard.vitae.internal';

declare const window: { __vitae?: { render(data: unknown): Promise<{ pageCount: number }> } };
declare const document: { title: string };

/** Opens the artboard in `page`, answered from memory, every other request refused. */
async function openArtboard(page: Page, lookup: (path: string) => File | undefined): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    const url = new URL(request.url());
    if (request.url().startsWith('data:')) {
      void request.continue();
    } else if (url.origin === artboardOrigin) {
      const file = lookup(decodeURIComponent(url.pathname));
      void request.respond(
        file
          ? { status: 200, contentType: file.contentType, body: file.body }
          : { status: 404, contentType: 'text/plain', body: 'not found' },
      );
    } else {
      void request.abort('blockedbyclient');
    }
  });
  await page.goto(`${artboardOrigin}/artboard/preview`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__vitae !== undefined);
}

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
async function baseline(
  browser: Browser,
  lookup: (path: string) => File | undefined,
  concurrency: number,
) {
  const pages = await Promise.all(Array.from({ length: concurrency }, () => browser.newPage()));
  try {
    await Promise.all(pages.map((page) => openArtboard(page, lookup)));
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
  lookup: (path: string) => File | undefined,
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
      await openArtboard(page, lookup);
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

// ---------------------------------------------------------------- Vitae through the gateway

/** A signed-in user of the REST API: a cookie jar for one site, enough for the auth cookies. */
class User {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const separator = pair.indexOf('=');
      this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1));
    }
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`${method} ${path}: ${response.status} ${text}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  download(url: string): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return fetch(new URL(url, this.baseUrl), { headers: { cookie } });
  }
}

let registered = 0;

async function newUser(baseUrl: string): Promise<User> {
  registered += 1;
  const tag = `${process.pid}${Date.now().toString(36)}${registered}`;
  const user = new User(baseUrl);
  await user.call('POST', '/api/auth/register', {
    name: 'Bench Person',
    username: `bench.${tag}`,
    email: `bench.${tag}@example.org`,
    password: 'correct horse battery',
    locale: 'en-US',
  });
  return user;
}

/** A private resume with content no other resume has, so its first print misses the cache. */
async function newResume(user: User, tag: string): Promise<string> {
  const slug = `bench-${tag}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const created = await user.call<{ id: string }>('POST', '/api/resume', {
    title: `Bench ${tag}`,
    slug,
    visibility: 'private',
  });
  await user.call('PATCH', `/api/resume/${created.id}`, { data: distinctResume(tag) });
  return created.id;
}

function printUrl(user: User, id: string): Promise<{ url: string }> {
  return user.call<{ url: string }>('GET', `/api/resume/print/${id}`);
}

// ---------------------------------------------------------------- Postgres for the run

/** A fresh database on the DATABASE_URL server, and how to drop it with every per-service one. */
async function freshDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = `vitae_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (work: (client: Client) => Promise<unknown>) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };
  await admin((client) => client.query(`CREATE DATABASE "${base}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${base}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(async (client) => {
        // The all-in-one mode makes one database per service: <base>_identity, ...
        const made = await client.query<{ datname: string }>(
          'SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $2)',
          [base, `${base}_`],
        );
        for (const { datname } of made.rows) {
          await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
        }
      }),
  };
}

// ---------------------------------------------------------------- the run

function ms(value: number): string {
  return `${value.toFixed(0)} ms`;
}

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [
    line(rows[0]),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.slice(1).map(line),
  ].join('\n');
}

async function main(): Promise<void> {
  const require = createRequire(join(root, 'package.json'));
  const { startAllInOne } = require(
    join(root, 'services/gateway/dist/all-in-one/all-in-one.js'),
  ) as {
    startAllInOne: (env: Record<string, string | undefined>) => Promise<AllInOne>;
  };
  const lookup = artboardFiles(join(root, 'web/dist'));
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-bench-'));
  const database = process.env.DATABASE_URL
    ? await freshDatabase(process.env.DATABASE_URL)
    : undefined;
  const began = performance.now();
  const loadBefore = loadavg()[0];
  let vitae: AllInOne | undefined;
  let browser: Browser | undefined;
  try {
    vitae = await startAllInOne({
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PORT: '0',
      IDENTITY_PORT: '0',
      RESUME_PORT: '0',
      STORAGE_PORT: '0',
      RENDER_PORT: '0',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...(process.env.CHROME_PATH ? { CHROME_PATH: process.env.CHROME_PATH } : {}),
    });
    const baseUrl = vitae.url;
    console.log(
      `Vitae started in ${((performance.now() - began) / 1000).toFixed(1)} s at ${baseUrl}`,
    );

    // Setup, not measured: one user per concurrent client, and a resume of its
    // own for every print, each with distinct content.
    const maxConcurrency = Math.max(...levels);
    const users = await Promise.all(Array.from({ length: maxConcurrency }, () => newUser(baseUrl)));
    const resumes = new Map<string, { user: User; id: string }>();
    for (const concurrency of levels) {
      for (let index = 0; index < prints + concurrency; index += 1) {
        const slot = index % concurrency;
        const key = `${concurrency}-${index}`;
        resumes.set(key, { user: users[slot], id: await newResume(users[slot], `vitae ${key}`) });
      }
    }
    console.log(`${resumes.size} resumes created for ${users.length} users`);

    browser = await puppeteer.launch({
      executablePath: chromePath,
      headless: true,
      args: chromiumArgs,
    });
    const baselinePid = () => browser?.process()?.pid;
    const rows: { concurrency: number; bare: Run; isolated: Run; vitae: Run }[] = [];
    const phases = Object.fromEntries(phaseNames.map((name) => [name, [] as number[]])) as Record<
      Phase,
      number[]
    >;
    let bareRss = 0;
    let vitaeRss = 0;
    for (const concurrency of levels) {
      const [bare, bareLevelRss] = await peakRss(baselinePid, () =>
        baseline(browser!, lookup, concurrency),
      );
      const isolated = await isolatedBaseline(browser, lookup, concurrency, phases);
      // A warm-up print per client on resumes outside the measured ones.
      await Promise.all(
        Array.from({ length: concurrency }, (_, slot) => {
          const resume = resumes.get(`${concurrency}-${prints + slot}`)!;
          return printUrl(resume.user, resume.id);
        }),
      );
      const [measured, vitaeLevelRss] = await peakRss(
        () => process.pid,
        () =>
          runLevel(concurrency, prints, async (index) => {
            const resume = resumes.get(`${concurrency}-${index}`)!;
            await printUrl(resume.user, resume.id);
          }),
        baselinePid,
      );
      bareRss = Math.max(bareRss, bareLevelRss);
      vitaeRss = Math.max(vitaeRss, vitaeLevelRss);
      rows.push({ concurrency, bare, isolated, vitae: measured });
      console.log(
        `concurrency ${concurrency}: bare ${perSecond(bare).toFixed(2)}/s, isolated ${perSecond(isolated).toFixed(2)}/s, vitae ${perSecond(measured).toFixed(2)}/s`,
      );
    }
    await browser.close();
    browser = undefined;

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
    const best = rows.reduce((a, b) => (perSecond(b.vitae) > perSecond(a.vitae) ? b : a));
    const bestBare = rows.reduce((a, b) => (perSecond(b.bare) > perSecond(a.bare) ? b : a));
    const single = rows.find((row) => row.concurrency === 1) ?? rows[0];
    const throughputRatio = perSecond(best.vitae) / perSecond(bestBare.bare);
    const latencyRatio =
      percentile(single.vitae.latencies, 50) / percentile(single.bare.latencies, 50);
    const cachedP50 = percentile(cached.latencies, 50);

    console.log('');
    console.log(
      `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${mib(totalmem())} memory, Node ${process.version}, ${execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()}`,
    );
    console.log(
      `Vitae: all-in-one, ${database ? 'Postgres' : 'embedded database'}, in-process bus, render at its default concurrency; ${prints} uncached prints per level (${isolatedPrints} isolated)`,
    );
    console.log('');
    const header = ['concurrency', 'variant', 'PDFs/s', 'p50', 'p95'];
    const body = rows.flatMap((row) =>
      (
        [
          ['bare baseline', row.bare],
          ['isolated baseline', row.isolated],
          ['Vitae uncached', row.vitae],
        ] as const
      ).map(([name, run]) => [
        String(row.concurrency),
        name,
        perSecond(run).toFixed(2),
        ms(percentile(run.latencies, 50)),
        ms(percentile(run.latencies, 95)),
      ]),
    );
    body.push([
      '1',
      'Vitae cached',
      perSecond(cached).toFixed(1),
      `${percentile(cached.latencies, 50).toFixed(1)} ms`,
      `${percentile(cached.latencies, 95).toFixed(1)} ms`,
    ]);
    body.push([
      '1',
      'GET /api/resume/:id',
      perSecond(readOnly).toFixed(1),
      `${percentile(readOnly.latencies, 50).toFixed(1)} ms`,
      `${percentile(readOnly.latencies, 95).toFixed(1)} ms`,
    ]);
    body.push([
      String(maxConcurrency),
      'Vitae cached',
      perSecond(cachedBusy).toFixed(1),
      `${percentile(cachedBusy.latencies, 50).toFixed(1)} ms`,
      `${percentile(cachedBusy.latencies, 95).toFixed(1)} ms`,
    ]);
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
    console.log('Targets (issue 8):');
    console.log(
      `  uncached throughput, Vitae at its best (c=${best.concurrency}) / bare at its best (c=${bestBare.concurrency}): ${(throughputRatio * 100).toFixed(0)} % (target >= 80 %) ${throughputRatio >= 0.8 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  uncached p50 at concurrency 1, Vitae / bare: ${latencyRatio.toFixed(2)}x (target <= 1.5x) ${latencyRatio <= 1.5 ? 'met' : 'NOT met'}`,
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
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
