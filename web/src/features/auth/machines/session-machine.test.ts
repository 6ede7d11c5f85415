import { createActor, fromPromise, waitFor } from 'xstate';

import { type LoginResult, type User } from '../lib/user';
import { sessionMachine } from './session-machine';

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
} = {}) {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        loadUser: fromPromise(async () => ({ user: current, twoFactorPending })),
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
});
