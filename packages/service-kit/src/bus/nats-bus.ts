import {
  AckPolicy,
  connect,
  type ConsumerMessages,
  DeliverPolicy,
  DiscardPolicy,
  headers as natsHeaders,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type MsgHdrs,
  nanos,
  type NatsConnection,
  RetentionPolicy,
  StorageType,
  type StreamConfig as NatsStreamConfig,
} from 'nats';
import { type Logger } from 'pino';

import { defaults } from './defaults';
import { deadLetter, runHandler } from './handle-delivery';
import {
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

function toNatsHeaders(values: Record<string, string> | undefined): MsgHdrs | undefined {
  if (!values || Object.keys(values).length === 0) {
    return undefined;
  }
  const result = natsHeaders();
  for (const [key, value] of Object.entries(values)) {
    result.set(key, value);
  }
  return result;
}

function fromNatsHeaders(values: MsgHdrs | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const key of values?.keys() ?? []) {
    result[key] = values?.get(key) ?? '';
  }
  return result;
}

function streamSettings(config: StreamConfig): Partial<NatsStreamConfig> {
  return {
    name: config.name,
    subjects: config.subjects,
    retention: config.kind === 'work-queue' ? RetentionPolicy.Workqueue : RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_msgs_per_subject: config.latestPerSubject ? 1 : -1,
    max_age: config.maxAgeMs ? nanos(config.maxAgeMs) : 0,
    duplicate_window: nanos(duplicateWindowFor(config)),
  };
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && /not found/i.test(error.message);
}

/** JetStream's answer to a get-message request that matches no stored message. */
const noMessageFound = 10037;

function isNoMessage(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as Error & { api_error?: { err_code?: number } }).api_error?.err_code === noMessageFound
  );
}

class NatsBus implements EventBus {
  readonly kind = 'nats';
  private readonly subscriptions = new Set<Subscription>();

  constructor(
    private readonly connection: NatsConnection,
    private readonly manager: JetStreamManager,
    private readonly client: JetStreamClient,
    private readonly logger?: Logger,
  ) {}

  async ensureStream(config: StreamConfig): Promise<void> {
    const settings = streamSettings(config);
    try {
      await this.manager.streams.info(config.name);
      await this.manager.streams.update(config.name, settings);
    } catch (error) {
      if (!isNotFound(error)) {
        throw error;
      }
      await this.manager.streams.add(settings);
    }
  }

  async publish(
    subject: string,
    data: Uint8Array,
    options: PublishOptions = {},
  ): Promise<PublishAck> {
    try {
      const ack = await this.client.publish(subject, data, {
        msgID: options.msgId,
        headers: toNatsHeaders(options.headers),
      });
      return { duplicate: ack.duplicate };
    } catch (error) {
      // JetStream answers a subject no stream captures with "no responders" (503).
      if (error instanceof Error && /503|no responders/i.test(error.message)) {
        throw new Error(`no stream captures subject ${subject}`, { cause: error });
      }
      throw error;
    }
  }

