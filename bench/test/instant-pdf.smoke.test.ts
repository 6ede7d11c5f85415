// `make bench-instant-pdf` as a smoke: a private resume edited through the API,
// then its Download PDF 2 s later, timed (docs/performance.md, "Instant PDF").
// A smoke run reports the figures without judging the p99; it fails on an
// error, a PDF without its edit among them.
import { linesMatching, runSmoke, type SmokeRun } from './smoke';

describe('make bench-instant-pdf (Download PDF after an edit), as a smoke', () => {
  let run: SmokeRun;

  beforeAll(async () => {
    run = await runSmoke('bench-instant-pdf', 180_000);
  }, 190_000);

  // The whole output is searched: a print cut off as the services stop may log
  // a long stack after the figures. Its tail is shown when the line is missing.
  it('completes with no error, every PDF holding its edit', () => {
    const printed = run.output.includes('Instant PDF: passed') || run.output.slice(-3000);
    expect({ code: run.code, printed }).toEqual({ code: 0, printed: true });
    expect(run.output).toMatch(/^Cache hits: \d+ of 3 answers; .*errors: 0$/m);
  });

  it("prints the answer's median, p95 and p99 and the file's", () => {
    for (const measure of ["Download PDF's answer", 'the PDF file downloaded']) {
      expect(
        linesMatching(
          run.output,
          new RegExp(`^\\| ${measure}.*\\| 3 +\\| [\\d.]+ ms +\\| [\\d.]+ ms +\\| [\\d.]+ ms`),
        ),
      ).toHaveLength(1);
    }
    expect(run.output).toMatch(/^p99 of the answer [\d.]+ ms/m);
  });
});
