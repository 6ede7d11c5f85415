// `make bench-soak` as a smoke: uncached prints at saturation, every PDF read
// back for its owner's marker (docs/performance.md, "Print soak").
import { runSmoke, type SmokeRun } from './smoke';

describe('make bench-soak (the print soak), as a smoke', () => {
  let run: SmokeRun;

  beforeAll(async () => {
    run = await runSmoke('bench-soak', 240_000);
  }, 250_000);

  it('completes with every PDF its own resume: no mix-up, no error', () => {
    // The whole output is searched (a print cut off as the services stop may log
    // a long stack after it); the tail is shown when the line is missing.
    const printed = run.output.includes('Print soak: passed') || run.output.slice(-3000);
    expect({ code: run.code, printed }).toEqual({ code: 0, printed: true });
  });

  it('prints its throughput, render jobs, mix-ups and memory', () => {
    for (const figure of [/PDFs\/s/, /p95/, /mix-ups/i, /MiB/]) {
      expect(run.output).toMatch(figure);
    }
  });
});
