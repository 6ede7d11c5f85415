// `make bench` as a smoke: print throughput next to a bare Chromium, every
// uncached print really printed, cover letters' too (docs/performance.md).
import { linesMatching, runSmoke, type SmokeRun } from './smoke';

describe('make bench (print throughput), as a smoke', () => {
  let run: SmokeRun;

  beforeAll(async () => {
    run = await runSmoke('bench', 240_000);
  }, 250_000);

  it('completes, every uncached print printed, render alone included', () => {
    // The whole output is searched (a print cut off as the services stop may log
    // a long stack after it); the tail is shown when the line is missing.
    const printed = run.output.includes('Whole run:') || run.output.slice(-3000);
    expect({ code: run.code, printed }).toEqual({ code: 0, printed: true });
  });

  it('prints each variant at each level, and the letters, with their throughput and latencies', () => {
    const variants = ['bare baseline', 'isolated baseline', 'Vitae uncached', 'render alone'];
    for (const level of [1, 2]) {
      for (const variant of variants) {
        expect(
          linesMatching(
            run.output,
            new RegExp(
              `^\\| ${level} +\\| ${variant} +\\| \\d+\\.\\d\\d +\\| \\d+ ms +\\| \\d+ ms`,
            ),
          ),
        ).toHaveLength(1);
      }
    }
    expect(
      linesMatching(run.output, /^\| \d +\| Vitae cached +\| \d+\.\d +\| [\d.]+ ms/),
    ).toHaveLength(2);
    expect(
      linesMatching(run.output, /^\| 1 +\| letter uncached +\| \d+\.\d\d +\| \d+ ms +\| \d+ ms/),
    ).toHaveLength(1);
    expect(
      linesMatching(run.output, /^\| 1 +\| letter cached +\| \d+\.\d +\| [\d.]+ ms/),
    ).toHaveLength(1);
    expect(run.output).toContain('uncached throughput, Vitae at its best');
    expect(run.output).toContain('cached p50 through the gateway');
  });
});
