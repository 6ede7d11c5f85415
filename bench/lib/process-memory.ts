// Resident memory of a process tree, read from Linux /proc.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The resident memory of a process and all its descendants (Linux /proc), in
 * bytes, leaving out the subtrees of `exclude`. Pages shared between processes
 * count once per process, so the sum is an upper bound.
 */
export function treeRss(rootPid: number, exclude: Iterable<number> = []): number {
  const excluded = new Set(exclude);
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      rss.set(pid, Number(fields[21]) * 4096);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    if (excluded.has(pid)) {
      continue;
    }
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Samples the peak of {@link treeRss} every 250 ms while `work` runs. Each
 * sample reads every process's stat file (a millisecond or more) on the
 * benchmark's event loop, which Vitae's services share in-process: sampled
 * more often, it would slow Vitae and not the bare baseline.
 */
export async function peakRss<T>(
  pid: () => number | undefined,
  work: () => Promise<T>,
  exclude?: () => number | undefined,
): Promise<[T, number]> {
  let peak = 0;
  const sample = () => {
    const target = pid();
    const left = exclude?.();
    if (target !== undefined) {
      peak = Math.max(peak, treeRss(target, left === undefined ? [] : [left]));
    }
  };
  const timer = setInterval(sample, 250);
  try {
    const result = await work();
    sample();
    return [result, peak];
  } finally {
    clearInterval(timer);
  }
}
