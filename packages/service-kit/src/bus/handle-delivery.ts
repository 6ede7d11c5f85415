import { type Logger } from 'pino';

import { defaults } from './defaults';
import { type ConsumerConfig, deadLetterHeaders, type Delivery, type EventBus } from './types';

/** What to tell the server about a delivery once its handler has settled. */
export type Outcome =
  { kind: 'ack' } | { kind: 'retry'; delayMs: number } | { kind: 'dead'; error: unknown };

/**
 * Runs the handler and decides the delivery's fate: acknowledged when it
 * resolves, retried after the backoff when it throws, and dead-lettered after
 * the last attempt. Both buses share this so their retry rules cannot drift.
 */
export async function runHandler(
  config: ConsumerConfig,
  delivery: Delivery,
  logger?: Logger,
): Promise<Outcome> {
  try {
    await config.handle(delivery);
    return { kind: 'ack' };
  } catch (error) {
    const maxDeliver = config.maxDeliver ?? defaults.maxDeliver;
    logger?.warn(
      {
        err: error,
        subject: delivery.subject,
        deliveryCount: delivery.deliveryCount,
        durable: config.durable,
      },
      'event handler failed',
    );
    if (delivery.deliveryCount >= maxDeliver) {
      return { kind: 'dead', error };
    }
    return { kind: 'retry', delayMs: backoffFor(config, delivery.deliveryCount) };
  }
}

/** Sends a message that exhausted its attempts to the dead-letter subject, if there is one. */
export async function deadLetter(
  bus: Pick<EventBus, 'publish'>,
  config: ConsumerConfig,
  delivery: Delivery,
  error: unknown,
  logger?: Logger,
): Promise<void> {
  if (!config.deadLetterSubject) {
    logger?.error(
      { subject: delivery.subject, durable: config.durable },
      'message dropped after its last attempt',
    );
    return;
  }
  await bus.publish(config.deadLetterSubject, delivery.data, {
    headers: deadLetterHeadersFor(delivery, config.stream, error),
  });
}

/** The delay before attempt `deliveryCount + 1`. */
export function backoffFor(config: ConsumerConfig, deliveryCount: number): number {
  const steps = config.backoffMs ?? defaults.backoffMs;
  return steps[Math.min(deliveryCount - 1, steps.length - 1)] ?? 0;
}

/** The headers of a message sent to the dead-letter subject. */
export function deadLetterHeadersFor(
  delivery: Delivery,
  stream: string,
  error: unknown,
): Record<string, string> {
  const message = error instanceof Error ? error.message : String(error);
  return {
    ...delivery.headers,
    [deadLetterHeaders.subject]: delivery.subject,
    [deadLetterHeaders.stream]: stream,
    [deadLetterHeaders.deliveries]: String(delivery.deliveryCount),
    // Header values are single-line.
    [deadLetterHeaders.error]: message.replace(/[\r\n]+/g, ' ').slice(0, 1024),
  };
}
