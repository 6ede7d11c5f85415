// make bench-instant-pdf: the builder's Download PDF of a private resume a
// moment after an edit (docs/performance.md, "Instant PDF"). Vitae runs as
// `make run` starts it, render at its defaults: a resume's PDF is printed ahead
// of time once its last change is a quiet spell old (docs/render.md, "Ahead of
// time"). A person signs up with a private resume (the sample); then, for each
// edit: the headline changed and saved as the builder's autosave sends it
// (GraphQL `SaveResumeData`), a pause (2 s from the save's answer), and the PDF
// asked for as Download PDF asks (GraphQL `PrintResume`), timed until its
// answer. Render's counters tell whether the answer came from a stored file (a
// cache hit); the PDF is then downloaded as the tab opens it (timed apart) and
// read with pdftotext, and must hold the edit. Render's `RenderCompleted`
// events, seen on the in-process bus, tell when the PDF printed ahead was
// stored, counted from the save's answer. A few untimed rounds come first.
// Everything stays on loopback and every loop is bounded.
//
// Environment (all optional; BENCH_SMOKE=1 gives the small values in brackets):
//   BENCH_INSTANT_EDITS     timed edits, each followed by a Download PDF (100 [3])
//   BENCH_INSTANT_WARMUP    untimed rounds first (3 [1])
//   BENCH_INSTANT_PAUSE_MS  from the save's answer to the click (2000 [2000])
//   RENDER_AHEAD_QUIET_MS   render's quiet spell, passed on when set (500, its default)
//   DATABASE_URL, CHROME_PATH  as for the other benchmarks (bench/lib/in-process-vitae.ts)
// It exits 1 when an answer fails or a PDF lacks its edit, and when the answer's
// p99 is 50 ms or more, except in a smoke run, which reports the figures
// without judging them.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

import { decodeEvent, RenderCompletedSchema, RenderKind } from '@vitae/proto';
import { type ResumeData, sampleResumeData } from '@vitae/schema';
import { connectInProcessBus } from '@vitae/service-kit';

import { numberSetting, smoke } from './lib/bench-settings';
import { printResume, saveResumeData } from './lib/builder-operations';
import { type InProcessVitae, startInProcessVitae } from './lib/in-process-vitae';
import { percentile } from './lib/level-runner';
import { pdfText } from './lib/pdf-text';
import { metricSum, readRenderMetrics } from './lib/render-metrics';
import { table } from './lib/report-format';
import { newResume, newUser, type User } from './lib/rest-user';

const root = resolve(process.cwd());
const edits = numberSetting('BENCH_INSTANT_EDITS', 100, 3);
const warmup = numberSetting('BENCH_INSTANT_WARMUP', 3, 1);
const pauseMs = numberSetting('BENCH_INSTANT_PAUSE_MS', 2000, 2000);
/** The target for the answer's p99 (docs/performance.md, "Instant PDF"). */
const budgetMs = 50;
const began = performance.now();
const loadBefore = loadavg()[0];

/**
 * One round: the answer's time, the file's, whether render answered from a
 * stored file, and when a PDF of the resume was stored after the save's answer
 * and before the click (undefined: none was).
 */
type Round = {
  answerMs: number;
  fileMs: number;
  hit: boolean;
  storedMs?: number;
  error?: string;
};

const pdfHits = async (vitae: InProcessVitae) =>
  metricSum(await readRenderMetrics(vitae.renderUrl), 'vitae_render_cache_hits_total', {
    output: 'pdf',
  });

/** Edits, waits, asks for the PDF; `version` is the stored version the edit is made on. */
async function round(
  vitae: InProcessVitae,
  user: User,
  resume: { id: string; data: ResumeData; version: number },
  label: string,
  pdfsStored: number[],
): Promise<Round & { version: number }> {
  const graphql = `${vitae.url}/graphql`;
  const headline = `Instant ${label} ${randomBytes(4).toString('hex')}`;
  const data = { ...resume.data, basics: { ...resume.data.basics, headline } };
  const saved = await user.graphql<{ updateResume: { version: number } }>(graphql, saveResumeData, {
    id: resume.id,
    data,
    baseVersion: resume.version,
  });
  const version = saved.updateResume.version;
  const savedAt = Date.now();
  await sleep(pauseMs);

  const hitsBefore = await pdfHits(vitae);
  const storedAt = pdfsStored.find((at) => at >= savedAt && at <= Date.now());
  const storedMs = storedAt === undefined ? undefined : storedAt - savedAt;
  const asked = performance.now();
  const answer = await user.graphql<{ resume: { pdfUrl: string } }>(graphql, printResume, {
    id: resume.id,
  });
  const answerMs = performance.now() - asked;
  const hit = (await pdfHits(vitae)) > hitsBefore;

  const fetched = performance.now();
  const file = await user.download(answer.resume.pdfUrl);
  const body = Buffer.from(await file.arrayBuffer());
  const fileMs = performance.now() - fetched;
  if (file.status !== 200) {
    const error = `${label}: the PDF answered ${file.status}`;
    return { answerMs, fileMs, hit, storedMs, version, error };
  }
  // One line: a headline may wrap.
  const text = (await pdfText(body, new Set())).replace(/\s+/g, ' ');
  return {
    answerMs,
    fileMs,
    hit,
    storedMs,
    version,
    error: text.includes(headline) ? undefined : `${label}: the PDF lacks the edit "${headline}"`,
  };
}

