// Quality case 28 (docs/quality.md#case-28) as a load run: 200 concurrent editors for a minute, each saving a
// changed resume about once a second as the web builder does (the change typed
// over half a second, the save 500 ms after typing stops, `PATCH
// /api/resume/:id` with the whole document and the baseVersion of its last
// save). Run twice: against the all-in-one mode with its embedded database and
// in-process bus, and against PostgreSQL (a fresh database) with NATS
// JetStream (a private nats-server by default). Each run reports the saves,
// the errors (must be 0), p50/p95/p99 save latency, whether every resume read
// back at the end is its last save (nothing lost), and the event lag: from a
// save's answer to its ResumeChanged on the bus, and to render having handled
// it (render's change consumer publishes the thumbnail job of that version,
// stamped with the time it handled the change). The editors run in a child
// process, so the CPU reported for Vitae's process is the services' alone. Everything stays on loopback and
// every loop is bounded. See docs/performance.md ("Editors load");
// load/editors.js is the same scenario for k6 against a deployment.
//
// Environment (all optional; BENCH_SMOKE=1 gives the small values in brackets):
//   EDITORS_LOAD_EDITORS   concurrent editors, one resume each (200 [4])
//   EDITORS_LOAD_SECONDS   how long they edit, per mode (60 [3])
//   EDITORS_LOAD_USERS     accounts the resumes are spread over (4 [2])
//   EDITORS_LOAD_MODES     `all-in-one`, `postgres-nats` or both, comma-separated (both)
//   EDITORS_LOAD_DATABASE_URL  the Postgres server of the second mode; a fresh
//                          database is made on it and dropped afterwards
//                          (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
//   EDITORS_LOAD_NATS_URL  a NATS server to use instead of a private one; the
//                          services' streams and consumers have fixed names, so
//                          never one that tests or a deployment use
//   EDITORS_LOAD_SAVE      how a save is sent: `patch` (what changed, GraphQL
//                          SaveResumePatch, as the builder does), `whole` (the
//                          whole document, SaveResumeData) or `rest` (the whole
//                          document by PATCH /api/resume/:id) (patch)
//   EDITORS_LOAD_PROFILE   a directory: profile the services' event loop while
//                          the editors edit, write editors-<mode>.cpuprofile
//                          there and print where its time went, a save
//   CHROME_PATH            render's Chromium
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

import {
  decodeEvent,
  RenderRequestedSchema,
  ResumeChangedSchema,
  timestampDate,
} from '@vitae/proto';
import {
  connectInProcessBus,
  connectNatsBus,
  type EventBus,
  type Subscription,
} from '@vitae/service-kit';

import { numberSetting } from './lib/bench-settings';
import {
  type CpuProfile,
  type Profiling,
  startProfiling,
  timeByGroup,
  writeProfile,
} from './lib/cpu-profile';
import { type EditorsOutcome, type EditorsPlan, type SaveWay } from './lib/editors';
import { startInProcessVitae } from './lib/in-process-vitae';
import { percentile } from './lib/level-runner';
import { type PrivateNats, startPrivateNats } from './lib/private-nats';
import { metricSum, readRenderMetrics, waitForRenderIdle } from './lib/render-metrics';
import { ms, table } from './lib/report-format';

const root = resolve(process.cwd());
const editors = numberSetting('EDITORS_LOAD_EDITORS', 200, 4);
const seconds = numberSetting('EDITORS_LOAD_SECONDS', 60, 3);
const users = numberSetting('EDITORS_LOAD_USERS', 4, 2);
const saveWay = (process.env.EDITORS_LOAD_SAVE || 'patch') as SaveWay;
if (!['patch', 'whole', 'rest'].includes(saveWay)) {
  throw new Error(`EDITORS_LOAD_SAVE must be patch, whole or rest, not "${saveWay}"`);
}
const modeNames = (process.env.EDITORS_LOAD_MODES ?? 'all-in-one,postgres-nats')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '');
const profileDirectory = process.env.EDITORS_LOAD_PROFILE || undefined;
const databaseUrl =
  process.env.EDITORS_LOAD_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
