// `make load-editors` as a smoke: editors saving at once against both modes,
// nothing lost, every last version handled by render, the services' event
// loop profiled (docs/performance.md, "Editors load").
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type CpuProfile, timeByGroup } from '../lib/cpu-profile';
import { runSmoke, type SmokeRun } from './smoke';

describe('make load-editors (concurrent editors), as a smoke', () => {
  let run: SmokeRun;
  let profiles: string;

  beforeAll(async () => {
    profiles = await mkdtemp(join(tmpdir(), 'editors-profile-'));
    run = await runSmoke('load-editors', 300_000, { EDITORS_LOAD_PROFILE: profiles });
  }, 310_000);

  afterAll(() => rm(profiles, { recursive: true, force: true }));

  it('completes in both modes with no error and nothing lost', () => {
    // The whole output is searched (a print cut off as the services stop may log
    // a long stack after it); the tail is shown when the line is missing.
    const printed = run.output.includes('Editors load: passed') || run.output.slice(-3000);
    expect({ code: run.code, printed }).toEqual({ code: 0, printed: true });
    expect(run.output).toContain('all-in-one: embedded database, in-process bus: passed');
    expect(run.output).toContain('PostgreSQL + NATS JetStream: passed');
  });

  it("writes each mode's profile of the services and prints where its time went", async () => {
    for (const mode of ['all-in-one', 'postgres-nats']) {
      const file = join(profiles, `editors-${mode}.cpuprofile`);
      const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
      // Node's own modules (sockets, streams) serve every save.
      const groups = timeByGroup(profile).map(({ group }) => group);
      expect(groups.some((group) => group.startsWith('node: '))).toBe(true);
      expect(run.output).toContain(`the services' event loop, profiled (${file})`);
    }
    expect(run.output).toMatch(/\| where +\| ms a save \| share +\|/);
  });
});
