import { connectNatsBus, createEventBus, type EventBus } from '../../src/bus';
import { describeBusContract, eventually } from './bus-contract';
import { PrivateNatsServer } from './private-nats-server';

const url = process.env.NATS_TEST_URL ?? 'nats://127.0.0.1:4222';
const encode = (text: string) => new TextEncoder().encode(text);

describeBusContract('NATS JetStream', () => connectNatsBus({ url, name: 'bus-contract' }));

describe('NATS JetStream connection', () => {
  it('fails to connect, with a clear error, when the server is unreachable', async () => {
    await expect(connectNatsBus({ url: 'nats://127.0.0.1:1' })).rejects.toThrow(
      /CONNECTION_REFUSED|ECONNREFUSED/,
    );
  });

  it('chooses NATS when a URL is given and the in-process bus otherwise', async () => {
    const nats = await createEventBus({ natsUrl: url });
    const memory = await createEventBus({});
    expect([nats.kind, memory.kind]).toEqual(['nats', 'memory']);
    await Promise.all([nats.close(), memory.close()]);
  });
});

describe('NATS JetStream server outage', () => {
  let server: PrivateNatsServer;
  let bus: EventBus;

  beforeAll(async () => {
    server = await PrivateNatsServer.start();
    bus = await connectNatsBus({ url: server.url, name: 'bus-outage', publishTimeoutMs: 500 });
  });

  afterAll(async () => {
    if (!server.running) {
      // A failed test may leave the server down; closing drains, which needs a server.
      await server.restart();
    }
    await bus.close();
    await server.dispose();
  });

  it('rejects a publish while the server is down, then reconnects and resumes consumers', async () => {
    await bus.ensureStream({ name: 'OUTAGE', subjects: ['outage.>'], kind: 'events' });
    const seen: string[] = [];
    await bus.consume({
      stream: 'OUTAGE',
      durable: 'survivor',
      ackWaitMs: 1_000,
      handle: async (delivery) => void seen.push(new TextDecoder().decode(delivery.data)),
    });
    await bus.publish('outage.a', encode('before'));
    await eventually(() => seen.length === 1, 'the message before the outage');

    await server.stop();
    // The outbox relies on this: a publish the server did not store must fail, so it is kept.
    await expect(bus.publish('outage.a', encode('during'))).rejects.toThrow();

    await server.restart();
    // The client reconnects on its own; the stream and the durable consumer were stored on disk.
    const started = Date.now();
    for (;;) {
      try {
        await bus.publish('outage.a', encode('after'));
        break;
      } catch (error) {
        if (Date.now() - started > 10_000) {
          throw error;
        }
        // Retried until the server is back: nothing tells the test when it is.
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    await eventually(
      () => seen.includes('after'),
      'the message published after the outage',
      10_000,
    );
    expect(seen).not.toContain('during');
  }, 20_000);
});
