import { type Logger } from 'pino';

import { createMemoryBus } from './memory-bus';
import { type EventBus, type Subscription } from './types';

/** The in-process bus the services of this process share, while one is installed. */
let shared: EventBus | undefined;

/**
 * Makes every service started in this process without `NATS_URL` share one
 * in-process bus, as the all-in-one mode needs: identity's `UserDeleted` must
 * reach resume and storage just as it would through NATS. Without it each
 * service would get a bus of its own and no event would cross services.
 * `close()` uninstalls it and stops it.
 */
export function installInProcessBus(opts: { logger?: Logger } = {}): { close(): Promise<void> } {
  if (shared) {
    throw new Error('an in-process bus is already installed in this process');
  }
  const bus = createMemoryBus({ logger: opts.logger });
  shared = bus;
  return {
    async close() {
      if (shared === bus) {
        shared = undefined;
      }
      await bus.close();
    },
  };
}

/**
 * One service's connection to the installed in-process bus, like a NATS
 * connection to a shared server: closing it stops this service's consumers
 * and leaves the streams and everyone else's consumers alone. Undefined when
 * none is installed.
 */
export function connectInProcessBus(): EventBus | undefined {
  const bus = shared;
  if (!bus) {
    return undefined;
  }
  const subscriptions = new Set<Subscription>();
  return {
    kind: 'memory',
    ensureStream: (config) => bus.ensureStream(config),
    publish: (subject, data, options) => bus.publish(subject, data, options),
    async consume(config) {
      const subscription = await bus.consume(config);
      subscriptions.add(subscription);
      return {
        async stop() {
          subscriptions.delete(subscription);
          await subscription.stop();
        },
      };
    },
    async listen(subject, handle) {
      const subscription = await bus.listen(subject, handle);
      subscriptions.add(subscription);
      return {
        async stop() {
          subscriptions.delete(subscription);
          await subscription.stop();
        },
      };
    },
    messageCount: (stream) => bus.messageCount(stream),
    lastMessage: (stream, subject) => bus.lastMessage(stream, subject),
    deleteStream: (stream) => bus.deleteStream(stream),
    async close() {
      const running = [...subscriptions];
      subscriptions.clear();
      await Promise.all(running.map((subscription) => subscription.stop()));
    },
  };
}
