import { type Logger } from 'pino';

import { defaults } from './defaults';
import { deadLetter, runHandler } from './handle-delivery';
import { subjectMatches, subjectsOverlap } from './subject-match';
import {
  type BusOptions,
  type ConsumerConfig,
  type Delivery,
  duplicateWindowFor,
  type EventBus,
  type LiveMessage,
  type PublishAck,
  type PublishOptions,
  type StreamConfig,
  type StreamMessage,
  type Subscription,
} from './types';

type StoredMessage = {
  seq: number;
  subject: string;
  data: Uint8Array;
  headers: Record<string, string>;
  storedAt: number;
};

/** A {@link EventBus.listen} subscription. */
type Listener = { pattern: string; handle: (message: LiveMessage) => void };

type Pending = { deliveryCount: number; timer?: NodeJS.Timeout; inHandler: boolean };

/** A durable consumer's position; it outlives the subscriptions that use it. */
type ConsumerState = {
  /** The configuration of the newest running subscription; it handles new deliveries. */
  config: ConsumerConfig;
  /** Running subscriptions on this durable (several share its messages, as on JetStream). */
  subscribers: ConsumerConfig[];
  /** Next stream sequence never delivered to this consumer. */
  cursor: number;
  /** Delivered, not yet acknowledged. */
  pending: Map<number, Pending>;
  /** Due for another delivery (ack wait passed, or retry delay over). */
  redeliver: number[];
  inFlight: number;
};

type Stream = {
  config: StreamConfig;
  messages: Map<number, StoredMessage>;
  /**
   * The sequences of the stored messages of each subject, oldest first (a Set
   * keeps insertion order, and sequences are stored in increasing order), so
   * latest-per-subject and {@link EventBus.lastMessage} need not walk every
   * message. Kept in step with `messages` by publish and {@link MemoryBus.remove}.
   */
  bySubject: Map<string, Set<number>>;
  lastSeq: number;
  /** msgId -> when it was recorded, in the order recorded: oldest first, unless the clock was set back. */
  recentIds: Map<string, number>;
  consumers: Map<string, ConsumerState>;
};

/**
 * The event bus inside one process, for the all-in-one mode and tests that do
 * not need a server. It keeps JetStream's semantics (durable positions, ack
 * wait, redelivery, work queues, latest-per-subject, de-duplication, bounded
 * attempts) but stores nothing on disk: a restart of the process starts empty.
 */
class MemoryBus implements EventBus {
  readonly kind = 'memory';
  private readonly streams = new Map<string, Stream>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly listeners = new Set<Listener>();
  private closed = false;

  constructor(private readonly logger?: Logger) {}

  async ensureStream(config: StreamConfig): Promise<void> {
    // Refuse what JetStream refuses (a window longer than the max age) at the same moment.
    duplicateWindowFor(config);
    // JetStream refuses a second stream for subjects already captured: a message has one home.
    for (const other of this.streams.values()) {
      const clash =
        other.config.name !== config.name &&
        config.subjects.some((mine) =>
          other.config.subjects.some((theirs) => subjectsOverlap(mine, theirs)),
        );
      if (clash) {
        throw new Error(`stream ${config.name} subjects overlap with stream ${other.config.name}`);
      }
    }
    const existing = this.streams.get(config.name);
    if (existing) {
      existing.config = config;
      return;
    }
    this.streams.set(config.name, {
      config,
      messages: new Map(),
      bySubject: new Map(),
      lastSeq: 0,
      recentIds: new Map(),
      consumers: new Map(),
    });
  }

