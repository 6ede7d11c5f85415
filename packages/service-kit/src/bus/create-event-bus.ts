import { type Logger } from 'pino';

import { createMemoryBus } from './memory-bus';
import { connectNatsBus } from './nats-bus';
import { type EventBus } from './types';

/** NATS JetStream when a URL is configured, the in-process bus otherwise. */
export async function createEventBus(opts: {
  natsUrl?: string;
  name?: string;
  logger?: Logger;
}): Promise<EventBus> {
  return opts.natsUrl
    ? connectNatsBus({ url: opts.natsUrl, name: opts.name, logger: opts.logger })
    : createMemoryBus({ logger: opts.logger });
}
