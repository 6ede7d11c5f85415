// `make load-editors` as a smoke: editors saving at once against both modes,
// nothing lost, every last version handled by render (docs/performance.md, "Editors load").
import { runSmoke, type SmokeRun } from './smoke';

describe('make load-editors (concurrent editors), as a smoke', () => {
  let run: SmokeRun;

  beforeAll(async () => {
    run = await runSmoke('load-editors', 300_000);
  }, 310_000);

  it('completes in both modes with no error and nothing lost', () => {
    // The whole output is searched (a print cut off as the services stop may log
    // a long stack after it); the tail is shown when the line is missing.
    const printed = run.output.includes('Editors load: passed') || run.output.slice(-3000);
    expect({ code: run.code, printed }).toEqual({ code: 0, printed: true });
    expect(run.output).toContain('all-in-one: embedded database, in-process bus: passed');
    expect(run.output).toContain('PostgreSQL + NATS JetStream: passed');
  });
});
