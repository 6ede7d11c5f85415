// `make bench-ats` as a smoke: a few checks of the two-page PDF in Node
// (docs/performance.md, "ATS check"). A smoke run reports the figures
// without judging them; it fails on an error.
import { linesMatching, runSmoke, type SmokeRun } from './smoke';

describe('make bench-ats (the ATS check of a two-page PDF in Node), as a smoke', () => {
  let run: SmokeRun;

  beforeAll(async () => {
    run = await runSmoke('bench-ats', 90_000);
  }, 100_000);

  it('completes with no error', () => {
    const printed = run.output.includes('ATS check: passed') || run.output.slice(-3000);
    expect({ code: run.code, printed }).toEqual({ code: 0, printed: true });
  });

  it('prints the check of the two-page PDF, with the name it read, against its target', () => {
    expect(
      linesMatching(
        run.output,
        /^\| two-page PDF \(Onyx\) \| [\d.]+ kB \| 2 \| \d+ \| \d+ ms \| \d+ ms \| \d+ ms \| \d+ \/ \d+ \/ 0 \| Ingrid Castellanos \|$/,
      ),
    ).toHaveLength(1);
    expect(
      linesMatching(run.output, /^Two-page PDF: median \d+ ms \(target under 300 ms\)$/),
    ).toHaveLength(1);
  });
});
