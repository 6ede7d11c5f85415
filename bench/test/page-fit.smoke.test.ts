// `make bench-page-fit` as a smoke: a few answers to Fit to 1 page and Fit to
// 2 pages in three templates (docs/performance.md#fit-to-pages). A smoke run
// reports the figures without judging them; it fails on an error, and when
// the artboard does not answer a fit.
import { linesMatching, runSmoke, type SmokeRun } from './smoke';

describe('make bench-page-fit (Fit to N pages in Chromium on the built artboard), as a smoke', () => {
  let run: SmokeRun;

  beforeAll(async () => {
    run = await runSmoke('bench-page-fit', 150_000);
  }, 160_000);

  it('completes with no error, every fit answered', () => {
    const printed = run.output.includes('Fit to pages: passed') || run.output.slice(-3000);
    expect({ code: run.code, printed }).toEqual({ code: 0, printed: true });
  });

  it('prints each template, resume and target with its answer and times', () => {
    const rows = linesMatching(
      run.output,
      /^\| (bronzor|onyx|azurill) +\| (sample|every section) +\| \d+ +\| [12] +\| (fits|[\d.]+ over) +\| \d+ ms +\| \d+ ms +\| (none over 50 ms|\d+ ms) +\|$/,
    );
    expect(rows).toHaveLength(3 * 2 * 2);
  });

  it('prints the medians and p95s against the target, and the longest main-thread task', () => {
    for (const target of ['1 page', '2 pages']) {
      expect(
        linesMatching(
          run.output,
          new RegExp(`^Fit to ${target}: median \\d+ ms, p95 \\d+ ms \\(target under 300 ms\\)$`),
        ),
      ).toHaveLength(1);
    }
    expect(
      linesMatching(
        run.output,
        /^Longest main-thread task while fitting: (\d+ ms|none over 50 ms) \(target under 200 ms\)$/,
      ),
    ).toHaveLength(1);
  });
});
