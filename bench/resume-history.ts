// make bench-history: what the resume history costs (docs/performance.md
// "Resume history", docs/resume.md#history), on PostgreSQL:
// - space: a writer types into the sample resume in sittings of about 40
//   saves (a save every few keystrokes), with a pause of more than 10 minutes
//   between sittings; the database before and after BENCH_SAVES saves, and
//   the history's own table;
// - latency: a resume with BENCH_VERSIONS versions; the list of its versions
//   and one version with its document, each asked BENCH_REQUESTS times of the
//   resume service's /graphql (as the gateway asks it), p50 and p95.
//
// Environment (BENCH_SMOKE=1 gives the small values in brackets):
//   DATABASE_URL    the PostgreSQL server (postgres://postgres@127.0.0.1:5432/postgres unless told); a database of the run's own is made and dropped
//   BENCH_SAVES     saves of the typing pattern (1000 [60])
//   BENCH_VERSIONS  versions of the latency resume (500 [30])
//   BENCH_REQUESTS  requests of each kind timed (300 [20])
// It exits 1 when the saves add 1 MB or more, or a p95 passes 50 ms, except
// in a smoke run, which reports the figures without judging them.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { type ResumeData, sampleResumeData } from '@vitae/schema';
import { Client } from 'pg';

import { freshDatabase } from './lib/bench-database';
import { numberSetting, smoke } from './lib/bench-settings';

const saves = numberSetting('BENCH_SAVES', 1000, 60);
const versionCount = numberSetting('BENCH_VERSIONS', 500, 30);
const requests = numberSetting('BENCH_REQUESTS', 300, 20);
/** Issue targets: what 1,000 saves may add, and the p95 of opening a version or the list. */
const spaceBudgetBytes = 1024 * 1024;
const latencyBudgetMs = 50;
/** Saves in one sitting of the typing pattern. */
const savesPerSitting = 40;

const root = resolve(process.cwd());
const require = createRequire(join(root, 'package.json'));

type Running = { url: string; close(): Promise<void> };
type Kit = {
  startTestTokenIssuer(): Promise<{
    config: Record<string, string>;
    sign(userId: string): Promise<string>;
    close(): Promise<void>;
  }>;
  serviceCallHeaders(): Record<string, string>;
};