/** How long, after the last save, render may take to have handled every resume's last change. */
const drainTimeoutMs = 60_000;
/** The editors' whole run, setup and read-back included, must end within this. */
const workerTimeoutMs = (seconds + 300) * 1000;

type Mode = { name: string; label: string; postgres: boolean };
const modes: Record<string, Mode> = {
  'all-in-one': {
    name: 'all-in-one',
    label: 'all-in-one: embedded database, in-process bus',
    postgres: false,
  },
  'postgres-nats': {
    name: 'postgres-nats',
    label: 'PostgreSQL + NATS JetStream',
    postgres: true,
  },
};

/** When each resume's versions were seen somewhere: version and wall-clock time (ms). */
class Sightings {
  private readonly byResume = new Map<string, { version: number; at: number }[]>();
  count = 0;

  add(resumeId: string, version: number, at: number): void {
    this.count += 1;
    const list = this.byResume.get(resumeId) ?? [];
    list.push({ version, at });
    this.byResume.set(resumeId, list);
  }

  /** The newest version seen of a resume. */
  newest(resumeId: string): number {
    return Math.max(0, ...(this.byResume.get(resumeId) ?? []).map((seen) => seen.version));
  }

  has(resumeId: string, version: number): boolean {
    return (this.byResume.get(resumeId) ?? []).some((seen) => seen.version === version);
  }

  /**
   * For each save, the time from its answer until this version or a later one
   * of its resume was first seen (the stream keeps only the newest change of a
   * resume, so one that a later save overtook is covered by that one); and
   * the saves never covered.
   */
  lags(saves: EditorsOutcome['saves']): { lags: number[]; exact: number; uncovered: number } {
    const lags: number[] = [];
    let exact = 0;
    let uncovered = 0;
    const savesByResume = new Map<string, EditorsOutcome['saves']>();
    for (const save of saves) {
      savesByResume.set(save.resumeId, [...(savesByResume.get(save.resumeId) ?? []), save]);
    }
    for (const [resumeId, list] of savesByResume) {
      // The earliest sighting of each version or any later one: a minimum over a suffix.
      const seen = [...(this.byResume.get(resumeId) ?? [])].sort((a, b) => b.version - a.version);
      const earliest: { version: number; at: number }[] = [];
      let soonest = Infinity;
      for (const sighting of seen) {
        soonest = Math.min(soonest, sighting.at);
        earliest.push({ version: sighting.version, at: soonest });
      }
      for (const save of list) {
        // `earliest` runs from the newest version down; the last entry at or above this save's.
        let at: number | undefined;
        for (const entry of earliest) {
          if (entry.version < save.version) {
            break;
          }
          at = entry.at;
        }
        if (at === undefined) {
          uncovered += 1;
        } else {
          lags.push(at - save.answeredAt);
          if (this.has(resumeId, save.version)) {
            exact += 1;
          }
        }
      }
    }
    return { lags, exact, uncovered };
  }
}

/**
 * Runs the editors in a child process; `onPhase` hears when the editing starts
 * and ends (after setup, before the read-back), the end with the CPU the
 * editors' process used over the editing. Rejects when the child fails or
 * outlives its bound.
 */
