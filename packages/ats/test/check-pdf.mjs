// Checks PDFs with @vitae/ats in Node, as the web app's worker will in the
// browser, and prints each file's report (or its AtsCheckError's code and
// message) as JSON, by file: `node check-pdf.mjs <file>...`. The tests run it
// as a child process, since jest cannot load pdf.js's ES module build. It
// reads @vitae/ats's build (dist/), which `make build` makes first.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { checkResumePdf } = require('../dist/index.js');

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const results = {};
for (const file of process.argv.slice(2)) {
  try {
    results[file] = await checkResumePdf(new Uint8Array(readFileSync(file)), { pdfjs });
  } catch (error) {
    if (error?.name !== 'AtsCheckError') {
      throw error;
    }
    results[file] = { error: { code: error.code, message: error.message } };
  }
}
process.stdout.write(JSON.stringify(results));