  async consume(config: ConsumerConfig): Promise<Subscription> {
    const consumerSettings = {
      durable_name: config.durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(config.ackWaitMs ?? defaults.ackWaitMs),
      max_deliver: config.maxDeliver ?? defaults.maxDeliver,
      max_ack_pending: Math.max(config.concurrency ?? defaults.concurrency, 1) * 2,
      ...(config.filterSubjects?.length === 1
        ? { filter_subject: config.filterSubjects[0] }
        : config.filterSubjects?.length
          ? { filter_subjects: config.filterSubjects }
          : {}),
    };
    try {
      await this.manager.consumers.info(config.stream, config.durable);
      await this.manager.consumers.update(config.stream, config.durable, consumerSettings);
    } catch (error) {
      if (!isNotFound(error)) {
        throw error;
      }
      await this.manager.consumers.add(config.stream, consumerSettings);
    }
    const consumer = await this.client.consumers.get(config.stream, config.durable);
    const concurrency = Math.max(config.concurrency ?? defaults.concurrency, 1);
    const messages = await consumer.consume({ max_messages: concurrency });
    let markStopped = () => undefined as void;
    const stopped = new Promise<void>((resolve) => (markStopped = resolve));
    const loop = this.deliverAll(messages, config, concurrency, stopped).catch((error: unknown) =>
      this.logger?.error(
        { err: error, durable: config.durable },
        'event consumer stopped with an error',
      ),
    );
    const subscription: Subscription = {
      stop: async () => {
        this.subscriptions.delete(subscription);
        // Handlers still running are not waited for: a stuck one must not block
        // shutdown, and its message comes back after the ack wait.
        // messages.close() would wait for the iterator to drain, which a stuck
        // handler never lets happen; stopping the pull is enough.
        markStopped();
        messages.stop();
        await Promise.race([loop, new Promise((resolve) => setTimeout(resolve, 100).unref())]);
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  private async deliverAll(
    messages: ConsumerMessages,
    config: ConsumerConfig,
    concurrency: number,
    stopped: Promise<void>,
  ) {
    const inFlight = new Set<Promise<void>>();
    let isStopped = false;
    void stopped.then(() => (isStopped = true));
    for await (const message of messages) {
      if (isStopped) {
        break;
      }
      const task = this.deliverOne(message, config).finally(() => inFlight.delete(task));
      inFlight.add(task);
      if (inFlight.size >= concurrency) {
        await Promise.race([...inFlight, stopped]);
      }
      if (isStopped) {
        break;
      }
    }
  }

  private async deliverOne(message: JsMsg, config: ConsumerConfig): Promise<void> {
    const delivery: Delivery = {
      subject: message.subject,
      data: message.data,
      headers: fromNatsHeaders(message.headers),
      deliveryCount: message.info.deliveryCount,
      streamSequence: message.info.streamSequence,
      working: () => message.working(),
    };
    const outcome = await runHandler(config, delivery, this.logger);
    try {
      switch (outcome.kind) {
        case 'ack':
          await message.ackAck();
          break;
        case 'retry':
          message.nak(outcome.delayMs);
          break;
        case 'dead':
          await deadLetter(this, config, delivery, outcome.error, this.logger);
          message.term();
          break;
      }
    } catch (error) {
      // The message stays unacknowledged and comes back after its ack wait.
      this.logger?.error({ err: error, subject: delivery.subject }, 'could not settle a delivery');
    }
  }

  async listen(subject: string, handle: (message: LiveMessage) => void): Promise<Subscription> {
    const subscription = this.connection.subscribe(subject, {
      callback: (error, message) => {
        if (error) {
          this.logger?.error({ err: error, subject }, 'bus listener lost its subscription');
          return;
        }
        try {
          handle({
            subject: message.subject,
            data: message.data,
            headers: fromNatsHeaders(message.headers),
          });
        } catch (handlerError) {
          this.logger?.error(
            { err: handlerError, subject: message.subject },
            'a bus listener threw',
          );
        }
      },
    });
    // Once the server answered a round trip it holds the interest: whatever the
    // caller publishes next reaches the listener.
    await this.connection.flush();
    const listening: Subscription = {
      stop: async () => {
        this.subscriptions.delete(listening);
        subscription.unsubscribe();
      },
    };
    this.subscriptions.add(listening);
    return listening;
  }

  async messageCount(stream: string): Promise<number> {
    const info = await this.manager.streams.info(stream);
    return info.state.messages;
  }

  async lastMessage(stream: string, subject: string): Promise<StreamMessage | undefined> {
    try {
      const message = await this.manager.streams.getMessage(stream, { last_by_subj: subject });
      return {
        subject: message.subject,
        data: message.data,
        headers: fromNatsHeaders(message.header),
        streamSequence: message.seq,
      };
    } catch (error) {
      if (isNoMessage(error)) {
        return undefined;
      }
      throw error;
    }
  }

  async deleteStream(name: string): Promise<void> {
    try {
      await this.manager.streams.delete(name);
    } catch (error) {
      if (!isNotFound(error)) {
        throw error;
      }
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    if (!this.connection.isClosed()) {
      await this.connection.drain();
    }
  }
}

/** Options of {@link connectNatsBus}. */
export type NatsBusOptions = {
  url: string;
  /** Connection name, shown by the server's monitoring. */
  name?: string;
  logger?: Logger;
  /** How long a publish waits for the stream's acknowledgement before it rejects. Default 5 s. */
  publishTimeoutMs?: number;
};

/**
 * Connects to NATS and its JetStream; rejects when the server cannot be
 * reached. Once connected, the client reconnects by itself for as long as it
 * takes, and consumers resume pulling when it is back (their position is kept
 * by the server). A publish made while the server is away rejects after the
 * publish timeout instead of waiting, so callers (the outbox relay) keep the
 * message and try again.
 */
export async function connectNatsBus(opts: NatsBusOptions): Promise<EventBus> {
  const connection = await connect({
    servers: opts.url,
    name: opts.name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1_000,
    // Without it every request (each JetStream publish, ack and read) builds two
    // or three Errors with stack traces up front, only to name where a timeout
    // began: about 2 % of the CPU under the editors load (docs/performance.md#editors-load).
    noAsyncTraces: true,
  });
  void logStatus(connection, opts.logger);
  const manager = await connection.jetstreamManager();
  const client = connection.jetstream({ timeout: opts.publishTimeoutMs ?? 5_000 });
  return new NatsBus(connection, manager, client, opts.logger);
}

/** Reports connection losses and returns, so an outage is visible in the log. */
async function logStatus(connection: NatsConnection, logger?: Logger): Promise<void> {
  if (!logger) {
    return;
  }
  for await (const status of connection.status()) {
    if (status.type === 'disconnect' || status.type === 'reconnect') {
      logger.warn({ status: status.type, server: status.data }, 'NATS connection changed');
    }
  }
}
