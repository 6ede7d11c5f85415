// make bench-public: a public resume's page as its readers get it
// (docs/performance.md, "Public page"). Vitae runs in this process as `make
// run` starts it, on PostgreSQL. A person signs up and makes the sample resume
// public; then:
//   1. page views in Chromium, each a new visitor in a fresh incognito context,
//      from the address typed to the resume drawn and its view reported: the
//      statements each service sent PostgreSQL meanwhile, read from the `pg`
//      driver this process loads, give the reads of the resume (a SELECT from
//      the `resume` table) and of the person (identity's `users` table) one
//      view costs (the view's count is an INSERT that checks the resume in
//      the same statement);
//   2. readers asking for the page's HTML at once, each again as soon as it
//      has the last: the time to its first byte (headers in), p50/p95/p99;
//   3. the Download PDF button's call, GET /api/resume/public/{username}/{slug}/print,
//      once the PDF printed ahead is stored: the signed link's answer, timed one
//      after another, and render's counters to tell it came from the cache.
// Everything stays on loopback and every loop is bounded.
//
// Environment (all optional; BENCH_SMOKE=1 gives the small values in brackets):
//   BENCH_PUBLIC_VIEWS    page views in Chromium (5 [1])
//   BENCH_PUBLIC_READERS  readers asking for the HTML at once (50 [5])
//   BENCH_PUBLIC_SECONDS  how long they read (20 [2])
//   BENCH_PUBLIC_LINKS    signed links asked for (100 [5])
//   BENCH_PUBLIC_LIST=1   also list the statements of the last page view
//   DATABASE_URL          the PostgreSQL server (postgres://postgres@127.0.0.1:5432/postgres unless told)
// It exits 1 when a request fails or a page does not draw the resume, and
// (except in a smoke run, which reports without judging) when a view costs
// more than one read of the resume and one of the person, the HTML's p95 is
// 50 ms or more, or the cached link's p95 is 30 ms or more.
import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

import { sampleResumeData } from '@vitae/schema';

import { numberSetting, smoke } from './lib/bench-settings';
import { percentile } from './lib/level-runner';
import { metricSum, readRenderMetrics } from './lib/render-metrics';
import { table } from './lib/report-format';
import { newResume, newUser } from './lib/rest-user';
import { startWebBench } from './lib/web-bench';

const views = numberSetting('BENCH_PUBLIC_VIEWS', 5, 1);
const readers = numberSetting('BENCH_PUBLIC_READERS', 50, 5);
const seconds = numberSetting('BENCH_PUBLIC_SECONDS', 20, 2);
const links = numberSetting('BENCH_PUBLIC_LINKS', 100, 5);
const listStatements = process.env.BENCH_PUBLIC_LIST === '1';
/** The targets (docs/performance.md, "Public page"). */
const targets = { resumeReads: 1, personReads: 1, htmlP95Ms: 50, linkP95Ms: 30 };

// Compiled to node_modules/.cache/vitae/bench.
const root = resolve(__dirname, '../../../..');
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Every statement the services send PostgreSQL, as the `pg` driver they load
 * (the repository's) is given it: its text, first line.
 */
const statements: string[] = [];
function watchStatements(): void {
  const require = createRequire(join(root, 'services/resume/package.json'));
  const { Client } = require('pg') as {
    Client: { prototype: { query: (...args: unknown[]) => unknown } };
  };
  const query = Client.prototype.query;
  Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
    if (typeof text === 'string') {
      statements.push(text.replace(/\s+/g, ' ').trim());
    }
    return query.apply(this, args);
  };
}

