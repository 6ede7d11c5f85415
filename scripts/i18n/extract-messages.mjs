#!/usr/bin/env node
// Extracts the web app's English messages (every defineMessages entry and
// FormattedMessage, by id) into the catalogue the translators work from: ids
// sorted, `{ "id": "English text" }`, two-space JSON with a final newline.
//
//   node scripts/i18n/extract-messages.mjs                 writes web/src/i18n/messages/en-US.json
//   node scripts/i18n/extract-messages.mjs --out-file F    writes F instead (the catalogues test)
//
// `make messages` runs the first form.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const englishCatalogue = join(root, 'web', 'src', 'i18n', 'messages', 'en-US.json');

/** What formatjs reads: the app's sources, without its tests and declarations. */
export const extractArguments = [
  'extract',
  'web/src/**/*.{ts,tsx}',
  '--ignore',
  'web/src/**/*.test.*',
  '--ignore',
  '**/*.d.ts',
  '--format',
  'simple',
];

/** Writes the extracted English catalogue to `outFile`. */
export function extractMessages(outFile = englishCatalogue) {
  const cli = join(root, 'node_modules', '.bin', 'formatjs');
  execFileSync(cli, [...extractArguments, '--out-file', outFile], { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out-file');
  extractMessages(at === -1 ? undefined : process.argv[at + 1]);
}