  async publish(
    subject: string,
    data: Uint8Array,
    options: PublishOptions = {},
  ): Promise<PublishAck> {
    if (this.closed) {
      throw new Error('the event bus is closed');
    }
    const stream = [...this.streams.values()].find((candidate) =>
      candidate.config.subjects.some((pattern) => subjectMatches(pattern, subject)),
    );
    if (!stream) {
      throw new Error(`no stream captures subject ${subject}`);
    }
    this.expireOld(stream);
    this.tellListeners({ subject, data, headers: { ...options.headers } });
    if (options.msgId && this.isDuplicate(stream, options.msgId)) {
      return { duplicate: true };
    }
    const sameSubject = stream.bySubject.get(subject);
    if (stream.config.latestPerSubject && sameSubject) {
      // Usually one; more when the stream became latest-only after they were stored.
      for (const seq of [...sameSubject]) {
        this.remove(stream, seq);
      }
    }
    stream.lastSeq += 1;
    stream.messages.set(stream.lastSeq, {
      seq: stream.lastSeq,
      subject,
      data: Uint8Array.from(data),
      headers: { ...options.headers },
      storedAt: Date.now(),
    });
    const seqs = stream.bySubject.get(subject);
    if (seqs) {
      seqs.add(stream.lastSeq);
    } else {
      stream.bySubject.set(subject, new Set([stream.lastSeq]));
    }
    for (const consumer of stream.consumers.values()) {
      this.pump(stream, consumer);
    }
    return { duplicate: false };
  }

  async listen(subject: string, handle: (message: LiveMessage) => void): Promise<Subscription> {
    if (this.closed) {
      throw new Error('the event bus is closed');
    }
    const listener: Listener = { pattern: subject, handle };
    this.listeners.add(listener);
    return {
      stop: async () => {
        this.listeners.delete(listener);
      },
    };
  }

  /** Hands a published message to the listeners whose pattern matches, each after the publish returns. */
  private tellListeners(message: LiveMessage): void {
    for (const listener of this.listeners) {
      if (!subjectMatches(listener.pattern, message.subject)) {
        continue;
      }
      const copy = { ...message, data: Uint8Array.from(message.data) };
      queueMicrotask(() => {
        // A listener that stopped meanwhile hears nothing more, as a NATS subscription.
        if (!this.listeners.has(listener)) {
          return;
        }
        try {
          listener.handle(copy);
        } catch (error) {
          this.logger?.error({ err: error, subject: message.subject }, 'a bus listener threw');
        }
      });
    }
  }

  async consume(config: ConsumerConfig): Promise<Subscription> {
    if (this.closed) {
      throw new Error('the event bus is closed');
    }
    const stream = this.streams.get(config.stream);
    if (!stream) {
      throw new Error(`stream ${config.stream} does not exist`);
    }
    let consumer = stream.consumers.get(config.durable);
    if (!consumer) {
      consumer = {
        config,
        subscribers: [],
        // From the oldest message still stored, not from sequence 1: a stream that
        // drops old messages would otherwise be walked from its first ever at each new consumer.
        cursor: oldestSeq(stream),
        pending: new Map(),
        redeliver: [],
        inFlight: 0,
      };
      stream.consumers.set(config.durable, consumer);
    }
    consumer.config = config;
    consumer.subscribers.push(config);
    const state = consumer;
    this.pump(stream, state);
    return {
      stop: async () => {
        state.subscribers = state.subscribers.filter((subscriber) => subscriber !== config);
        state.config = state.subscribers.at(-1) ?? state.config;
      },
    };
  }

  async deleteStream(name: string): Promise<void> {
    const stream = this.streams.get(name);
    for (const consumer of stream?.consumers.values() ?? []) {
      consumer.subscribers = [];
      for (const pending of consumer.pending.values()) {
        this.clear(pending.timer);
      }
    }
    this.streams.delete(name);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    for (const name of [...this.streams.keys()]) {
      await this.deleteStream(name);
    }
    for (const timer of this.timers) {
      clearTimeout(timer);
    }
    this.timers.clear();
  }

  async messageCount(name: string): Promise<number> {
    const stream = this.streams.get(name);
    if (!stream) {
      throw new Error(`stream ${name} does not exist`);
    }
    this.expireOld(stream);
    return stream.messages.size;
  }

