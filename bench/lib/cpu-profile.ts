// A CPU profile of this thread (V8's sampling profiler, through the inspector)
// and where its time went, grouped by who spent it: a package of
// node_modules, a service or package of this repository, Node's own modules,
// the garbage collector. docs/performance.md ("Editors load") reads the
// editors' load by it.
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { dirname } from 'node:path';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
};

/** V8's `.cpuprofile`: open it in Chromium's DevTools (Performance) to look closer. */
export type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** A running profile of this thread; `stop` ends it and answers it. */
export type Profiling = { stop(): Promise<CpuProfile> };

/** Starts profiling this thread, sampling every `intervalMicros` (500 µs by default). */
export async function startProfiling(intervalMicros = 500): Promise<Profiling> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: intervalMicros });
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      return profile as CpuProfile;
    },
  };
}

/** Writes a profile as a `.cpuprofile` file, making its directory if need be. */
export async function writeProfile(path: string, profile: CpuProfile): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, JSON.stringify(profile));
}

/** V8's own nodes: the time they stand for is no script's. */
const specialGroups: Record<string, string> = {
  '(garbage collector)': 'garbage collection',
  '(program)': 'V8 and native code (unattributed)',
  '(idle)': 'idle',
  '(root)': 'V8 and native code (unattributed)',
};

/**
 * Who a script belongs to: a package of node_modules (its scope kept), a
 * service or package of this repository, or a module of Node; '' for a
 * frame without a script (a native function), which counts for its caller.
 */
export function groupOfUrl(url: string): string {
  const path = url.replace(/^file:\/\//, '');
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [first, second] = path.slice(inModules + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const own = /\/(services|packages)\/([^/]+)\//.exec(path);
  if (own) {
    return `${own[1]}/${own[2]}`;
  }
  if (path.startsWith('node:')) {
    const module = path.slice('node:'.length).replace(/^internal\//, '');
    return `node: ${module.split('/')[0]}`;
  }
  return path === '' ? '' : 'other scripts';
}

/**
 * Milliseconds of this thread's time by group, busiest first; idle time left
 * out. With `nodeForCallers`, time in Node's own modules (a socket's write, a
 * stream) counts for the package or service that called them, so it says
 * whose writes cost what.
 */
export function timeByGroup(
  profile: CpuProfile,
  { nodeForCallers = false }: { nodeForCallers?: boolean } = {},
): { group: string; ms: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) {
      parentOf.set(child, node.id);
    }
  }
  const groupOf = new Map<number, string>();
  const resolveGroup = (id: number): string => {
    const known = groupOf.get(id);
    if (known !== undefined) {
      return known;
    }
    const { functionName, url } = byId.get(id)!.callFrame;
    const special = url === '' ? specialGroups[functionName] : undefined;
    const script = groupOfUrl(url);
    const own = special ?? (nodeForCallers && script.startsWith('node: ') ? '' : script);
    const parent = parentOf.get(id);
    const group =
      own !== ''
        ? own
        : parent === undefined
          ? 'V8 and native code (unattributed)'
          : resolveGroup(parent);
    groupOf.set(id, group);
    return group;
  };
  const micros = new Map<string, number>();
  // A sample stands for the time since the one before; the first one's is the
  // profiler's own start, so it is left out.
  profile.samples.forEach((id, index) => {
    if (index > 0) {
      const group = resolveGroup(id);
      micros.set(group, (micros.get(group) ?? 0) + (profile.timeDeltas[index] ?? 0));
    }
  });
  micros.delete('idle');
  return [...micros]
    .map(([group, total]) => ({ group, ms: total / 1000 }))
    .sort((a, b) => b.ms - a.ms);
}
