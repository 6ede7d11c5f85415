// Reads a PDF or Word file with Vitae's document readers in Node, as the web
// app's import worker does in the browser, and prints each file's ImportResult
// (with the milliseconds it took) as JSON, by file:
// `node read-document.mjs <pdf|docx> <file>...`. The tests run it as a child
// process, since jest cannot load pdf.js's ES module build. It reads
// @vitae/schema's build (dist/), which `make test` makes first.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { readDocumentImport } = require('../../../dist/index.js');

const [type, ...files] = process.argv.slice(2);
const readers = {
  pdfjs: () => import('pdfjs-dist/legacy/build/pdf.mjs'),
  mammoth: async () => require('mammoth'),
};
const results = {};
for (const file of files) {
  const started = performance.now();
  const result = await readDocumentImport(type, new Uint8Array(readFileSync(file)), readers);
  results[file] = { ...result, ms: performance.now() - started };
}
process.stdout.write(JSON.stringify(results));