  async lastMessage(name: string, subject: string): Promise<StreamMessage | undefined> {
    const stream = this.streams.get(name);
    if (!stream) {
      throw new Error(`stream ${name} does not exist`);
    }
    this.expireOld(stream);
    // Sequences were stored in increasing order: the last of the subject's is the newest.
    let newestSeq: number | undefined;
    for (const seq of stream.bySubject.get(subject) ?? []) {
      newestSeq = seq;
    }
    const newest = newestSeq === undefined ? undefined : stream.messages.get(newestSeq);
    if (!newest) {
      return undefined;
    }
    return {
      subject: newest.subject,
      data: Uint8Array.from(newest.data),
      headers: { ...newest.headers },
      streamSequence: newest.seq,
    };
  }

  /**
   * Drops messages past the stream's max age. Done when the stream is next
   * touched rather than by a timer: no consumer can tell the difference, and
   * no timer outlives the bus.
   */
  private expireOld(stream: Stream): void {
    const maxAgeMs = stream.config.maxAgeMs;
    if (!maxAgeMs) {
      return;
    }
    const oldest = Date.now() - maxAgeMs;
    // Messages are stored in sequence order, so in the order of their storedAt: stop at the first young one.
    for (const message of stream.messages.values()) {
      if (message.storedAt >= oldest) {
        return;
      }
      this.remove(stream, message.seq);
    }
  }

  private isDuplicate(stream: Stream, msgId: string): boolean {
    const now = Date.now();
    const windowMs = duplicateWindowFor(stream.config);
    // Ids are recorded in time order (each one appended, below), so the expired
    // ones are at the front: drop them up to the first id still inside the window.
    for (const [id, at] of stream.recentIds) {
      if (now - at <= windowMs) {
        break;
      }
      stream.recentIds.delete(id);
    }
    // The id's own time decides, not its place: were the clock set back, an
    // expired id could sit behind a younger one and still be in the map.
    const recordedAt = stream.recentIds.get(msgId);
    if (recordedAt !== undefined && now - recordedAt <= windowMs) {
      return true;
    }
    // Deleted first, so that an expired id recorded again moves to the end and the order holds.
    stream.recentIds.delete(msgId);
    stream.recentIds.set(msgId, now);
    return false;
  }

  private matchesFilter(consumer: ConsumerState, subject: string): boolean {
    const filters = consumer.config.filterSubjects;
    return !filters?.length || filters.some((pattern) => subjectMatches(pattern, subject));
  }

  /** Delivers whatever this consumer may take now, up to its concurrency. */
  private pump(stream: Stream, consumer: ConsumerState): void {
    const concurrency = Math.max(consumer.config.concurrency ?? defaults.concurrency, 1);
    this.expireOld(stream);
    while (consumer.subscribers.length > 0 && !this.closed && consumer.inFlight < concurrency) {
      const seq = this.nextFor(stream, consumer);
      if (seq === undefined) {
        return;
      }
      this.deliver(stream, consumer, seq);
    }
  }

  private nextFor(stream: Stream, consumer: ConsumerState): number | undefined {
    while (consumer.redeliver.length > 0) {
      const seq = consumer.redeliver.shift() as number;
      if (stream.messages.has(seq) && consumer.pending.has(seq)) {
        return seq;
      }
      consumer.pending.delete(seq);
    }
    while (consumer.cursor <= stream.lastSeq) {
      const seq = consumer.cursor;
      consumer.cursor += 1;
      const message = stream.messages.get(seq);
      if (message && this.matchesFilter(consumer, message.subject)) {
        return seq;
      }
    }
    return undefined;
  }

