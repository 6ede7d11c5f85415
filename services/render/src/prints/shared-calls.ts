/**
 * Calls shared by key while they run: a second call for a key whose call has
 * not settled gets the same promise instead of starting another; once it
 * settles, the next call for that key starts afresh. The print cache shares
 * one print of a file this way, and the job requester one wait for a job.
 */
export function sharedCalls<T>(): (key: string, start: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, start) => {
    const pending = running.get(key);
    if (pending) {
      return pending;
    }
    const started = start().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
