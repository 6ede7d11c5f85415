// Quality case 29 (docs/quality.md#case-29) as a benchmark: print throughput at saturation. Jobs queue and
// complete; memory stays bounded (no growth over 1,000 jobs); no PDF is mixed
// up with another user's resume. Vitae runs in-process; users register and
// create private resumes through the REST routes of docs/product.md#calls, each carrying a
// marker of its own (`user-<n> resume-<m> <token>` in its name and headline),
// then more clients than render prints at once ask `GET /api/resume/print/:id`
// for a resume each, until every resume is printed once (uncached). Every PDF
// is downloaded as its owner and read with pdftotext: it must hold its own
// marker and no other. Everything stays on loopback and every loop is bounded.
// See docs/performance.md ("Print soak") for how to run it.
//
// Environment (all optional; BENCH_SMOKE=1 gives the small values in brackets):
//   BENCH_SOAK_JOBS     uncached prints to complete (1000 [10])
//   BENCH_SOAK_USERS    accounts the resumes are spread over (4 [2])
//   BENCH_SOAK_CLIENTS  concurrent clients (twice RENDER_CONCURRENCY)
//   RENDER_CONCURRENCY  render's prints at once, passed on to it (2, its default)
//   RENDER_PRINTS_PER_MINUTE  render's per-account ceiling (lifted to 1,000,000:
//                       four accounts stand for many people; see printCeilingLifted)
//   DATABASE_URL        a Postgres server: a fresh database is made on it for the
//                       run and dropped afterwards; without it, the embedded one
//   CHROME_PATH         render's Chromium
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

import { sampleResumeData } from '@vitae/schema';

import { numberSetting } from './lib/bench-settings';
import {
  aheadPdfsPublicOnly,
  type InProcessVitae,
  printCeilingLifted,
  startInProcessVitae,
} from './lib/in-process-vitae';
import { percentile, perSecond, runLevel } from './lib/level-runner';
import { type MemorySample, memoryTrend } from './lib/memory-trend';
import { pdfText } from './lib/pdf-text';
import { treeRss } from './lib/process-memory';
import { metricSum, readRenderMetrics, waitForRenderIdle } from './lib/render-metrics';
import { mib, ms, table } from './lib/report-format';
import { newResume, newUser, printUrl, type User } from './lib/rest-user';

const root = resolve(process.cwd());
const jobs = numberSetting('BENCH_SOAK_JOBS', 1000, 10);
const userCount = numberSetting('BENCH_SOAK_USERS', 4, 2);
const renderConcurrency = numberSetting('RENDER_CONCURRENCY', 2, 2);
const clients = numberSetting('BENCH_SOAK_CLIENTS', 2 * renderConcurrency, 2 * renderConcurrency);
/** PDFs read with pdftotext at once, beside the prints (each takes tens of milliseconds). */
const checkers = 2;
/**
 * Memory is "bounded" when the median of the last quarter of the jobs is less
 * than this share of the mid-run level above the third quarter's
 * (docs/performance.md says why).
 */
const allowedGrowth = 0.05;
const began = performance.now();
const loadBefore = loadavg()[0];

type Resume = { user: User; owner: number; id: string; marker: string; token: string };

/** `user-<n> resume-<m> <token>`: lower case, as a template may upper-case what it draws. */
function markerOf(owner: number, index: number, token: string): string {
  return `user-${owner} resume-${index} ${token}`;
}

/** What is wrong with a printed PDF's text, or undefined when it is its own resume's alone. */
function mixUp(text: string, resume: Resume, tokens: Map<string, Resume>): string | undefined {
  // pdftotext breaks lines where the layout does; a template may upper-case.
  const flat = text.replace(/\s+/g, ' ').toLowerCase();
  const others = [...new Set(flat.match(/\b[0-9a-f]{12}\b/g) ?? [])]
    .map((token) => tokens.get(token))
    .filter((other) => other !== undefined && other !== resume);
  if (others.length > 0) {
    return `holds ${others.map((other) => `"${other!.marker}"`).join(', ')}`;
  }
  return flat.includes(resume.marker) ? undefined : 'lacks its own marker';
}

