import { createActor, fromPromise, waitFor } from 'xstate';

import { type LoginResult, type User } from '../lib/user';
import { retryDelayMs, sessionMachine } from './session-machine';

const ada: User = {
  id: 'u1',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.org',
  picture: null,
  locale: 'en-US',
  emailVerified: true,
  twoFactorEnabled: false,
  provider: 'email',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function start({
  current = null as User | null,
  twoFactorPending = false,
  login = async (): Promise<LoginResult> => ({ status: 'authenticated', user: ada }),
  logout = async (): Promise<void> => undefined,
  load = undefined as ((input: { force: boolean }) => Promise<User | null>) | undefined,
} = {}) {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        loadUser: fromPromise(async ({ input }: { input: { force: boolean } }) => ({
          user: load ? await load(input) : current,
          twoFactorPending,
        })),
        signIn: fromPromise(login),
        signOut: fromPromise(logout),
      },
    }),
  );
  actor.start();
  return actor;
}

const credentials = { identifier: 'ada', password: 'secret-1' };

describe('session machine', () => {
  it('starts signed in when the server knows the person', async () => {
    const actor = start({ current: ada });
    const snapshot = await waitFor(actor, (s) => !s.matches('loading'));
    expect(snapshot.value).toBe('signedIn');
    expect(snapshot.context.user?.username).toBe('ada');
  });

  it('comes back waiting for the code when a page reloads during a pending sign-in', async () => {
    const actor = start({ twoFactorPending: true });
    const snapshot = await waitFor(actor, (s) => !s.matches('loading'));
    expect(snapshot.value).toBe('twoFactor');
  });

  it('signs in with a password', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn', credentials });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context.user?.id).toBe('u1');
  });

  it('waits for the second factor when the server asks for it', async () => {
    const actor = start({ login: async () => ({ status: '2fa_required', user: null }) });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn', credentials });
    await waitFor(actor, (s) => s.matches('twoFactor'));
    actor.send({ type: 'session.authenticated', user: ada });
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  it('returns to signed out with the error after a failed sign-in', async () => {
    const refusal = new Error('InvalidCredentials');
    const actor = start({
      login: async () => {
        throw refusal;
      },
    });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn', credentials });
    await waitFor(actor, (s) => s.matches('signingIn'));
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.error).toBe(refusal);
  });

  it('clears the user on logout even when the server call fails', async () => {
    const actor = start({
      current: ada,
      logout: async () => {
        throw new Error('offline');
      },
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().context.user).toBeNull();
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.user).toBeNull();
    // The guards send a person who logged out to the landing page, not to login.
    expect(snapshot.context.endedBy).toBe('logout');
  });

  it('signs out when the session expires (a failed refresh)', async () => {
    const actor = start({ current: ada });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(actor.getSnapshot().context.endedBy).toBe('expired');
  });

  describe('a page load that gets no answer (docs/web.md#the-session)', () => {
    afterEach(() => jest.useRealTimers());

    it('waits as unreachable, never signed out, and signs in when the next look is answered', async () => {
      jest.useFakeTimers();
      const answers: (() => Promise<User | null>)[] = [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => Promise.reject(new Error('The session could not be refreshed')),
        async () => ada,
      ];
      const asked: boolean[] = [];
      const actor = start({
        load: (input) => {
          asked.push(input.force);
          return answers.shift()!();
        },
      });
      const seen: string[] = [];
      actor.subscribe((snapshot) => seen.push(String(snapshot.value)));
      await jest.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('unreachable');
      expect(actor.getSnapshot().context.failedLoads).toBe(1);
      // The next look waits 1 s, then 2 s.
      await jest.advanceTimersByTimeAsync(999);
      expect(asked).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(asked).toHaveLength(2);
      await jest.advanceTimersByTimeAsync(2000);
      expect(actor.getSnapshot().value).toBe('signedIn');
      expect(actor.getSnapshot().context.failedLoads).toBe(0);
      expect(seen).not.toContain('signedOut');
      // The first load may trust the hint; the tries after it always ask.
      expect(asked).toEqual([false, true, true]);
    });

    it('looks again at once when told to (the browser is back online)', async () => {
      let fail = true;
      const actor = start({
        load: async () => {
          if (fail) {
            throw new TypeError('Failed to fetch');
          }
          return ada;
        },
      });
      await waitFor(actor, (s) => s.matches('unreachable'));
      fail = false;
      actor.send({ type: 'session.retry' });
      const snapshot = await waitFor(actor, (s) => s.matches('signedIn'), { timeout: 500 });
      expect(snapshot.context.user?.id).toBe('u1');
    });

    it('signs out only on an answer: an expired session while unreachable', async () => {
      const actor = start({
        load: async () => {
          throw new TypeError('Failed to fetch');
        },
      });
      await waitFor(actor, (s) => s.matches('unreachable'));
      actor.send({ type: 'session.expired' });
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(actor.getSnapshot().context.endedBy).toBe('expired');
    });

    it('waits 1 s, 2 s, 4 s … and at most 30 s between looks', () => {
      expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
        1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
      ]);
    });
  });
});
