// Fair printing as a benchmark: no account can slow another's printing. Vitae
// runs in-process (render at its defaults unless the environment says
// otherwise). One account's print is timed alone (idle), then again while a
// second account floods: many clients at once asking for the PDFs of its many
// resumes (each uncached the first time, until the account's ceiling answers
// 429), every tenth request instead a save of a hostile summary of 20,000
// nested <b>. The other account's print p95 under the flood must stay within
// 2x of its idle p95 (docs/performance.md, "Fair printing").
// Everything stays on loopback and every loop is bounded.
//
// Usage: node print-fairness.js [--smoke]; `make bench-fairness`.
// A smoke (BENCH_SMOKE=1, or --smoke): a few prints of each kind and a small
// flood, for CI; it reports the same figures and fails only on an error, not
// on the ratio (`BENCH_SMOKE=1 make bench-fairness`).
//
// Environment (all optional; the smoke's values in brackets):
//   BENCH_FAIRNESS_PRINTS      timed prints of the other account, per phase (20 [5]);
//                              both phases stay under its own ceiling of uncached prints
//   BENCH_FAIRNESS_CLIENTS     the flooding account's concurrent clients (40 [8])
//   BENCH_FAIRNESS_RESUMES     the flooding account's resumes (150 [20])
//   RENDER_CONCURRENCY         render's prints at once, passed on to it (2, its default)
//   RENDER_PRINTS_PER_MINUTE   render's per-account ceiling, passed on when set (60, its default)
//   DATABASE_URL, CHROME_PATH  as for the other benchmarks (bench/lib/in-process-vitae.ts)
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

import { type ResumeData, sampleResumeData } from '@vitae/schema';

import { numberSetting, smoke as smokeSetting } from './lib/bench-settings';
import {
  aheadPdfsPublicOnly,
  type InProcessVitae,
  startInProcessVitae,
} from './lib/in-process-vitae';
import { percentile } from './lib/level-runner';
import { metricSum, readRenderMetrics, waitForRenderIdle } from './lib/render-metrics';
import { ms, table } from './lib/report-format';
import { newResume, newUser, printUrl, type User } from './lib/rest-user';

const smoke = smokeSetting || process.argv.includes('--smoke');
const root = resolve(process.cwd());
const setting = (name: string, full: number, smokeValue: number) =>
  smoke && !process.env[name] ? smokeValue : numberSetting(name, full, smokeValue);
const victimPrints = setting('BENCH_FAIRNESS_PRINTS', 20, 5);
const floodClients = setting('BENCH_FAIRNESS_CLIENTS', 40, 8);
const floodResumes = setting('BENCH_FAIRNESS_RESUMES', 150, 20);
const renderConcurrency = setting('RENDER_CONCURRENCY', 2, 2);
/** The flood runs this long before the other account's prints are timed, so render is saturated. */
const floodLeadMs = smoke ? 1_000 : 5_000;
/** The allowed slowdown of the other account's p95 under the flood. */
const allowedRatio = 2;
const began = performance.now();
const loadBefore = loadavg()[0];

/** The outside attack's summary: 20,000 nested <b> (142 kB). */
const hostileSummary = `${'<b>'.repeat(20_000)}deep${'</b>'.repeat(20_000)}`;

/** `data` with its headline set to `marker`, so its print misses the cache. */
function edited(data: ResumeData, marker: string): ResumeData {
  return { ...data, basics: { ...data.basics, headline: marker } };
}

/** Saves `data` as the resume's document (`PATCH /api/resume/:id`). */
function save(user: User, id: string, data: ResumeData): Promise<unknown> {
  return user.call('PATCH', `/api/resume/${id}`, { data });
}

/** The status a failed call reports (`User.call` throws "METHOD path: status body"). */
function statusOf(error: unknown): number | undefined {
  const match = /: (\d{3}) /.exec(String(error));
  return match ? Number(match[1]) : undefined;
}

/** The other account's timed prints: save a change, then time `GET /api/resume/print/:id`. */
async function timePrints(user: User, id: string, data: ResumeData, phase: string) {
  const latencies: number[] = [];
  const errors: string[] = [];
  for (let index = 0; index < victimPrints; index += 1) {
    await save(user, id, edited(data, `${phase} ${index} ${Date.now()}`));
    const started = performance.now();
    try {
      await printUrl(user, id);
      latencies.push(performance.now() - started);
    } catch (error) {
      errors.push(`${phase} print ${index}: ${String(error).slice(0, 200)}`);
    }
  }
  return { latencies, errors };
}

type FloodCounts = {
  prints: number;
  limited: number;
  hostileRefused: number;
  errors: string[];
};