function runEditorsInProcess(
  plan: EditorsPlan,
  onPhase: (phase: 'editing' | 'edited', editorsCpuMicros?: number) => void,
): Promise<EditorsOutcome> {
  // Compiled next to this file: node_modules/.cache/vitae/bench/lib/editors-process.js.
  const child = fork(join(__dirname, 'lib', 'editors-process.js'), {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<EditorsOutcome>((resolvePromise, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        child.kill();
        finish();
      }
    };
    const timer = setTimeout(() => {
      settle(() =>
        reject(new Error(`the editors did not finish within ${workerTimeoutMs / 1000} s`)),
      );
    }, workerTimeoutMs);
    type Message = {
      phase?: 'editing' | 'edited';
      cpuMicros?: number;
      outcome?: EditorsOutcome;
      error?: string;
    };
    child.on('message', (message: Message) => {
      if (message.phase) {
        onPhase(message.phase, message.cpuMicros);
      } else if (message.outcome) {
        const { outcome } = message;
        settle(() => resolvePromise(outcome));
      } else {
        settle(() => reject(new Error(`the editors failed: ${message.error}`)));
      }
    });
    child.once('error', (error) => settle(() => reject(error)));
    child.once('exit', (code, signal) =>
      settle(() =>
        reject(new Error(`the editors' process ended early (${signal ?? `exit code ${code}`})`)),
      ),
    );
    child.send(plan);
  });
}

/**
 * Writes the event loop's profile of the editing and prints where its time
 * went (the busiest groups), in milliseconds a save.
 */
async function reportProfile(profile: CpuProfile, mode: Mode, saves: number): Promise<void> {
  const file = join(profileDirectory!, `editors-${mode.name}.cpuprofile`);
  await writeProfile(file, profile);
  const groups = timeByGroup(profile);
  const busy = groups.reduce((sum, { ms }) => sum + ms, 0);
  console.log(
    `the services' event loop, profiled (${file}): ${(busy / Math.max(1, saves)).toFixed(1)} ms a save`,
  );
  const rows = (of: typeof groups, count: number) =>
    of
      .slice(0, count)
      .map(({ group, ms: spent }) => [
        group,
        (spent / Math.max(1, saves)).toFixed(2),
        `${((spent / Math.max(1, busy)) * 100).toFixed(1)} %`,
      ]);
  console.log(table([['where', 'ms a save', 'share'], ...rows(groups, 15)]));
  // The same time, Node's own modules (socket writes above all) counted for
  // whoever called them: the driver, the bus, the HTTP server.
  const byCaller = timeByGroup(profile, { nodeForCallers: true });
  console.log(
    table([['who, Node counted for its caller', 'ms a save', 'share'], ...rows(byCaller, 10)]),
  );
}

function quantiles(values: number[]): string[] {
  if (values.length === 0) {
    return ['–', '–', '–', '–'];
  }
  return [50, 95, 99, 100].map((p) => ms(percentile(values, p)));
}

type ModeResult = { mode: Mode; passed: boolean; rows: string[][] };

