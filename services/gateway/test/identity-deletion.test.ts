import { decodeEvent, streams, subjects, UserDeletedSchema } from '@vitae/proto';
import { connectNatsBus, type EventBus } from '@vitae/service-kit';
import { uniqueName } from '@vitae/service-kit/testing';

import { PrivateNatsServer } from '../../../packages/service-kit/test/bus/private-nats-server';
import { Browser, type IdentityStack, newAccount, startIdentityStack } from './identity-harness';

// Real servers on a shared two-core machine: argon2 and startups can take a while.
jest.setTimeout(30_000);

describe('quality: deleting an account announces UserDeleted even when NATS is briefly down', () => {
  let nats: PrivateNatsServer;
  let stack: IdentityStack;
  let listener: EventBus;

  beforeAll(async () => {
    nats = await PrivateNatsServer.start();
    stack = await startIdentityStack({ NATS_URL: nats.url });
    listener = await connectNatsBus({ url: nats.url });
    await listener.ensureStream({
      ...streams.userEvents,
      subjects: [...streams.userEvents.subjects],
    });
  }, 60_000);

  afterAll(async () => {
    await listener?.close();
    await stack?.close();
    await nats?.stop();
  });

  function nextDeletion(userId: string): Promise<{ userId: string; deletedAt?: Date }> {
    return new Promise((resolve, reject) => {
      listener
        .consume({
          stream: streams.userEvents.name,
          durable: uniqueName('deleted'),
          filterSubjects: [subjects.userDeleted(userId)],
          handle: async (delivery) => {
            const event = decodeEvent(UserDeletedSchema, delivery.data);
            resolve({
              userId: event.userId,
              deletedAt: event.deletedAt
                ? new Date(Number(event.deletedAt.seconds) * 1000)
                : undefined,
            });
          },
        })
        .catch(reject);
    });
  }

  it('deletes the account, signs the browser out and publishes the event', async () => {
    const browser = new Browser(stack.url);
    const account = newAccount();
    const { body: user } = await browser.call<{ id: string }>(
      'POST',
      '/api/auth/register',
      account,
    );
    const deletion = nextDeletion(user.id);
    const response = await browser.call('DELETE', '/api/user/me');
    expect(response).toMatchObject({ status: 200, body: { message: expect.any(String) } });
    expect(browser.cookies.size).toBe(0);
    await expect(deletion).resolves.toMatchObject({ userId: user.id, deletedAt: expect.any(Date) });
    const login = await new Browser(stack.url).call('POST', '/api/auth/login', {
      identifier: account.email,
      password: account.password,
    });
    expect(login.status).toBe(401);
  }, 30_000);

  it('keeps the event in the outbox while NATS is down and publishes it when NATS is back', async () => {
    const browser = new Browser(stack.url);
    const { body: user } = await browser.call<{ id: string }>(
      'POST',
      '/api/auth/register',
      newAccount(),
    );
    await listener.close();
    await nats.stop();
    try {
      const response = await browser.call('DELETE', '/api/user/me');
      expect(response.status).toBe(200);
      const pending = (await stack.identity.deps.database!.dataSource.query(
        // Every row still in the outbox is waiting: the relay deletes a row once NATS has it.
        'SELECT subject FROM outbox',
      )) as { subject: string }[];
      expect(pending.map((row) => row.subject)).toContain(subjects.userDeleted(user.id));
    } finally {
      await nats.restart();
    }
    listener = await connectNatsBus({ url: nats.url });
    await expect(nextDeletion(user.id)).resolves.toMatchObject({ userId: user.id });
  }, 60_000);
});
