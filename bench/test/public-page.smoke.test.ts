// `make bench-public` as a smoke: a public resume's page views in Chromium
// with the reads each cost, readers opening it at once, and the cached PDF's
// signed link, timed (docs/performance.md, "Public page"). A smoke run reports
// the figures without judging them; it fails on an error, a view counted
// wrongly among them.
import { linesMatching, runSmoke, type SmokeRun } from './smoke';

describe('make bench-public (the public page), as a smoke', () => {
  let run: SmokeRun;

  beforeAll(async () => {
    run = await runSmoke('bench-public', 180_000);
  }, 190_000);

  // The whole output is searched: a print cut off as the services stop may log
  // a long stack after the figures. Its tail is shown when the line is missing.
  it('completes with no error, every visitor counted once', () => {
    const printed = run.output.includes('Public page: passed') || run.output.slice(-3000);
    expect({ code: run.code, printed }).toEqual({ code: 0, printed: true });
    expect(run.output).toMatch(/views counted: 6 for 6 visitors; .*errors: 0$/m);
  });

  it('prints the reads of a page view, and the first byte and signed link times', () => {
    expect(linesMatching(run.output, /^\| 1 +\| \d+ +\| \d+ +\| \d+ +\|$/)).toHaveLength(1);
    for (const measure of [
      'HTML, first byte',
      "the page's view report",
      'signed link of the cached PDF',
    ]) {
      expect(
        linesMatching(
          run.output,
          new RegExp(`^\\| ${measure}.*\\| \\d+ +\\| [\\d.]+ ms +\\| [\\d.]+ ms +\\| [\\d.]+ ms`),
        ),
      ).toHaveLength(1);
    }
    expect(run.output).toMatch(/^Reads per view \(most\): resume \d+, person \d+;/m);
  });
});
