// `make bench-builder` as a smoke: keystroke to preview, the builder's load and
// the last edit to PDF (docs/performance.md, "Builder"). A smoke run reports the
// keystroke figure without judging it against its 50 ms target.
import { runSmoke, type SmokeRun } from './smoke';

describe('make bench-builder (the builder), as a smoke', () => {
  let run: SmokeRun;

  beforeAll(async () => {
    run = await runSmoke('bench-builder', 240_000);
  }, 250_000);

  it('completes', () => {
    expect({ code: run.code, tail: run.output.slice(-3000) }).toEqual({
      code: 0,
      tail: expect.stringContaining('last edit to PDF'),
    });
  });

  it('prints keystroke to preview, the load and the last edit to PDF, the PDF holding the edit', () => {
    expect(run.output).toMatch(/keystroke to preview +median [\d.]+ ms +p95 [\d.]+ ms/);
    expect(run.output).toMatch(/builder load +median \d+ ms to the drawn resume \(1 cold loads\)/);
    expect(run.output).toMatch(/last edit to PDF +\d+ ms/);
  });
});