function figures(values: number[]): string[] {
  const at = (p: number) => `${percentile(values, p).toFixed(1)} ms`;
  return [String(values.length), at(50), at(95), at(99), `${Math.max(...values).toFixed(1)} ms`];
}

async function measure(vitae: InProcessVitae): Promise<boolean> {
  const user = await newUser(vitae.url);
  const data = sampleResumeData();
  const id = await newResume(user, 'instant pdf', data);
  const { resume } = await user.graphql<{ resume: { version: number } }>(
    `${vitae.url}/graphql`,
    'query ($id: ID!) { resume(id: $id) { version } }',
    { id },
  );
  const current = { id, data, version: resume.version };
  const printsBefore = await readRenderMetrics(vitae.renderUrl);
  // When each PDF of the resume was stored: render announces it as the job's outcome.
  const bus = connectInProcessBus();
  if (!bus) {
    throw new Error('no in-process bus is installed: the services would not share one either');
  }
  const pdfsStored: number[] = [];
  const completions = await bus.listen('vitae.render.completed.>', (message) => {
    const completed = decodeEvent(RenderCompletedSchema, message.data);
    if (completed.resumeId === id && completed.kind === RenderKind.PDF) {
      pdfsStored.push(Date.now());
    }
  });

  const rounds: Round[] = [];
  const errors: string[] = [];
  for (let index = 0; index < warmup + edits; index += 1) {
    const warm = index < warmup;
    const label = warm ? `warm-up ${index + 1}` : `edit ${index - warmup + 1}`;
    try {
      const done = await round(vitae, user, current, label, pdfsStored);
      current.version = done.version;
      if (done.error) {
        errors.push(done.error);
      }
      if (!warm) {
        rounds.push(done);
      }
    } catch (error) {
      errors.push(`${label}: ${String(error)}`);
      // The stored version, so the next save is made on it.
      const { resume: stored } = await user.graphql<{ resume: { version: number } }>(
        `${vitae.url}/graphql`,
        'query ($id: ID!) { resume(id: $id) { version } }',
        { id },
      );
      current.version = stored.version;
    }
  }
  await completions.stop();
  const printsAfter = await readRenderMetrics(vitae.renderUrl);
  const moved = (name: string, labels: Record<string, string>) =>
    metricSum(printsAfter, name, labels) - metricSum(printsBefore, name, labels);

  const answers = rounds.map((done) => done.answerMs);
  const hits = rounds.filter((done) => done.hit).length;
  const p99 = answers.length > 0 ? percentile(answers, 99) : Infinity;
  console.log('');
  console.log(
    `Instant PDF: a private resume, ${edits} edits (after ${warmup} untimed), Download PDF ${pauseMs} ms after each save's answer; Vitae all-in-one, ${vitae.postgres ? 'Postgres' : 'embedded database'}, in-process bus, render's quiet spell ${process.env.RENDER_AHEAD_QUIET_MS ? `${process.env.RENDER_AHEAD_QUIET_MS} ms` : 'at its default'}${smoke ? '; a smoke run (BENCH_SMOKE=1): the figures mean nothing' : ''}`,
  );
  console.log(
    table([
      ['measure', 'count', 'median', 'p95', 'p99', 'max'],
      ["Download PDF's answer (PrintResume)", ...figures(answers)],
      ['the PDF file downloaded', ...figures(rounds.map((done) => done.fileMs))],
    ]),
  );
  const stored = rounds.flatMap((done) => (done.storedMs === undefined ? [] : [done.storedMs]));
  console.log(
    `The edit's PDF stored ahead, from the save's answer: ${stored.length > 0 ? `median ${percentile(stored, 50)} ms, p95 ${percentile(stored, 95)} ms, max ${Math.max(...stored)} ms` : 'never'} (${stored.length} of ${rounds.length} before the click)`,
  );
  console.log(
    `Cache hits: ${hits} of ${rounds.length} answers; render meanwhile printed ${moved('vitae_render_prints_total', { output: 'pdf' })} PDFs, skipped ${moved('vitae_render_jobs_total', { output: 'pdf', outcome: 'superseded' })} PDF jobs as superseded; errors: ${errors.length}`,
  );
  for (const line of errors.slice(0, 20)) {
    console.log(`  ${line}`);
  }
  console.log(
    `p99 of the answer ${p99.toFixed(1)} ms: ${p99 < budgetMs ? 'under' : 'NOT under'} the ${budgetMs} ms target${smoke ? ' (not judged in a smoke run)' : ''}`,
  );
  console.log(
    `Machine: ${cpus().length} cores; whole run ${((performance.now() - began) / 1000).toFixed(0)} s; 1-minute load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`,
  );
  return errors.length === 0 && rounds.length === edits && (smoke || p99 < budgetMs);
}

async function main(): Promise<void> {
  const vitae = await startInProcessVitae(
    root,
    process.env.RENDER_AHEAD_QUIET_MS
      ? { RENDER_AHEAD_QUIET_MS: process.env.RENDER_AHEAD_QUIET_MS }
      : {},
  );
  console.log(`Vitae started in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  const passed = await measure(vitae).finally(() => vitae.close());
  console.log(`Instant PDF: ${passed ? 'passed' : 'FAILED'}`);
  if (!passed) {
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
