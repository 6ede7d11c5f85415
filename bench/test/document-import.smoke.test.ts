// `make bench-import` as a smoke: a few reads of each file by the import
// worker in Chromium (docs/performance.md, "Imports"). A smoke run reports the
// figures without judging them; it fails on an error.
import { linesMatching, runSmoke, type SmokeRun } from './smoke';

describe('make bench-import (PDF and Word files read by the import worker), as a smoke', () => {
  let run: SmokeRun;

  beforeAll(async () => {
    run = await runSmoke('bench-import', 150_000);
  }, 160_000);

  it('completes with no error', () => {
    const printed = run.output.includes('Imports: passed') || run.output.slice(-3000);
    expect({ code: run.code, printed }).toEqual({ code: 0, printed: true });
  });

  it('prints each file with the name it read, and the two-page PDF against its target', () => {
    expect(
      linesMatching(
        run.output,
        /^\| (two-page PDF, from its (text|JSON)|Word file) \| [\d.]+ kB \| \d+ ms \| \d+ ms \| \d+ ms \| Ingrid Castellanos \|$/,
      ),
    ).toHaveLength(3);
    expect(
      linesMatching(
        run.output,
        /^Two-page PDF from its text: median \d+ ms \(target under 1000 ms\)$/,
      ),
    ).toHaveLength(1);
  });
});