/** A deterministic stream of numbers in [0, 1), so every run types the same. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const words = [
  'led',
  'built',
  'shipped',
  'a',
  'the',
  'team',
  'of',
  'five',
  'platform',
  'for',
  'customers',
  'with',
  'latency',
  'under',
  'budget',
  'and',
  'cut',
  'costs',
  'by',
  'half',
];

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
  // The PostgreSQL server `make test-services` starts unless DATABASE_URL names another.
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const kit = require(join(root, 'packages/service-kit/dist/testing/index.js')) as Kit;
  const { loadConfig } = require(join(root, 'packages/service-kit/dist/index.js')) as {
    loadConfig(schema: unknown, env: Record<string, string | undefined>): unknown;
  };
  const { startResume, resumeConfigSchema } = require(
    join(root, 'services/resume/dist/index.js'),
  ) as { startResume(config: unknown): Promise<Running>; resumeConfigSchema: unknown };

  const database = await freshDatabase(serverUrl);
  const issuer = await kit.startTestTokenIssuer();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-bench-history-'));
  const sql = new Client({ connectionString: database.url });
  let service: Running | undefined;
  try {
    service = await startResume(
      loadConfig(resumeConfigSchema, {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        ...issuer.config,
      }),
    );
    await sql.connect();
    const url = `${service.url}/graphql`;
    const token = await issuer.sign('bench-history-user');
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'user-agent': 'bench-history',
      ...kit.serviceCallHeaders(),
    };
    const graphql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: unknown[] };
      if (body.errors?.length || !body.data) {
        throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
      }
      return body.data;
    };
    const create = (slug: string) =>
      graphql<{ createResume: { id: string } }>(
        'mutation($input: CreateResumeInput!) { createResume(input: $input) { id } }',
        { input: { title: slug, slug, sample: true } },
      ).then((data) => data.createResume.id);
    const save = (id: string, data: ResumeData) =>
      graphql(
        'mutation($id: ID!, $input: UpdateResumeInput!, $save: ResumeSaveInput) { updateResume(id: $id, input: $input, save: $save) { version } }',
        { id, input: { data }, save: { clientId: 'bench-tab' } },
      );
    /** A pause of `minutes` before the next save: the open version's last save moves back. */
    const pause = (id: string, minutes: number) =>
      sql.query(
        `UPDATE resume_version SET saved_at = saved_at - $2 * interval '1 minute'
         WHERE resume_id = $1 AND snapshot IS NULL`,
        [id, minutes],
      );
    /**
     * The database's size once `vacuum` ran: plain VACUUM leaves the files as
     * large as the dead row versions of 1,000 updates made them (space later
     * writes reuse); VACUUM FULL rewrites them to what is kept.
     */
    const databaseSize = async (vacuum: 'VACUUM' | 'VACUUM FULL') => {
      await sql.query(vacuum);
      const { rows } = await sql.query<{ database: string; history: string; snapshots: string }>(
        `SELECT pg_database_size(current_database()) AS database,
           pg_total_relation_size('resume_version') AS history,
           coalesce((SELECT sum(octet_length(snapshot)) FROM resume_version), 0) AS snapshots`,
      );
      return {
        database: Number(rows[0].database),
        history: Number(rows[0].history),
        snapshots: Number(rows[0].snapshots),
      };
    };

    // Space: the typing pattern on the sample resume.
    const typed = await create('typed');
    const before = await databaseSize('VACUUM FULL');
    const next = random(7);
    const document = sampleResumeData();
    // The fields typed in: the summary and each experience item's summary, as plain text kept here.
    const setters: ((html: string) => void)[] = [
      (html) => (document.sections.summary.content = html),
      ...document.sections.experience.items.map((item) => (html: string) => (item.summary = html)),
    ];
    const texts = [
      document.sections.summary.content,
      ...document.sections.experience.items.map((item) => item.summary),
    ].map((html) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    for (let index = 0; index < saves; index += 1) {
      if (index > 0 && index % savesPerSitting === 0) {
        await pause(typed, 15 + Math.floor(next() * 75));
      }
      // A few saves in one field, then the next.
      const field = Math.floor(index / 8) % setters.length;
      // Mostly a word or two typed; now and then a word taken back.
      texts[field] =
        next() < 0.15
          ? texts[field].replace(/ ?\S+$/, '')
          : `${texts[field]} ${words[Math.floor(next() * words.length)]}`.trim();
      setters[field](`<p>${texts[field]}</p>`);
      await save(typed, document);
    }
    const afterPlain = await databaseSize('VACUUM');
    const after = await databaseSize('VACUUM FULL');
    const { rows: versionRows } = await sql.query<{ count: string }>(
      'SELECT count(*) AS count FROM resume_version WHERE resume_id = $1',
      [typed],
    );
    const historyGrowth = after.history - before.history;
    const databaseGrowth = after.database - before.database;
    const fileGrowth = afterPlain.database - before.database;

    // Latency: a resume with many versions.
    const many = await create('many-versions');
    for (let index = 0; index < versionCount; index += 1) {
      const data = sampleResumeData();
      data.basics.headline = `Headline number ${index}`;
      await save(many, data);
      await pause(many, 11);
    }
    const { resumeVersions } = await graphql<{ resumeVersions: { id: string }[] }>(
      'query($id: ID!) { resumeVersions(id: $id, limit: 200) { id } }',
      { id: many },
    );
    const timed = async (ask: (round: number) => Promise<unknown>) => {
      // A few untimed rounds first, so the figures are of a warm service.
      for (let round = 0; round < Math.min(20, requests); round += 1) {
        await ask(round);
      }
      const times: number[] = [];
      for (let round = 0; round < requests; round += 1) {
        const started = performance.now();
        await ask(round);
        times.push(performance.now() - started);
      }
      return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
    };
    const listFields =
      'id number name reason current savedAt saves clientId summary changes { wordsAdded wordsRemoved }';
    const list = await timed(() =>
      graphql(`query($id: ID!) { resumeVersions(id: $id) { ${listFields} } }`, { id: many }),
    );
    const pick = random(11);
    const one = await timed(() =>
      graphql(
        `query($id: ID!, $versionId: ID!) { resumeVersion(id: $id, versionId: $versionId) { ${listFields} data } }`,
        {
          id: many,
          versionId: resumeVersions[Math.floor(pick() * resumeVersions.length)].id,
        },
      ),
    );

    console.log(
      `Resume history on PostgreSQL${smoke ? ' (smoke: the figures mean nothing)' : ''}; load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );
    console.log('');
    console.log(
      '| saves | versions | history table grew | database grew (kept, VACUUM FULL) | database files grew (plain VACUUM) | snapshots (Brotli) |',
    );
    console.log(
      '| ----- | -------- | ------------------ | --------------------------------- | ---------------------------------- | ------------------ |',
    );
    console.log(
      `| ${saves} | ${versionRows[0].count} | ${kB(historyGrowth)} | ${kB(databaseGrowth)} | ${kB(fileGrowth)} | ${kB(after.snapshots - before.snapshots)} |`,
    );
    console.log('');
    console.log(`| request (${versionCount + 1} versions) | p50 | p95 |`);
    console.log('| -------------------------- | --- | --- |');
    console.log(
      `| list of versions (first page, 50) | ${list.p50.toFixed(1)} ms | ${list.p95.toFixed(1)} ms |`,
    );
    console.log(
      `| one version with its document | ${one.p50.toFixed(1)} ms | ${one.p95.toFixed(1)} ms |`,
    );
    console.log('');
    const problems = [
      databaseGrowth >= spaceBudgetBytes
        ? `the saves added ${kB(databaseGrowth)} (budget 1024 kB)`
        : '',
      list.p95 >= latencyBudgetMs
        ? `the list's p95 is ${list.p95.toFixed(1)} ms (budget 50 ms)`
        : '',
      one.p95 >= latencyBudgetMs
        ? `a version's p95 is ${one.p95.toFixed(1)} ms (budget 50 ms)`
        : '',
    ].filter(Boolean);
    if (problems.length > 0 && !smoke) {
      console.log(`Resume history: over budget: ${problems.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('Resume history: passed');
    }
  } finally {
    await sql.end().catch(() => undefined);
    await service?.close();
    await issuer.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
