// `make bench-fairness` as a smoke: one account's prints timed idle and while
// another account floods render (docs/performance.md, "Fair printing"). A smoke
// run reports the ratio without judging it; it fails on an error.
import { linesMatching, runSmoke, type SmokeRun } from './smoke';

describe('make bench-fairness (fair printing), as a smoke', () => {
  let run: SmokeRun;

  beforeAll(async () => {
    run = await runSmoke('bench-fairness', 240_000);
  }, 250_000);

  it('completes with no error', () => {
    // The whole output is searched (a print cut off as the services stop may log
    // a long stack after it); the tail is shown when the line is missing.
    const printed = run.output.includes('Fair printing: passed') || run.output.slice(-3000);
    expect({ code: run.code, printed }).toEqual({ code: 0, printed: true });
    expect(run.output).toMatch(/errors: 0$/m);
  });

  it('prints the other account idle and under the flood, the flood and the ratio', () => {
    for (const phase of ['idle', 'under the flood']) {
      expect(
        linesMatching(run.output, new RegExp(`^\\| ${phase}.* \\| \\d+ +\\| \\d+ ms +\\| \\d+ ms`)),
      ).toHaveLength(1);
    }
    expect(run.output).toMatch(/^Flood: .*\d+ PDFs answered/m);
    expect(run.output).toMatch(/^p95 under the flood \/ idle p95: [\d.]+/m);
  });
});
