/** One cached image. */
type Entry = { bytes: Buffer; contentType: string; storedAt: number };

/** Bounds of the cache. */
export type FetchCacheOptions = { maxEntries: number; maxBytes: number; ttlMs: number };

/**
 * Remote pictures fetched recently, newest last, bounded in count, bytes and
 * age: printing a resume again, or its thumbnail after its PDF, does not fetch
 * its picture again.
 */
export function createFetchCache(
  { maxEntries, maxBytes, ttlMs }: FetchCacheOptions,
  now: () => number = Date.now,
) {
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  const remove = (url: string) => {
    const entry = entries.get(url);
    if (entry) {
      totalBytes -= entry.bytes.length;
      entries.delete(url);
    }
  };

  return {
    get(url: string): { bytes: Buffer; contentType: string } | undefined {
      const entry = entries.get(url);
      if (!entry) {
        return undefined;
      }
      remove(url);
      if (now() - entry.storedAt > ttlMs) {
        return undefined;
      }
      // Re-inserted as the most recently used.
      entries.set(url, entry);
      totalBytes += entry.bytes.length;
      return { bytes: entry.bytes, contentType: entry.contentType };
    },
    set(url: string, value: { bytes: Buffer; contentType: string }): void {
      if (value.bytes.length > maxBytes) {
        return;
      }
      remove(url);
      entries.set(url, { ...value, storedAt: now() });
      totalBytes += value.bytes.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && totalBytes <= maxBytes) {
          break;
        }
        remove(oldest);
      }
    },
  };
}

/** A cache of fetched pictures. */
export type FetchCache = ReturnType<typeof createFetchCache>;