/** The flooding account: `floodClients` loops printing its resumes (and saving hostile ones) until `stop()`. */
function startFlood(user: User, resumes: { id: string; data: ResumeData }[]) {
  const counts: FloodCounts = { prints: 0, limited: 0, hostileRefused: 0, errors: [] };
  let stopped = false;
  let round = 0;
  const client = async (slot: number) => {
    while (!stopped) {
      round += 1;
      const resume = resumes[(slot + round) % resumes.length];
      if (round % 10 === 0) {
        const hostile = structuredClone(resume.data);
        hostile.sections.summary.content = hostileSummary;
        try {
          await save(user, resume.id, hostile);
          counts.errors.push('a hostile summary was saved');
        } catch (error) {
          if (statusOf(error) === 400) {
            counts.hostileRefused += 1;
          } else {
            counts.errors.push(`hostile save: ${String(error).slice(0, 200)}`);
          }
        }
        continue;
      }
      try {
        await printUrl(user, resume.id);
        counts.prints += 1;
      } catch (error) {
        if (statusOf(error) === 429) {
          counts.limited += 1;
        } else {
          counts.errors.push(`flood: ${String(error).slice(0, 200)}`);
        }
      }
    }
  };
  const running = Promise.all(Array.from({ length: floodClients }, (_, slot) => client(slot)));
  return {
    counts,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/** Runs and reports the benchmark on a started Vitae; whether the ratio held (or, in smoke mode, nothing failed). */
async function measure(vitae: InProcessVitae): Promise<boolean> {
  const victim = await newUser(vitae.url);
  const flooder = await newUser(vitae.url);
  const victimData = sampleResumeData();
  victimData.basics.name = 'Other Account';
  const victimId = await newResume(victim, 'fairness victim', victimData);
  const flooded: { id: string; data: ResumeData }[] = [];
  for (let index = 0; index < floodResumes; index += 1) {
    const data = sampleResumeData();
    data.basics.name = `Flooder ${index}`;
    flooded.push({ id: await newResume(flooder, `fairness flood ${index}`, data), data });
  }
  await waitForRenderIdle(vitae.renderUrl, { timeoutMs: 120_000 });
  // One print first, so Chromium's first-print costs are not in the idle figure.
  await printUrl(victim, victimId);

  const idle = await timePrints(victim, victimId, victimData, 'idle');
  await waitForRenderIdle(vitae.renderUrl, { timeoutMs: 120_000 });

  const before = await readRenderMetrics(vitae.renderUrl);
  const flood = startFlood(flooder, flooded);
  await new Promise((resolve) => setTimeout(resolve, floodLeadMs));
  const depthAtStart = metricSum(
    await readRenderMetrics(vitae.renderUrl),
    'vitae_render_queue_depth',
  );
  const loaded = await timePrints(victim, victimId, victimData, 'flood');
  await flood.stop();
  const after = await readRenderMetrics(vitae.renderUrl);
  const moved = (name: string, labels: Record<string, string> = {}) =>
    metricSum(after, name, labels) - metricSum(before, name, labels);

  const idleP95 = percentile(idle.latencies, 95);
  const floodP95 = percentile(loaded.latencies, 95);
  const ratio = floodP95 / idleP95;
  const errors = [...idle.errors, ...loaded.errors, ...flood.counts.errors];

  console.log('');
  console.log(
    `Machine: ${cpus().length} cores; Vitae all-in-one, ${vitae.postgres ? 'Postgres' : 'embedded database'}, in-process bus; RENDER_CONCURRENCY ${renderConcurrency}, RENDER_PRINTS_PER_MINUTE ${process.env.RENDER_PRINTS_PER_MINUTE ?? 'default (60)'}${smoke ? '; smoke run' : ''}`,
  );
  console.log(
    table([
      ['other account, uncached PDF', 'prints', 'p50', 'p95', 'max'],
      ...[
        ['idle', idle.latencies],
        [`under the flood (${floodClients} clients)`, loaded.latencies],
      ].map(([name, values]) => {
        const latencies = values as number[];
        return [
          name as string,
          String(latencies.length),
          ms(percentile(latencies, 50)),
          ms(percentile(latencies, 95)),
          ms(Math.max(...latencies)),
        ];
      }),
    ]),
  );
  console.log(
    `Flood: ${flood.counts.prints} PDFs answered, ${flood.counts.limited} refused with 429, ${flood.counts.hostileRefused} hostile summaries refused with 400; queue depth ${depthAtStart} when the timed prints began`,
  );
  console.log(
    `Render meanwhile: ${moved('vitae_render_jobs_total', { outcome: 'completed' })} jobs completed (${moved('vitae_render_jobs_total', { output: 'thumbnail', outcome: 'completed' })} thumbnails), ${moved('vitae_render_jobs_total', { outcome: 'superseded' })} superseded, ${moved('vitae_render_jobs_total', { outcome: 'failed' })} failed`,
  );
  console.log(
    `p95 under the flood / idle p95: ${ratio.toFixed(2)} (allowed ${allowedRatio}); errors: ${errors.length}`,
  );
  for (const line of errors.slice(0, 20)) {
    console.log(`  ${line}`);
  }
  console.log(
    `Whole run: ${((performance.now() - began) / 1000).toFixed(0)} s; 1-minute load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`,
  );
  const complete =
    idle.latencies.length === victimPrints && loaded.latencies.length === victimPrints;
  return errors.length === 0 && complete && (smoke || ratio <= allowedRatio);
}

async function main(): Promise<void> {
  const vitae = await startInProcessVitae(root, {
    RENDER_CONCURRENCY: String(renderConcurrency),
    // The flood's resumes must be uncached when it asks for them.
    ...aheadPdfsPublicOnly(),
    ...(process.env.RENDER_PRINTS_PER_MINUTE
      ? { RENDER_PRINTS_PER_MINUTE: process.env.RENDER_PRINTS_PER_MINUTE }
      : {}),
  });
  console.log(`Vitae started in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  const passed = await measure(vitae).finally(() => vitae.close());
  console.log(`Fair printing: ${passed ? 'passed' : 'FAILED'}`);
  if (!passed) {
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
