import { decodeEvent, streams, subjects, UserDeletedSchema } from '@vitae/proto';
import { connectNatsBus, type EventBus } from '@vitae/service-kit';
import { uniqueName } from '@vitae/service-kit/testing';

import { PrivateNatsServer } from '../../../../packages/service-kit/test/bus/private-nats-server';
import { runningIdentity } from '../support/identity-under-test';

describe('quality: deleting an account announces UserDeleted even when NATS is briefly down', () => {
  let nats: PrivateNatsServer;
  let listener: EventBus;

  beforeAll(async () => {
    nats = await PrivateNatsServer.start();
  });
  const identity = runningIdentity(async () => ({ NATS_URL: nats.url }));
  beforeAll(async () => {
    listener = await connectNatsBus({ url: nats.url });
    await listener.ensureStream({
      ...streams.userEvents,
      subjects: [...streams.userEvents.subjects],
    });
  });

  afterAll(async () => {
    await listener?.close();
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
    const { client, account, user } = await identity.signedUp();
    const deletion = nextDeletion(user.id);
    expect(await client.call('deleteMe')).toEqual({ data: { message: expect.any(String) } });
    expect(client.cookies.size).toBe(0);
    await expect(deletion).resolves.toMatchObject({ userId: user.id, deletedAt: expect.any(Date) });
    const login = (await identity.client().logIn(account)).error?.code;
    expect(login).toBe('InvalidCredentials');
  });

  it('keeps the event in the outbox while NATS is down and publishes it when NATS is back', async () => {
    const { client, user } = await identity.signedUp();
    await listener.close();
    await nats.stop();
    try {
      expect((await client.call('deleteMe')).error).toBeUndefined();
      // Every row still in the outbox is waiting: the relay deletes a row once NATS has it.
      const pending = await identity.sql<{ subject: string }>('SELECT subject FROM outbox');
      expect(pending.map((row) => row.subject)).toContain(subjects.userDeleted(user.id));
    } finally {
      await nats.restart();
    }
    listener = await connectNatsBus({ url: nats.url });
    await expect(nextDeletion(user.id)).resolves.toMatchObject({ userId: user.id });
  }, 60_000);
});
