// `make bench-exports` as a smoke: a few exports of each format and a few PDF
// attachments (docs/performance.md, "Exports"). A smoke run reports the
// figures without judging them; it fails on an error.
import { linesMatching, runSmoke, type SmokeRun } from './smoke';

describe('make bench-exports (document exports and the PDF source), as a smoke', () => {
  let run: SmokeRun;

  beforeAll(async () => {
    run = await runSmoke('bench-exports', 120_000);
  }, 130_000);

  it('completes with no error', () => {
    const printed = run.output.includes('Exports: passed') || run.output.slice(-3000);
    expect({ code: run.code, printed }).toEqual({ code: 0, printed: true });
  });

  it('prints each format, the attachment and the longest event-loop block', () => {
    for (const format of ['docx', 'md', 'txt']) {
      expect(
        linesMatching(
          run.output,
          new RegExp(
            `^\\| ${format} \\| [\\d.]+ kB \\| [\\d.]+ ms \\| [\\d.]+ ms \\| [\\d.]+ ms \\|$`,
          ),
        ),
      ).toHaveLength(1);
    }
    expect(
      linesMatching(run.output, /^Idle event loop, for comparison: longest delay [\d.]+ ms/),
    ).toHaveLength(1);
    expect(linesMatching(run.output, /^PDF source attached: \d+ attachments/)).toHaveLength(1);
    expect(
      linesMatching(run.output, /^Longest event-loop block while exporting: [\d.]+ ms/),
    ).toHaveLength(1);
  });
});
