import { createEventBus, type Delivery, installInProcessBus } from '../../src/bus';

const stream = { name: 'USERS', subjects: ['vitae.user.>'], kind: 'events' as const };
const text = (delivery: Delivery) => new TextDecoder().decode(delivery.data);

describe('the in-process bus shared by the services of one process', () => {
  it("delivers what one service publishes to another service's consumer", async () => {
    await withHub(async () => {
      const identity = await createEventBus({ name: 'identity' });
      const resume = await createEventBus({ name: 'resume' });
      await identity.ensureStream(stream);
      await resume.ensureStream(stream);
      const received: string[] = [];
      await resume.consume({
        stream: 'USERS',
        durable: 'resume-user-deleted',
        handle: async (delivery) => {
          received.push(text(delivery));
        },
      });
      await identity.publish('vitae.user.deleted.u1', new TextEncoder().encode('u1'));
      await waitFor(() => received.length === 1);
      expect(received).toEqual(['u1']);
      const last = await resume.lastMessage('USERS', 'vitae.user.deleted.u1');
      expect(last && new TextDecoder().decode(last.data)).toBe('u1');
    });
  });

  it("stops only the closing service's consumers and keeps the stored messages", async () => {
    await withHub(async () => {
      const storage = await createEventBus({ name: 'storage' });
      const resume = await createEventBus({ name: 'resume' });
      await storage.ensureStream(stream);
      const byStorage: string[] = [];
      const byResume: string[] = [];
      await storage.consume({
        stream: 'USERS',
        durable: 'storage',
        handle: async (d) => void byStorage.push(text(d)),
      });
      await resume.consume({
        stream: 'USERS',
        durable: 'resume',
        handle: async (d) => void byResume.push(text(d)),
      });

      await resume.close();
      await storage.publish('vitae.user.deleted.u2', new TextEncoder().encode('u2'));
      await waitFor(() => byStorage.length === 1);
      expect(byResume).toEqual([]);

      // The resume service comes back: its durable position was kept, so it gets what it missed.
      const again = await createEventBus({ name: 'resume' });
      await again.consume({
        stream: 'USERS',
        durable: 'resume',
        handle: async (d) => void byResume.push(text(d)),
      });
      await waitFor(() => byResume.length === 1);
      expect(byResume).toEqual(['u2']);
    });
  });

  it('gives each service a bus of its own when none is installed', async () => {
    const a = await createEventBus({});
    const b = await createEventBus({});
    try {
      await a.ensureStream(stream);
      await expect(b.messageCount('USERS')).rejects.toThrow('stream USERS does not exist');
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('refuses a second installation while one is active', async () => {
    await withHub(async () => {
      expect(() => installInProcessBus()).toThrow('already installed');
    });
  });
});

/** Runs `work` with the in-process bus installed, as an all-in-one process does, closing it after. */
async function withHub(work: () => Promise<void>): Promise<void> {
  const hub = installInProcessBus();
  try {
    await work();
  } finally {
    await hub.close();
  }
}

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) {
      throw new Error('condition not met in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