  private deliver(stream: Stream, consumer: ConsumerState, seq: number): void {
    const message = stream.messages.get(seq) as StoredMessage;
    const pending = consumer.pending.get(seq) ?? { deliveryCount: 0, inHandler: false };
    pending.deliveryCount += 1;
    pending.inHandler = true;
    consumer.pending.set(seq, pending);
    consumer.inFlight += 1;
    const config = consumer.config;
    const ackWaitMs = config.ackWaitMs ?? defaults.ackWaitMs;
    const armAckWait = () => {
      this.clear(pending.timer);
      pending.timer = this.later(ackWaitMs, () => this.expire(stream, consumer, seq, pending));
    };
    armAckWait();
    const delivery: Delivery = {
      subject: message.subject,
      data: Uint8Array.from(message.data),
      headers: { ...message.headers },
      deliveryCount: pending.deliveryCount,
      streamSequence: seq,
      working: () => {
        if (consumer.pending.get(seq) === pending) {
          armAckWait();
        }
      },
    };
    void runHandler(config, delivery, this.logger).then(async (outcome) => {
      if (pending.inHandler) {
        pending.inHandler = false;
        consumer.inFlight -= 1;
      }
      // A late answer to a delivery that has already expired and gone out again is ignored.
      if (consumer.pending.get(seq) !== pending || this.closed) {
        return;
      }
      switch (outcome.kind) {
        case 'ack':
          this.settle(stream, consumer, seq, pending);
          break;
        case 'retry':
          this.clear(pending.timer);
          pending.timer = this.later(outcome.delayMs, () => this.requeue(stream, consumer, seq));
          break;
        case 'dead':
          this.settle(stream, consumer, seq, pending);
          await deadLetter(this, config, delivery, outcome.error, this.logger).catch(
            (error: unknown) =>
              this.logger?.error({ err: error }, 'could not dead-letter a message'),
          );
          break;
      }
      this.pump(stream, consumer);
    });
  }

  /** The ack wait passed without an answer: deliver again, unless attempts are used up. */
  private expire(stream: Stream, consumer: ConsumerState, seq: number, pending: Pending): void {
    if (consumer.pending.get(seq) !== pending) {
      return;
    }
    if (pending.inHandler) {
      // The handler still owns a slot; the new delivery gets its own.
      pending.inHandler = false;
      consumer.inFlight -= 1;
    }
    if (pending.deliveryCount >= (consumer.config.maxDeliver ?? defaults.maxDeliver)) {
      this.logger?.error(
        { seq, durable: consumer.config.durable },
        'message dropped after its last attempt timed out',
      );
      consumer.pending.delete(seq);
    } else {
      consumer.redeliver.push(seq);
    }
    this.pump(stream, consumer);
  }

  private requeue(stream: Stream, consumer: ConsumerState, seq: number): void {
    if (consumer.pending.has(seq)) {
      consumer.redeliver.push(seq);
      this.pump(stream, consumer);
    }
  }

  private settle(stream: Stream, consumer: ConsumerState, seq: number, pending: Pending): void {
    this.clear(pending.timer);
    consumer.pending.delete(seq);
    if (stream.config.kind === 'work-queue') {
      this.remove(stream, seq);
    }
  }

  /** Deletes a stored message (if still there); the one place messages leave a stream. */
  private remove(stream: Stream, seq: number): void {
    const message = stream.messages.get(seq);
    if (message) {
      stream.messages.delete(seq);
      const seqs = stream.bySubject.get(message.subject);
      seqs?.delete(seq);
      if (seqs?.size === 0) {
        stream.bySubject.delete(message.subject);
      }
    }
    for (const consumer of stream.consumers.values()) {
      const pending = consumer.pending.get(seq);
      if (pending && !pending.inHandler) {
        this.clear(pending.timer);
        consumer.pending.delete(seq);
      }
    }
  }

  /**
   * Runs `run` after `delayMs`, unless the bus closes first. A closed bus arms
   * nothing: a handler still beating (`working()`) or answering after `close`
   * must not leave a timer that keeps the process alive.
   */
  private later(delayMs: number, run: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, delayMs);
    if (this.closed) {
      clearTimeout(timer);
      return timer;
    }
    this.timers.add(timer);
    return timer;
  }

  private clear(timer: NodeJS.Timeout | undefined): void {
    if (timer) {
      clearTimeout(timer);
      this.timers.delete(timer);
    }
  }
}

/** The in-process event bus. */
export function createMemoryBus(opts: BusOptions = {}): EventBus {
  return new MemoryBus(opts.logger);
}

/** The sequence of the oldest message a stream holds, or the next one when it holds none. */
function oldestSeq(stream: Stream): number {
  // A Map iterates in insertion order, and messages are stored in sequence order.
  const first = stream.messages.keys().next();
  return first.done ? stream.lastSeq + 1 : first.value;
}
