import { type Logger } from 'pino';

import { defaults } from './defaults';

/** A stream: where messages on some subjects are stored until consumed or expired. */
export type StreamConfig = {
  name: string;
  /** Subjects it captures; NATS wildcards (`*` one token, `>` the rest) allowed. */
  subjects: string[];
  /** `work-queue`: a message is removed once acknowledged. `events`: kept by the limits. */
  kind: 'events' | 'work-queue';
  /** Keep only the newest message of each subject (so a burst of edits is one message). */
  latestPerSubject?: boolean;
  maxAgeMs?: number;
  /** Publishes with the same msgId inside this window are stored once. */
  duplicateWindowMs?: number;
};

/** Options of one publish. */
export type PublishOptions = { msgId?: string; headers?: Record<string, string> };

/** What a publish did. */
export type PublishAck = {
  /**
   * The stream already held a message with this msgId inside its duplicate
   * window, so this one was not stored again (and no consumer will see it).
   */
  duplicate: boolean;
};

/** A message as {@link EventBus.listen} hands it over: seen live, not stored for the listener. */
export type LiveMessage = { subject: string; data: Uint8Array; headers: Record<string, string> };

/** One delivery of a stored message to a consumer. */
export type Delivery = {
  subject: string;
  data: Uint8Array;
  headers: Record<string, string>;
  /** 1 on the first delivery, 2 on the first redelivery, ... */
  deliveryCount: number;
  streamSequence: number;
  /** Pushes the ack deadline out again: a progress heartbeat for long jobs. */
  working(): void;
};

/** A message as a stream stores it, read without a consumer. */
export type StreamMessage = {
  subject: string;
  data: Uint8Array;
  headers: Record<string, string>;
  streamSequence: number;
};

/** A durable consumer and its handler. */
export type ConsumerConfig = {
  stream: string;
  /** The consumer's name: its position survives stops, restarts and other processes. */
  durable: string;
  filterSubjects?: string[];
  /** How long a delivery may stay unacknowledged before it is delivered again. Default 30 s. */
  ackWaitMs?: number;
  /** Attempts before giving up on a message. Default 5. */
  maxDeliver?: number;
  /** Handlers in flight at once. Default 1. */
  concurrency?: number;
  /** Delay before the next attempt after a failure, per attempt; the last one repeats. */
  backoffMs?: number[];
  /** Where a message goes, with its error, after its last failed attempt. */
  deadLetterSubject?: string;
  /** Resolve to acknowledge; throw to have the message retried. */
  handle(delivery: Delivery): Promise<void>;
};

/** A running consumer. */
export type Subscription = {
  /** Stops taking deliveries; unacknowledged ones are delivered again after their ack wait. */
  stop(): Promise<void>;
};

/** Publishes and consumes events; NATS JetStream in a cluster, in-process in the all-in-one mode. */
export interface EventBus {
  readonly kind: 'nats' | 'memory';
  /** Creates the stream, or updates it to this configuration. Idempotent. */
  ensureStream(config: StreamConfig): Promise<void>;
  /**
   * Resolves once a stream stored the message (or found it a duplicate);
   * rejects when no stream captures the subject.
   */
  publish(subject: string, data: Uint8Array, options?: PublishOptions): Promise<PublishAck>;
  /** Starts a durable consumer (created on first use) and delivers to its handler. */
  consume(config: ConsumerConfig): Promise<Subscription>;
  /**
   * Calls `handle` with each message published on a subject matching
   * `subject` (wildcards allowed) from the moment the returned promise
   * resolves, until the subscription stops: a plain NATS subscription, with
   * no consumer on the server and no acknowledgement. Every publish the bus
   * accepts is seen, a duplicate too. A message published while nobody
   * listens is not delivered later: read what a stream kept with
   * {@link EventBus.lastMessage}. For one short wait (a request waiting for
   * its job's outcome), far lighter than a consumer.
   */
  listen(subject: string, handle: (message: LiveMessage) => void): Promise<Subscription>;
  /** Messages the stream holds now: a queue's depth, or zero once a work queue is drained. */
  messageCount(stream: string): Promise<number>;
  /**
   * The newest message the stream holds on this subject (a literal subject, no
   * wildcards), read straight from the stream (JetStream's get-last-by-subject),
   * so every process sees the same answer; undefined when it holds none.
   * Rejects when the stream does not exist.
   */
  lastMessage(stream: string, subject: string): Promise<StreamMessage | undefined>;
  /** Deletes the stream with its messages and consumers; nothing happens when it does not exist. */
  deleteStream(name: string): Promise<void>;
  /** Stops every consumer and releases the connection and timers. */
  close(): Promise<void>;
}

/** Options shared by the bus constructors. */
export type BusOptions = { logger?: Logger };

/** Headers a dead-lettered message carries besides its own. */
export const deadLetterHeaders = {
  subject: 'Vitae-Original-Subject',
  stream: 'Vitae-Original-Stream',
  deliveries: 'Vitae-Deliveries',
  error: 'Vitae-Error',
} as const;

/**
 * The de-duplication window a stream gets. JetStream refuses a window longer
 * than the max age, so a short-lived stream without a window of its own gets
 * its max age as the window.
 */
export function duplicateWindowFor(config: StreamConfig): number {
  if (config.duplicateWindowMs) {
    if (config.maxAgeMs && config.duplicateWindowMs > config.maxAgeMs) {
      throw new Error(`stream ${config.name}: duplicate window longer than its max age`);
    }
    return config.duplicateWindowMs;
  }
  return config.maxAgeMs
    ? Math.min(config.maxAgeMs, defaults.duplicateWindowMs)
    : defaults.duplicateWindowMs;
}
