// `make bench-ats-browser` as a smoke: a few checks of the two-page PDF in
// Chromium's worker on the built web app (docs/performance.md, "ATS check").
// A smoke run reports the figures without judging them; it fails on an error.
import { linesMatching, runSmoke, type SmokeRun } from './smoke';

describe('make bench-ats-browser (the ATS check of a two-page PDF in Chromium), as a smoke', () => {
  let run: SmokeRun;

  beforeAll(async () => {
    run = await runSmoke('bench-ats-browser', 240_000);
  }, 250_000);

  it('completes with no error', () => {
    const printed =
      run.output.includes('ATS check in the browser: passed') || run.output.slice(-3000);
    expect({ code: run.code, printed }).toEqual({ code: 0, printed: true });
  });

  it('prints the check of the two-page PDF, with the name the page shows, against its target', () => {
    expect(
      linesMatching(
        run.output,
        /^\| two-page PDF \(Onyx\) \| [\d.]+ kB \| \d+ ms \| \d+ ms \| \d+ ms \| Ingrid Castellanos \|$/,
      ),
    ).toHaveLength(1);
    expect(
      linesMatching(
        run.output,
        /^Two-page PDF in the browser: median \d+ ms \(target under 300 ms\)$/,
      ),
    ).toHaveLength(1);
  });
});
