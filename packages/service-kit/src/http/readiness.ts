/** Named readiness checks; each resolves when its dependency answers. */
export type ReadinessChecks = Record<string, () => Promise<void>>;

/** The body of `GET /readyz`. */
export type ReadinessReport = {
  status: 'ready' | 'unready';
  checks: Record<string, string>;
};

/**
 * Runs every check at once, each bounded by `timeoutMs` so one hung dependency
 * cannot hang the probe. A check reports `ok` or its error message.
 */
export async function runReadinessChecks(
  checks: ReadinessChecks,
  timeoutMs: number,
): Promise<ReadinessReport> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await withTimeout(check(), timeoutMs);
        return [name, 'ok'] as const;
      } catch (error) {
        return [name, error instanceof Error ? error.message : String(error)] as const;
      }
    }),
  );
  const ready = entries.every(([, result]) => result === 'ok');
  return { status: ready ? 'ready' : 'unready', checks: Object.fromEntries(entries) };
}

async function withTimeout(promise: Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