/** Starts Vitae in one mode, runs the editors against it, reports; whether quality case 28 held. */
async function runMode(mode: Mode): Promise<ModeResult> {
  let nats: PrivateNats | undefined;
  const natsUrl = mode.postgres
    ? (process.env.EDITORS_LOAD_NATS_URL ?? (nats = await startPrivateNats()).url)
    : undefined;
  const vitae = await startInProcessVitae(root, natsUrl ? { NATS_URL: natsUrl } : {}, {
    databaseUrl: mode.postgres ? databaseUrl : undefined,
  }).catch(async (error: unknown) => {
    await nats?.stop();
    throw error;
  });
  let bus: EventBus | undefined;
  const subscriptions: Subscription[] = [];
  try {
    bus = natsUrl
      ? await connectNatsBus({ url: natsUrl, name: 'editors-load' })
      : connectInProcessBus();
    if (!bus) {
      throw new Error('no in-process bus is installed: the services would not share one either');
    }
    // What resume published, seen as it crosses the bus.
    const published = new Sightings();
    subscriptions.push(
      await bus.listen('vitae.resume.changed.>', (message) => {
        const change = decodeEvent(ResumeChangedSchema, message.data);
        published.add(change.resumeId, Number(change.version), Date.now());
      }),
    );
    // What render's change consumer handled: it asks for the thumbnail of the
    // version it handled at once, stamped with the time it did (the PDF only
    // once the resume is a quiet spell unchanged, docs/render.md "Ahead of time").
    const handled = new Sightings();
    subscriptions.push(
      await bus.listen('vitae.render.requested.thumbnail', (message) => {
        const job = decodeEvent(RenderRequestedSchema, message.data);
        const at = job.requestedAt ? timestampDate(job.requestedAt).getTime() : Date.now();
        handled.add(job.resumeId, Number(job.resumeVersion), at);
      }),
    );

    const loadBefore = loadavg()[0];
    console.log(
      `\n${mode.label}: ${editors} editors for ${seconds} s, saves sent ${saveWay === 'patch' ? 'as JSON Patches' : saveWay === 'whole' ? 'whole by GraphQL' : 'whole by REST'} (load average ${loadBefore.toFixed(1)})`,
    );
    // While the editors edit: how busy the services' shared event loop (this
    // thread) and the whole process (every thread; not Chromium, not the
    // editors' own process) were.
    let loopBefore = performance.eventLoopUtilization();
    let cpuBefore = process.cpuUsage();
    let loopBusy = 0;
    let cpu = { user: 0, system: 0 };
    let editorsCpuMicros = 0;
    let profiling: Promise<Profiling> | undefined;
    let profiled: Promise<CpuProfile> | undefined;
    const onPhase = (phase: 'editing' | 'edited', clientsCpuMicros = 0) => {
      if (phase === 'editing') {
        loopBefore = performance.eventLoopUtilization();
        cpuBefore = process.cpuUsage();
        profiling = profileDirectory ? startProfiling() : undefined;
      } else {
        loopBusy = performance.eventLoopUtilization(loopBefore).utilization;
        cpu = process.cpuUsage(cpuBefore);
        editorsCpuMicros = clientsCpuMicros;
        profiled = profiling?.then((running) => running.stop());
      }
    };
    const outcome = await runEditorsInProcess(
      {
        baseUrl: vitae.url,
        editors,
        users,
        seconds,
        keystrokes: 5,
        typingMs: 500,
        saveWaitMs: 500,
        save: saveWay,
      },
      onPhase,
    );

    // Render may still be working through the last changes: wait (bounded)
    // until it has handled every resume's last version.
    const drainBegan = Date.now();
    const behind = () =>
      outcome.last.filter((last) => handled.newest(last.resumeId) < last.version);
    while (behind().length > 0 && Date.now() - drainBegan < drainTimeoutMs) {
      await sleep(100);
    }
    const missing = behind();

    const latencies = outcome.saves.map((save) => save.ms);
    const busLag = published.lags(outcome.saves);
    const renderLag = handled.lags(outcome.saves);
    const runSeconds = (outcome.endedAt - outcome.startedAt) / 1000;
    const passed =
      outcome.errors === 0 &&
      outcome.lost.length === 0 &&
      outcome.verified === editors &&
      missing.length === 0 &&
      outcome.saves.length > 0;

    console.log(
      `setup ${outcome.setupSeconds.toFixed(1)} s; ${outcome.saves.length} saves in ${runSeconds.toFixed(1)} s ` +
        `(${(outcome.saves.length / runSeconds).toFixed(1)}/s), ${outcome.errors} errors; ` +
        `${outcome.verified} resumes read back, ${outcome.lost.length} not their last save; ` +
        `load average ${loadavg()[0].toFixed(1)} after`,
    );
    console.log(
      `while editing: Vitae's event loop busy ${(loopBusy * 100).toFixed(0)} %; ` +
        `Vitae's Node process used ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU ` +
        `(${((cpu.user + cpu.system) / 1e3 / Math.max(1, outcome.saves.length)).toFixed(1)} ms a save); ` +
        `the editors' own process ${(editorsCpuMicros / 1e6).toFixed(1)} s ` +
        `(${(editorsCpuMicros / 1e3 / Math.max(1, outcome.saves.length)).toFixed(1)} ms a save, not counted)`,
    );
    console.log(
      `ResumeChanged seen on the bus: ${published.count} (${busLag.exact} of the saves' own versions); ` +
        `render handled ${handled.count} changes (${renderLag.exact} of the saves' own versions, the others ` +
        `overtaken by a later save of the same resume); every resume's last version handled: ` +
        `${missing.length === 0 ? 'yes' : `no, ${missing.length} missing`}`,
    );
    for (const sample of outcome.errorSamples) {
      console.log(`  error: ${sample}`);
    }
    for (const problem of outcome.lost.slice(0, 10)) {
      console.log(`  lost: ${problem}`);
    }
    console.log(
      table([
        ['measure', 'count', 'p50', 'p95', 'p99', 'max'],
        [
          saveWay === 'rest' ? 'save (PATCH /api/resume/:id)' : 'save (GraphQL updateResume)',
          String(latencies.length),
          ...quantiles(latencies),
        ],
        [
          'answer → ResumeChanged on the bus',
          String(busLag.lags.length),
          ...quantiles(busLag.lags),
        ],
        ['answer → render handled it', String(renderLag.lags.length), ...quantiles(renderLag.lags)],
      ]),
    );
    if (profiled) {
      await reportProfile(await profiled, mode, outcome.saves.length);
    }
    // The thumbnails the saves asked for: render works through them (skipping
    // superseded ones) before Vitae stops, so no print is cut off mid-way.
    const idle = await waitForRenderIdle(vitae.renderUrl, { timeoutMs: drainTimeoutMs }).then(
      (drained) =>
        `render's thumbnail queue drained ${drained.seconds.toFixed(1)} s after the read-back`,
      () => `render still busy ${drainTimeoutMs / 1000} s after the read-back (stopped anyway)`,
    );
    const metrics = await readRenderMetrics(vitae.renderUrl);
    const jobs = (outcome: string) => metricSum(metrics, 'vitae_render_jobs_total', { outcome });
    console.log(
      `${idle}; thumbnails printed ${jobs('completed')}, skipped as superseded ${jobs('superseded')}`,
    );
    console.log(`${mode.label}: ${passed ? 'passed' : 'FAILED'}`);
    return {
      mode,
      passed,
      rows: [
        [
          mode.name,
          String(outcome.saves.length),
          String(outcome.errors),
          String(outcome.lost.length),
          ...quantiles(latencies).slice(0, 3),
          ...quantiles(renderLag.lags).slice(0, 3),
        ],
      ],
    };
  } finally {
    for (const subscription of subscriptions) {
      await subscription.stop().catch(() => undefined);
    }
    await bus?.close().catch(() => undefined);
    await vitae.close();
    await nats?.stop();
  }
}

