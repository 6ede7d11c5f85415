// make bench-ats: how long the ATS check (@vitae/ats, docs/ats.md) takes in
// Node to check a two-page resume: the sample printed in the Onyx template
// (web/public/templates/pdf/onyx.pdf), read with pdf.js's legacy build, every
// check run and the fields recovered, as the API will run it. The browser's
// Web Worker comes later; its figure will sit beside this one in
// docs/performance.md.
//
// Environment (BENCH_SMOKE=1 gives the small value in brackets):
//   BENCH_ATS_RUNS  checks after a first, cold one (30 [3])
// It exits 1 when the median check takes 300 ms or more, except in a smoke
// run, which reports the figures without judging them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { checkResumePdf, type PdfJs } from '@vitae/ats';

import { numberSetting, smoke } from './lib/bench-settings';

const runs = numberSetting('BENCH_ATS_RUNS', 30, 3);
/** The target: a two-page PDF is checked in under 300 ms. */
const budgetMs = 300;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const bytes = new Uint8Array(
    readFileSync(join(process.cwd(), 'web/public/templates/pdf/onyx.pdf')),
  );
  // Node 20 loads pdf.js's ES module build through require.
  const pdfjs = (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as PdfJs;
  const coldStarted = performance.now();
  const first = await checkResumePdf(bytes, { pdfjs });
  const cold = performance.now() - coldStarted;
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await checkResumePdf(bytes, { pdfjs });
    times.push(performance.now() - started);
  }
  const median = percentile(times, 50);
  const counts = (status: string) =>
    first.findings.filter((finding) => finding.status === status).length;
  console.log(`ATS check in Node (${runs} after a first, cold one):\n`);
  console.log(
    '| File | Size | Pages | Words | First | Median | p95 | Pass / warn / fail | Name read |',
  );
  console.log(
    '| ---- | ---: | ----: | ----: | ----: | -----: | --: | ------------------ | --------- |',
  );
  console.log(
    `| two-page PDF (Onyx) | ${(bytes.length / 1000).toFixed(1)} kB | ${first.pages} | ${first.words} | ${cold.toFixed(0)} ms | ${median.toFixed(0)} ms | ${percentile(times, 95).toFixed(0)} ms | ${counts('pass')} / ${counts('warn')} / ${counts('fail')} | ${first.reading.name} |`,
  );
  console.log(`\nTwo-page PDF: median ${median.toFixed(0)} ms (target under ${budgetMs} ms)`);
  if (!smoke && median >= budgetMs) {
    console.log('ATS check: OVER the target');
    process.exit(1);
  }
  console.log('ATS check: passed');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
