// `make bench-builder` as a smoke: keystroke to preview in a plain field and in
// the rich-text editor, the builder's load and the last edit to PDF
// (docs/performance.md, "Builder"). A smoke run reports the figures without
// judging them against their targets.
import { runSmoke, type SmokeRun } from './smoke';

describe('make bench-builder (the builder), as a smoke', () => {
  let run: SmokeRun;

  beforeAll(async () => {
    run = await runSmoke('bench-builder', 240_000);
  }, 250_000);

  // The whole output is searched: a print cut off as the services stop may log
  // a long stack after the figures. Its tail is shown when the figure is missing.
  it('completes', () => {
    const printed = run.output.includes('last edit to PDF') || run.output.slice(-3000);
    expect({ code: run.code, printed }).toEqual({ code: 0, printed: true });
  });

  it('prints both keystrokes, the load, its longest task and the last edit to PDF, the PDF holding the edit', () => {
    expect(run.output).toMatch(/keystroke, plain field +median [\d.]+ ms +p95 [\d.]+ ms/);
    expect(run.output).toMatch(/keystroke, rich text +median [\d.]+ ms +p95 [\d.]+ ms/);
    expect(run.output).toMatch(
      /builder load +fields usable median \d+ ms, preview drawn \d+ ms .*not judged in a smoke run/,
    );
    expect(run.output).toMatch(/longest task on load +median \d+ ms/);
    expect(run.output).toMatch(/last edit to PDF +\d+ ms/);
  });
});
