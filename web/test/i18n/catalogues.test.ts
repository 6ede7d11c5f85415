/** @jest-environment node */
// CI's guard over the interface text: the committed English catalogue is what
// the code says (else `make messages` was forgotten), and every one of the 46
// locales has a catalogue with exactly those ids, each a translation that takes
// the same arguments (scripts/i18n/check-catalogues.mjs).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { locales } from '@vitae/schema';

import { checkLocale, readEnglish } from '../../../scripts/i18n/check-catalogues.mjs';
import { englishCatalogue, extractMessages } from '../../../scripts/i18n/extract-messages.mjs';

type Catalogue = Record<string, string>;

/** What differs between the committed catalogue and a fresh extraction, one line each. */
function differences(committed: Catalogue, extracted: Catalogue): string[] {
  const lines: string[] = [];
  for (const id of Object.keys(extracted)) {
    if (!(id in committed)) {
      lines.push(`added in the code: ${id}`);
    } else if (committed[id] !== extracted[id]) {
      lines.push(`changed in the code: ${id}: "${committed[id]}" → "${extracted[id]}"`);
    }
  }
  for (const id of Object.keys(committed)) {
    if (!(id in extracted)) {
      lines.push(`removed from the code: ${id}`);
    }
  }
  return lines;
}

describe('the English catalogue', () => {
  it('is what `make messages` extracts from the code, byte for byte', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitae-messages-'));
    try {
      const out = join(dir, 'en-US.json');
      extractMessages(out);
      const fresh = readFileSync(out, 'utf8');
      const committed = readFileSync(englishCatalogue, 'utf8');
      if (fresh !== committed) {
        const lines = differences(JSON.parse(committed), JSON.parse(fresh));
        throw new Error(
          `web/src/i18n/messages/en-US.json is out of date; run \`make messages\` and commit it.\n` +
            (lines.length > 0 ? lines.join('\n') : 'Same messages, different layout.'),
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('each locale’s catalogue', () => {
  const english = readEnglish();

  it('covers all 46 supported locales', () => {
    expect(locales).toHaveLength(46);
  });

  it.each([...locales])(
    '%s has every English id, translated, with the same arguments',
    (locale) => {
      const problems = checkLocale(locale, english);
      if (problems.length > 0) {
        throw new Error(`${problems.length} problem(s):\n${problems.join('\n')}`);
      }
    },
  );
});
