// `make bench-history` as a smoke: the typing pattern's saves and the version
// requests with small counts (docs/performance.md, "Resume history"). A smoke
// run reports the figures without judging them; it fails on an error.
import { linesMatching, runSmoke, type SmokeRun } from './smoke';

describe('make bench-history (resume history space and latency), as a smoke', () => {
  let run: SmokeRun;

  beforeAll(async () => {
    run = await runSmoke('bench-history', 180_000);
  }, 190_000);

  it('completes with no error', () => {
    const printed = run.output.includes('Resume history: passed') || run.output.slice(-3000);
    expect({ code: run.code, printed }).toEqual({ code: 0, printed: true });
  });

  it('prints the space the saves took and the p50 and p95 of the list and of one version', () => {
    expect(
      linesMatching(
        run.output,
        /^\| \d+ \| \d+ \| [\d.]+ kB \| -?[\d.]+ kB \| -?[\d.]+ kB \| [\d.]+ kB \|$/,
      ),
    ).toHaveLength(1);
    for (const request of [
      String.raw`list of versions \(first page, 50\)`,
      'one version with its document',
    ]) {
      expect(
        linesMatching(run.output, new RegExp(`^\\| ${request} \\| [\\d.]+ ms \\| [\\d.]+ ms \\|$`)),
      ).toHaveLength(1);
    }
  });
});