async function main(): Promise<number> {
  const unknown = modeNames.filter((name) => !(name in modes));
  if (unknown.length > 0 || modeNames.length === 0) {
    console.error(
      `EDITORS_LOAD_MODES: expected all-in-one and/or postgres-nats, got ${modeNames.join(',')}`,
    );
    return 2;
  }
  if (!(editors >= 1 && seconds > 0 && users >= 1 && users <= 10)) {
    console.error('EDITORS_LOAD_EDITORS ≥ 1, EDITORS_LOAD_SECONDS > 0, EDITORS_LOAD_USERS 1 to 10');
    return 2;
  }
  console.log(
    `Editors load: ${editors} editors over ${users} accounts, ${seconds} s a mode; ` +
      `${cpus().length} cores, Node ${process.version}`,
  );
  const results: ModeResult[] = [];
  for (const name of modeNames) {
    results.push(await runMode(modes[name]));
  }
  console.log(
    `\n${table([
      [
        'mode',
        'saves',
        'errors',
        'lost',
        'save p50',
        'save p95',
        'save p99',
        'lag p50',
        'lag p95',
        'lag p99',
      ],
      ...results.flatMap((result) => result.rows),
    ])}`,
  );
  const passed = results.every((result) => result.passed);
  console.log(`Editors load: ${passed ? 'passed' : 'FAILED'}`);
  return passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
