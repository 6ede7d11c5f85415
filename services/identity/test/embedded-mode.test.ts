import { streams, subjects } from '@vitae/proto';

import { runningIdentity } from './support/identity-under-test';

describe('identity in the all-in-one mode: embedded PostgreSQL and the in-process bus', () => {
  const identity = runningIdentity({}, 'embedded');

  it('registers, refreshes, signs out, signs in and deletes over its single connection', async () => {
    const { database, bus } = identity.service.deps;
    expect(database?.mode).toBe('embedded');
    const received: string[] = [];
    await bus!.ensureStream({ ...streams.userEvents, subjects: [...streams.userEvents.subjects] });
    await bus!.consume({
      stream: streams.userEvents.name,
      durable: 'embedded-test',
      handle: async (delivery) => {
        received.push(delivery.subject);
      },
    });
    const { client, account, user } = await identity.signedUp();
    expect((await client.call('refreshSession')).error).toBeUndefined();
    expect(await client.call('logout')).toEqual({ data: true });
    const login = await client.call('login', {
      identifier: account.username,
      password: account.password,
    });
    expect(login.data?.status).toBe('authenticated');
    expect((await client.call('deleteMe')).error).toBeUndefined();
    for (let waited = 0; waited < 50 && received.length === 0; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(received).toEqual([subjects.userDeleted(user.id)]);
  }, 60_000);
});
