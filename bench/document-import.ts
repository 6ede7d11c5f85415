// make bench-import: how long the import dialog's worker takes to read a
// two-page PDF and a Word file (docs/performance.md "Imports",
// docs/import-export.md#pdf-and-word). The app runs as `make run` starts it;
// in Debian's Chromium a page of it starts the built import worker
// (web/dist/assets/parse-worker-*.js) for each read, as the dialog does, and
// times the question to the answer: starting the worker, loading pdf.js or
// mammoth (from the browser's cache after the first read), reading and
// parsing. The files: the sample resume printed in the Onyx template without
// its JSON (read from its text, the costly path), the same with its JSON
// attached (the exact path), and Vitae's Word export of the sample.
//
// Environment (BENCH_SMOKE=1 gives the small value in brackets):
//   BENCH_IMPORTS  reads of each file after the first (20 [2])
// It exits 1 when the two-page PDF's median read takes 1 s or more, except in
// a smoke run, which reports the figures without judging them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { sampleResumeData } from '@vitae/schema';
import { PDFDocument } from 'pdf-lib';
import { type Page } from 'puppeteer-core';

import { numberSetting, smoke } from './lib/bench-settings';
import { startWebBench } from './lib/web-bench';

const reads = numberSetting('BENCH_IMPORTS', 20, 2);
/** The target: a two-page PDF imports in under a second. */
const budgetMs = 1_000;

type Read = { ms: number; ok: boolean; name: string; errors: string };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One read of `bytes` as `type` by a fresh import worker, timed in the page. */
function readInWorker(page: Page, worker: string, type: string, base64: string): Promise<Read> {
  return page.evaluate(
    async (script, fileType, content) => {
      const bytes = Uint8Array.from(atob(content), (char) => char.charCodeAt(0));
      const file = new File([bytes], `resume.${fileType}`);
      const started = performance.now();
      type Answer = {
        ok: boolean;
        data?: { basics: { name: string } };
        errors?: { message: string }[];
      };
      const answer = await new Promise<Answer>((resolve, reject) => {
        const thread = new Worker(script, { type: 'module' });
        thread.onmessage = (message: MessageEvent) => {
          thread.terminate();
          resolve(message.data as Answer);
        };
        thread.onerror = (event) => {
          thread.terminate();
          reject(new Error(event.message));
        };
        thread.postMessage({ type: fileType, file });
      });
      return {
        ms: performance.now() - started,
        ok: answer.ok,
        name: answer.data?.basics.name ?? '',
        errors: (answer.errors ?? []).map((error) => error.message).join(' '),
      };
    },
    worker,
    type,
    base64,
  );
}

async function main() {
  const root = process.cwd();
  const { app, browser } = await startWebBench();
  let failed = false;
  try {
    const worker = readdirSync(join(root, 'web/dist/assets')).find((name) =>
      /^parse-worker-[\w-]+\.js$/.test(name),
    );
    if (!worker) {
      throw new Error('web/dist has no import worker: run make build');
    }
    const printed = readFileSync(join(root, 'web/public/templates/pdf/onyx.pdf'));
    const withSource = await PDFDocument.load(printed);
    await withSource.attach(Buffer.from(JSON.stringify(sampleResumeData())), 'vitae-resume.json', {
      mimeType: 'application/json',
    });
    const files: [string, string, Buffer][] = [
      ['two-page PDF, from its text', 'pdf', printed],
      ['two-page PDF, from its JSON', 'pdf', Buffer.from(await withSource.save())],
      ['Word file', 'docx', readFileSync(join(root, 'web/test/e2e/fixtures/import/resume.docx'))],
    ];
    const page = await browser.newPage();
    await page.goto(`${app.url}/`, { waitUntil: 'load' });

    console.log(`Import worker reads (${reads} after a first, cold one), in the browser:\n`);
    console.log('| File | Size | First read | Median | p95 | Name read |');
    console.log('| ---- | ---: | ---------: | -----: | --: | --------- |');
    let pdfMedian = 0;
    for (const [label, type, bytes] of files) {
      const base64 = bytes.toString('base64');
      const first = await readInWorker(page, `/assets/${worker}`, type, base64);
      const times: number[] = [];
      let name = first.name;
      for (let index = 0; index < reads; index += 1) {
        const read = await readInWorker(page, `/assets/${worker}`, type, base64);
        if (!read.ok) {
          throw new Error(`${label} was not read: ${read.errors}`);
        }
        times.push(read.ms);
        name = read.name;
      }
      const median = percentile(times, 50);
      if (label.endsWith('from its text')) {
        pdfMedian = median;
      }
      console.log(
        `| ${label} | ${(bytes.length / 1000).toFixed(1)} kB | ${first.ms.toFixed(0)} ms | ${median.toFixed(0)} ms | ${percentile(times, 95).toFixed(0)} ms | ${name} |`,
      );
    }
    console.log(
      `\nTwo-page PDF from its text: median ${pdfMedian.toFixed(0)} ms (target under ${budgetMs} ms)`,
    );
    if (!smoke && pdfMedian >= budgetMs) {
      failed = true;
      console.log('Imports: OVER the target');
    } else {
      console.log('Imports: passed');
    }
  } finally {
    await browser.close();
    await app.close();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
