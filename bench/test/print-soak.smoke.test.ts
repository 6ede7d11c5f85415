// `make bench-soak` as a smoke: uncached prints at saturation, every PDF read
// back for its owner's marker (docs/performance.md, "Print soak").
import { runSmoke, type SmokeRun } from './smoke';

describe('make bench-soak (the print soak), as a smoke', () => {
  let run: SmokeRun;

  beforeAll(async () => {
    run = await runSmoke('bench-soak', 240_000);
  }, 250_000);

  it('completes with every PDF its own resume: no mix-up, no error', () => {
    expect({ code: run.code, tail: run.output.slice(-3000) }).toEqual({
      code: 0,
      tail: expect.stringContaining('Print soak: passed'),
    });
  });

  it('prints its throughput, render jobs, mix-ups and memory', () => {
    for (const figure of [/PDFs\/s/, /p95/, /mix-ups/i, /MiB/]) {
      expect(run.output).toMatch(figure);
    }
  });
});
