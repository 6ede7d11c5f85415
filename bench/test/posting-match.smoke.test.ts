// `make bench-match` as a smoke: a few matches of a 1,000-word posting in Node
// (docs/performance.md, "Job-description match"). A smoke run reports the
// figures without judging them; it fails on an error.
import { linesMatching, runSmoke, type SmokeRun } from './smoke';

describe('make bench-match (the match of a 1,000-word posting in Node), as a smoke', () => {
  let run: SmokeRun;

  beforeAll(async () => {
    run = await runSmoke('bench-match', 90_000);
  }, 100_000);

  it('completes with no error', () => {
    const printed = run.output.includes('Posting match: passed') || run.output.slice(-3000);
    expect({ code: run.code, printed }).toEqual({ code: 0, printed: true });
  });

  it('prints the match of the posting, its terms found and missing, against its target', () => {
    expect(
      linesMatching(
        run.output,
        /^\| 1,000 words \| \d+ \| [1-9]\d* \| \d+ \/ \d+ \/ [1-9]\d* \| \d+ \| \d+ ms \| [\d.]+ ms \| [\d.]+ ms \|$/,
      ),
    ).toHaveLength(1);
    expect(
      linesMatching(run.output, /^1,000-word posting: median [\d.]+ ms \(target under 100 ms\)$/),
    ).toHaveLength(1);
  });
});