/** Sets up, runs and reports the soak on a started Vitae; whether quality case 29 holds. */
async function soak(vitae: InProcessVitae): Promise<boolean> {
  // Setup, not measured: the resumes of each user made one after another,
  // the users side by side.
  const users = await Promise.all(Array.from({ length: userCount }, () => newUser(vitae.url)));
  const resumes: Resume[] = new Array<Resume>(jobs);
  await Promise.all(
    users.map(async (user, owner) => {
      for (let job = owner, index = 0; job < jobs; job += userCount, index += 1) {
        const token = randomBytes(6).toString('hex');
        const marker = markerOf(owner, index, token);
        const data = sampleResumeData();
        data.basics.name = `Soak ${marker}`;
        data.basics.headline = marker;
        const id = await newResume(user, `soak ${owner} ${index}`, data);
        resumes[job] = { user, owner, id, marker, token };
      }
    }),
  );
  const tokens = new Map(resumes.map((resume) => [resume.token, resume]));
  console.log(`${jobs} resumes created for ${userCount} users`);
  // Each resume's change asks render for a thumbnail ahead of time: they are
  // printed before the measured part, which then holds on-demand PDFs alone.
  const drained = await waitForRenderIdle(vitae.renderUrl, { timeoutMs: 60_000 + jobs * 5_000 });
  console.log(
    `render drained before the soak: ${drained.jobs} jobs in ${drained.seconds.toFixed(0)} s`,
  );

  // ------------------------------------------------------------ the soak
  const before = await readRenderMetrics(vitae.renderUrl);
  const helpers = new Set<number>();
  const samples: MemorySample[] = [];
  const nodeSamples: MemorySample[] = [];
  let finished = 0;
  let deepestQueue = 0;
  const sampler = setInterval(() => {
    samples.push({ jobs: finished, rss: treeRss(process.pid, helpers) });
    nodeSamples.push({ jobs: finished, rss: process.memoryUsage.rss() });
    readRenderMetrics(vitae.renderUrl).then(
      (metrics) => {
        deepestQueue = Math.max(deepestQueue, metricSum(metrics, 'vitae_render_queue_depth'));
      },
      () => undefined,
    );
  }, 1000);

  const errors: string[] = [];
  const mixUps: string[] = [];
  let checked = 0;
  let checking = Promise.resolve();
  const pending: { resume: Resume; url: string }[] = [];
  const check = async ({ resume, url }: { resume: Resume; url: string }) => {
    const file = await resume.user.download(url);
    const pdf = Buffer.from(await file.arrayBuffer());
    if (file.status !== 200 || pdf.subarray(0, 5).toString() !== '%PDF-') {
      throw new Error(`${url}: ${file.status}, not a PDF`);
    }
    const problem = mixUp(await pdfText(pdf, helpers), resume, tokens);
    if (problem) {
      mixUps.push(`${resume.marker} (${resume.id}): its PDF ${problem}`);
    }
    checked += 1;
  };
  // Up to `checkers` PDFs are read at once, as the prints come in; the queue
  // holds at most one entry per job.
  const drainChecks = async () => {
    while (pending.length > 0) {
      const batch = pending.splice(0, checkers);
      const outcomes = await Promise.allSettled(batch.map(check));
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          errors.push(`check: ${String(outcome.reason)}`);
        }
      }
    }
  };

  const run = await runLevel(clients, jobs, async (job) => {
    const resume = resumes[job];
    try {
      const { url } = await printUrl(resume.user, resume.id);
      pending.push({ resume, url });
      checking = checking.then(drainChecks);
    } catch (error) {
      errors.push(`print ${resume.marker}: ${String(error)}`);
    } finally {
      finished += 1;
    }
  });
  clearInterval(sampler);
  samples.push({ jobs: finished, rss: treeRss(process.pid, helpers) });
  nodeSamples.push({ jobs: finished, rss: process.memoryUsage.rss() });
  await checking;
  const after = await readRenderMetrics(vitae.renderUrl);

  // ------------------------------------------------------------ report
  const moved = (name: string, labels: Record<string, string> = {}) =>
    metricSum(after, name, labels) - metricSum(before, name, labels);
  const pdfLabels = { output: 'pdf' };
  const cacheHits = moved('vitae_render_cache_hits_total', pdfLabels);
  if (cacheHits > 0) {
    errors.push(`${cacheHits} prints were answered from storage: not every print was uncached`);
  }
  const trend = memoryTrend(samples, jobs, { allowed: allowedGrowth });
  const nodeTrend = memoryTrend(nodeSamples, jobs, { allowed: allowedGrowth });
  const slope = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} MiB`;

  console.log('');
  console.log(
    `Machine: ${cpus().length} cores; Vitae all-in-one, ${vitae.postgres ? 'Postgres' : 'embedded database'}, in-process bus; RENDER_CONCURRENCY ${renderConcurrency}, ${clients} clients, ${userCount} users`,
  );
  console.log(
    `Prints: ${run.count} uncached in ${run.seconds.toFixed(0)} s, ${perSecond(run).toFixed(2)} PDFs/s, p50 ${ms(percentile(run.latencies, 50))}, p95 ${ms(percentile(run.latencies, 95))}`,
  );
  console.log(
    `Render: ${moved('vitae_render_jobs_total', { ...pdfLabels, outcome: 'completed' })} PDF jobs completed, ${moved('vitae_render_jobs_total', { ...pdfLabels, outcome: 'retried' })} retried, ${moved('vitae_render_jobs_total', { ...pdfLabels, outcome: 'failed' })} failed, ${cacheHits} cache hits; queue depth up to ${deepestQueue}; ${moved('vitae_render_browser_restarts_total')} Chromium restarts`,
  );
  console.log(
    `PDFs checked with pdftotext: ${checked}; mix-ups: ${mixUps.length}; errors: ${errors.length}`,
  );
  console.log('');
  console.log(
    table([
      ['resident memory', 'first 10 %', 'mid (45-55 %)', 'last 10 %', 'peak', 'slope, 2nd half'],
      ...(
        [
          ['Node + Chromium', trend],
          ['Node alone', nodeTrend],
        ] as const
      ).map(([name, figures]) => [
        name,
        mib(figures.first),
        mib(figures.middle),
        mib(figures.last),
        mib(figures.peak),
        `${slope(figures.slope)} / 100 jobs`,
      ]),
    ]),
  );
  console.log(
    `Memory (Node + Chromium): ${trend.verdict}; the last quarter's median is ${slope(trend.growthMiB)} on the third's, threshold ${trend.thresholdMiB.toFixed(0)} MiB (${allowedGrowth * 100} % of the mid-run level; ${trend.samplesInSecondHalf} samples in the second half)`,
  );
  for (const line of [...mixUps, ...errors].slice(0, 20)) {
    console.log(`  ${line}`);
  }
  console.log(
    `Whole run: ${((performance.now() - began) / 1000).toFixed(0)} s; 1-minute load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`,
  );
  return (
    mixUps.length === 0 && errors.length === 0 && checked === jobs && trend.verdict !== 'growing'
  );
}

async function main(): Promise<void> {
  if (!(clients > renderConcurrency) || !(jobs >= 10) || !(userCount >= 1)) {
    throw new Error(
      'BENCH_SOAK_JOBS must be at least 10, BENCH_SOAK_USERS at least 1, and BENCH_SOAK_CLIENTS above RENDER_CONCURRENCY',
    );
  }
  const vitae = await startInProcessVitae(root, {
    RENDER_CONCURRENCY: String(renderConcurrency),
    ...printCeilingLifted(),
    ...aheadPdfsPublicOnly(),
  });
  console.log(`Vitae started in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  const passed = await soak(vitae).finally(() => vitae.close());
  console.log(`Print soak: ${passed ? 'passed' : 'FAILED'}`);
  if (!passed) {
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