/** Reads of the resume and of the person among `made`: SELECTs from their tables. */
function readsOf(made: string[]): { resume: number; person: number } {
  const selects = made.filter((text) => /^select\b/i.test(text));
  return {
    resume: selects.filter((text) => /\bfrom "resume"(?=[\s"]|$)/i.test(text)).length,
    person: selects.filter((text) => /\bfrom "users"(?=[\s"]|$)/i.test(text)).length,
  };
}

function figures(values: number[]): string[] {
  const at = (p: number) => `${percentile(values, p).toFixed(1)} ms`;
  return [String(values.length), at(50), at(95), at(99), `${Math.max(...values).toFixed(1)} ms`];
}

async function main(): Promise<void> {
  watchStatements();
  const began = performance.now();
  const loadBefore = loadavg()[0];
  // The readers' addresses come through a proxy on loopback the gateway trusts.
  const { app, browser } = await startWebBench({ TRUSTED_PROXIES: '127.0.0.1' });
  const errors: string[] = [];
  try {
    const user = await newUser(app.url);
    const id = await newResume(user, 'public page', sampleResumeData());
    await user.call('PATCH', `/api/resume/${id}`, { visibility: 'public' });
    const me = await user.call<{ username: string }>('GET', '/api/user/me');
    const resume = await user.call<{ slug: string }>('GET', `/api/resume/${id}`);
    const pagePath = `/${me.username}/${resume.slug}`;

    // 1. Page views, each by a new visitor.
    const perView: { resume: number; person: number; statements: string[] }[] = [];
    for (let view = 0; view < views; view += 1) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      try {
        await sleep(300);
        const from = statements.length;
        await page.goto(`${app.url}${pagePath}`, { waitUntil: 'load' });
        await page.waitForSelector('[data-state="rendered"]', { timeout: 60_000 });
        await page.waitForNetworkIdle({ idleTime: 500 });
        const made = statements.slice(from);
        perView.push({ ...readsOf(made), statements: made });
      } catch (error) {
        errors.push(`page view ${view + 1}: ${(error as Error).message}`);
      } finally {
        await context.close();
      }
    }

    // 2. Readers opening the page at once, each a visitor of its own (an
    // address behind the trusted proxy), each page then reporting its view as
    // the page does (untimed; counted once a day per visitor).
    const htmlMs: number[] = [];
    const viewMs: number[] = [];
    const agent = new Agent({ keepAlive: true, maxSockets: readers * 2 });
    const until = performance.now() + seconds * 1000;
    const read = async (reader: number) => {
      const address = {
        'x-forwarded-for': `10.7.${Math.floor(reader / 250)}.${(reader % 250) + 1}`,
      };
      while (performance.now() < until) {
        const asked = performance.now();
        const answer = await send(
          'GET',
          `${app.url}${pagePath}`,
          { accept: 'text/html', ...address },
          agent,
          () => htmlMs.push(performance.now() - asked),
        );
        if (answer.status !== 200 || !answer.body.includes(publicResumeElement)) {
          errors.push(
            `the HTML answered ${answer.status}${answer.body.includes(publicResumeElement) ? '' : ' without the resume'}`,
          );
          return;
        }
        const reported = performance.now();
        const view = await send(
          'POST',
          `${app.url}/api/resume/public/${id}/view`,
          { accept: 'application/json', ...address },
          agent,
          () => viewMs.push(performance.now() - reported),
        );
        if (view.status !== 202) {
          errors.push(`the view report answered ${view.status}`);
          return;
        }
      }
    };
    const readStarted = performance.now();
    await Promise.all(Array.from({ length: readers }, (_, reader) => read(reader)));
    const readSeconds = (performance.now() - readStarted) / 1000;
    agent.destroy();

    // Every visitor counted once: the Chromium views' one address, and each reader's.
    const visitors = (perView.length > 0 ? 1 : 0) + readers;
    const counted = (await user.call<{ views: number }>('GET', `/api/resume/${id}/statistics`))
      .views;
    if (counted !== visitors) {
      errors.push(`${counted} views counted for ${visitors} visitors`);
    }

    // 3. The signed link of the PDF, once printed ahead and stored.
    const linkPath = `/api/resume/public/${me.username}/${resume.slug}/print`;
    await user.call('GET', linkPath);
    const hitsBefore = await pdfHits(app.renderUrl);
    const linkMs: number[] = [];
    for (let link = 0; link < links; link += 1) {
      const asked = performance.now();
      const response = await fetch(`${app.url}${linkPath}`, {
        headers: { accept: 'application/json' },
      });
      const body = (await response.json()) as { url?: string };
      linkMs.push(performance.now() - asked);
      if (response.status !== 200 || !body.url) {
        errors.push(`the signed link answered ${response.status}`);
        break;
      }
    }
    const hits = (await pdfHits(app.renderUrl)) - hitsBefore;

    const seconds_ = ((performance.now() - began) / 1000).toFixed(0);
    console.log(
      `Public page: ${cpus().length} cores, load ${loadBefore.toFixed(2)} before and ${loadavg()[0].toFixed(2)} after; ${seconds_} s in all`,
    );
    console.log(`Settings: ${views} views, ${readers} readers for ${seconds} s, ${links} links`);
    console.log('');
    console.log(
      table([
        ['page view', 'resume reads', 'person reads', 'statements'],
        ...perView.map((view, index) => [
          String(index + 1),
          String(view.resume),
          String(view.person),
          String(view.statements.length),
        ]),
      ]),
    );
    console.log('');
    console.log(
      table([
        ['timed', 'count', 'p50', 'p95', 'p99', 'max'],
        [`HTML, first byte (${readers} readers)`, ...figures(htmlMs)],
        ["the page's view report", ...figures(viewMs)],
        ['signed link of the cached PDF', ...figures(linkMs)],
      ]),
    );
    console.log('');
    console.log(
      `HTML answers: ${(htmlMs.length / readSeconds).toFixed(0)} a second; views counted: ${counted} for ${visitors} visitors; cache hits: ${hits} of ${linkMs.length} links; errors: ${errors.length}`,
    );
    if (listStatements && perView.length > 0) {
      console.log("\nThe last page view's statements:");
      perView[perView.length - 1].statements.forEach((text) =>
        console.log(`  ${text.slice(0, 160)}`),
      );
    }
    errors.slice(0, 10).forEach((error) => console.log(`error: ${error}`));

    const worst = {
      resume: Math.max(0, ...perView.map((view) => view.resume)),
      person: Math.max(0, ...perView.map((view) => view.person)),
    };
    const htmlP95 = htmlMs.length ? percentile(htmlMs, 95) : Infinity;
    const linkP95 = linkMs.length ? percentile(linkMs, 95) : Infinity;
    console.log(
      `Reads per view (most): resume ${worst.resume}, person ${worst.person}; HTML p95 ${htmlP95.toFixed(1)} ms; signed link p95 ${linkP95.toFixed(1)} ms`,
    );
    const judged =
      worst.resume <= targets.resumeReads &&
      worst.person <= targets.personReads &&
      htmlP95 < targets.htmlP95Ms &&
      linkP95 < targets.linkP95Ms &&
      hits === linkMs.length;
    const passed = errors.length === 0 && perView.length === views && (smoke || judged);
    console.log(
      `Public page: ${passed ? 'passed' : 'failed'}${smoke ? ' (smoke: figures not judged)' : ''}`,
    );
    process.exitCode = passed ? 0 : 1;
  } finally {
    await browser.close();
    await app.close();
  }
}

/** The element a public page's HTML carries its resume in (the gateway's static-web.ts). */
const publicResumeElement = 'id="vitae-public-resume"';

/** A request by node:http; `headersIn` is called when the answer's headers are in (its first byte). */
function send(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  agent: Agent,
  headersIn: () => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, agent, timeout: 60_000 }, (response) => {
      headersIn();
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer in 60 s`)));
    request.on('error', reject);
    request.end();
  });
}

function pdfHits(renderUrl: string): Promise<number> {
  return readRenderMetrics(renderUrl).then((metrics) =>
    metricSum(metrics, 'vitae_render_cache_hits_total', { output: 'pdf' }),
  );
}

void main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
