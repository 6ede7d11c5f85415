// make bench-exports: what the document exports and the PDF's attached
// source cost render (docs/performance.md "Exports", docs/import-export.md):
// - the sample resume, with a 400 px WebP picture, exported BENCH_EXPORTS
//   times in each format (DOCX, Markdown, plain text) one after another, as
//   render's exportFile field writes them (the artboard's headings, the
//   picture through a stand-in of storage's fetcher); the time of each and,
//   while they run, the event loop's delay (monitorEventLoopDelay, 1 ms
//   resolution): its longest block is what another request of render would
//   have waited;
// - the PDF's own JSON attached (withAttachment) to the twelve templates'
//   PDFs of the sample resume, BENCH_ATTACHMENTS times each.
//
// Environment (BENCH_SMOKE=1 gives the small values in brackets):
//   BENCH_EXPORTS      exports of each format (200 [5])
//   BENCH_ATTACHMENTS  attachments of each template's PDF (100 [2])
//   ARTBOARD_DIR       the web build (web/dist)
// It exits 1 when the event loop was blocked 50 ms or more, except in a
// smoke run, which reports the figures without judging them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

import {
  createHeadingSource,
  createResumeExports,
  exportFormats,
  resumeSource,
  withAttachment,
  withAuthor,
} from '@vitae/render';
import { sampleResumeData } from '@vitae/schema';
import sharp from 'sharp';

import { numberSetting, smoke } from './lib/bench-settings';

const exportsPerFormat = numberSetting('BENCH_EXPORTS', 200, 5);
const attachmentsPerPdf = numberSetting('BENCH_ATTACHMENTS', 100, 2);
/** The target: no export may hold render's event loop this long. */
const blockBudgetMs = 50;

const root = resolve(process.cwd());
const artboardDir = process.env.ARTBOARD_DIR ?? join(root, 'web/dist');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main() {
  const picture = await sharp({
    create: { width: 400, height: 400, channels: 3, background: '#8a6d3b' },
  })
    .webp()
    .toBuffer();
  const data = sampleResumeData();
  data.basics.picture.url = 'https://pictures.example/me.webp';
  const silent = { warn: () => undefined } as unknown as Parameters<
    typeof createResumeExports
  >[0]['logger'];
  const exports = createResumeExports({
    headings: createHeadingSource(artboardDir),
    pictures: {
      fetchImage: async () => ({ bytes: new Uint8Array(picture), contentType: 'image/webp' }),
    },
    logger: silent,
  });
  const resume = { title: 'Ingrid Castellanos', data };
  // Warm: the libraries' first call loads and compiles them, once a process.
  for (const format of exportFormats) {
    await exports.export(resume, format);
  }

  // What the loop waits with nothing to do: on a busy machine the system's own scheduling.
  const idle = monitorEventLoopDelay({ resolution: 1 });
  idle.enable();
  await new Promise((resolve) => setTimeout(resolve, smoke ? 500 : 3000));
  idle.disable();
  console.log(`Idle event loop, for comparison: longest delay ${ms(idle.max / 1e6)}`);

  console.log(`Exports: ${exportsPerFormat} of the sample resume in each format, one at a time`);
  console.log('| format | size | mean | p95 | longest event-loop block |');
  console.log('| --- | --- | --- | --- | --- |');
  let longest = 0;
  for (const format of exportFormats) {
    const times: number[] = [];
    let size = 0;
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    for (let index = 0; index < exportsPerFormat; index += 1) {
      const started = performance.now();
      size = (await exports.export(resume, format)).content.length;
      times.push(performance.now() - started);
      // Let the monitor's timer run between exports, as other requests would.
      await new Promise((resolve) => setImmediate(resolve));
    }
    delay.disable();
    // The longest a timer due every millisecond waited: how long the loop was held at most.
    const block = delay.max / 1e6;
    longest = Math.max(longest, block);
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    console.log(
      `| ${format} | ${(size / 1000).toFixed(1)} kB | ${ms(mean)} | ${ms(percentile(times, 95))} | ${ms(block)} |`,
    );
  }

  const pdfDir = join(root, 'web/public/templates/pdf');
  const pdfs = readdirSync(pdfDir)
    .filter((name) => name.endsWith('.pdf'))
    .map((name) => withAuthor(readFileSync(join(pdfDir, name)), data.basics.name));
  const json = resumeSource(data);
  const times: number[] = [];
  for (let round = 0; round < attachmentsPerPdf; round += 1) {
    for (const pdf of pdfs) {
      const started = performance.now();
      await withAttachment(pdf, json);
      times.push(performance.now() - started);
    }
  }
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  console.log(
    `PDF source attached: ${times.length} attachments of ${(json.length / 1000).toFixed(1)} kB of JSON to ${pdfs.length} PDFs: mean ${ms(mean)}, p95 ${ms(percentile(times, 95))}`,
  );

  const within = longest < blockBudgetMs;
  console.log(
    `Longest event-loop block while exporting: ${ms(longest)} (target under ${blockBudgetMs} ms)`,
  );
  if (!within && !smoke) {
    console.log('Exports: failed');
    process.exit(1);
  }
  console.log('Exports: passed');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
