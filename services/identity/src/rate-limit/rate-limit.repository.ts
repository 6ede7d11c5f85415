import { type DataSource } from 'typeorm';

/** The only place that builds queries over `rate_limits`, the fixed-window counters. */
export function createRateLimitRepository(dataSource: DataSource) {
  return {
    /**
     * Counts one hit against `key` in one upsert (so every replica counts
     * against the same row) and answers the hits of the current window: a
     * window older than `windowSeconds` starts again at 1.
     */
    async hit(key: string, windowSeconds: number): Promise<number> {
      const rows = (await dataSource.query(
        `INSERT INTO rate_limits (key, window_started_at, hits) VALUES ($1, now(), 1)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limits.window_started_at <= now() - make_interval(secs => $2) THEN 1 ELSE rate_limits.hits + 1 END,
           window_started_at = CASE WHEN rate_limits.window_started_at <= now() - make_interval(secs => $2) THEN now() ELSE rate_limits.window_started_at END
         RETURNING hits`,
        [key, windowSeconds],
      )) as { hits: number }[];
      return rows[0].hits;
    },

    /** Takes back one hit of the current window (an attempt that turned out not to count). */
    unhit: async (key: string) => {
      await dataSource.query('UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1', [
        key,
      ]);
    },

    /** Starts `key` over: its window and hits are forgotten. */
    forget: async (key: string) => {
      await dataSource.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },

    /** Drops windows that started more than a day ago. */
    deleteStale: async () => {
      await dataSource.query(
        `DELETE FROM rate_limits WHERE window_started_at < now() - interval '1 day'`,
      );
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
