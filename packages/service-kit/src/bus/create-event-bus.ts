import { type Logger } from 'pino';

import { connectInProcessBus } from './in-process-bus';
import { createMemoryBus } from './memory-bus';
import { connectNatsBus } from './nats-bus';
import { type EventBus } from './types';

/**
 * NATS JetStream when a URL is configured; otherwise the process's shared
 * in-process bus when one is installed (all-in-one mode), else a bus of its own.
 */
export async function createEventBus(opts: {
  natsUrl?: string;
  name?: string;
  logger?: Logger;
}): Promise<EventBus> {
  if (opts.natsUrl) {
    return connectNatsBus({ url: opts.natsUrl, name: opts.name, logger: opts.logger });
  }
  return connectInProcessBus() ?? createMemoryBus({ logger: opts.logger });
}
