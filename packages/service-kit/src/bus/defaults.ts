/** What the bus uses where a stream or consumer does not say. */
export const defaults = {
  ackWaitMs: 30_000,
  maxDeliver: 5,
  concurrency: 1,
  backoffMs: [1_000],
  /** JetStream's own default. */
  duplicateWindowMs: 120_000,
};
