import { assign, fromPromise, setup } from 'xstate';

import { type Credentials, type LoginResult, type User } from '../lib/user';

/** What a page load finds: the signed-in person, or a sign-in waiting for its code. */
export type LoadedSession = { user: User | null; twoFactorPending: boolean };

export type SessionEvent =
  | { type: 'session.signIn'; credentials: Credentials }
  | { type: 'session.authenticated'; user: User }
  | { type: 'session.twoFactorRequired' }
  | { type: 'session.userUpdated'; user: User }
  | { type: 'session.reload' }
  | { type: 'session.signOut' }
  | { type: 'session.expired' }
  | { type: 'session.retry' };

export type SessionContext = {
  user: User | null;
  /** The error of the last failed sign-in, for the form to show; cleared on the next try. */
  error: unknown;
  /** Why the last session ended: the person logged out, or it expired. */
  endedBy: 'logout' | 'expired' | null;
  /** Looks at the server that got no answer in a row (0 once one answered). */
  failedLoads: number;
};

/** The wait before the next look at the server after `failedLoads` got no answer: 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelayMs(failedLoads: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failedLoads - 1));
}

/**
 * The session (docs/product.md#sign-in-flow and #session): signed out, signing in, waiting for the second
 * factor, signed in. Logout clears the user at once, whether or not the call to
 * the server succeeds. The calls are actors, so a test swaps them with `provide`.
 *
 * Only an answer signs a person out: a page load whose look at the server got
 * none (no network, the request cut off by a reload, a 5xx) waits in
 * `unreachable` and looks again, never in `signedOut` (docs/web.md#the-session).
 */
export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  actors: {
    loadUser: fromPromise<LoadedSession, { force: boolean }>(async () => ({
      user: null,
      twoFactorPending: false,
    })),
    signIn: fromPromise<LoginResult, Credentials>(async () => {
      throw new Error('signIn is provided by the session provider');
    }),
    signOut: fromPromise<void>(async () => undefined),
  },
  actions: {
    forgetUser: assign({ user: null }),
  },
  delays: {
    retryDelay: ({ context }) => retryDelayMs(context.failedLoads),
  },
}).createMachine({
  id: 'session',
  initial: 'loading',
  context: { user: null, error: undefined, endedBy: null, failedLoads: 0 },
  states: {
    loading: {
      invoke: {
        src: 'loadUser',
        // The first load may trust this browser's hint that nobody is signed in; a reload asks the
        // server, and so does another try (the first one asked, or it could not have failed).
        input: ({ event, context }) => ({
          force: event.type === 'session.reload' || context.failedLoads > 0,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.user !== null,
            target: 'signedIn',
            actions: assign({ user: ({ event }) => event.output.user, failedLoads: 0 }),
          },
          {
            guard: ({ event }) => event.output.twoFactorPending,
            target: 'twoFactor',
            actions: assign({ failedLoads: 0 }),
          },
          { target: 'signedOut', actions: assign({ failedLoads: 0 }) },
        ],
        // No answer is not "signed out": keep what this browser knows and look again.
        onError: {
          target: 'unreachable',
          actions: assign({ failedLoads: ({ context }) => context.failedLoads + 1 }),
        },
      },
    },
    unreachable: {
      after: { retryDelay: { target: 'loading' } },
      on: {
        'session.retry': { target: 'loading' },
        'session.reload': { target: 'loading' },
        'session.authenticated': {
          target: 'signedIn',
          actions: assign({ user: ({ event }) => event.user, failedLoads: 0 }),
        },
        'session.signOut': { target: 'signingOut' },
        'session.expired': {
          target: 'signedOut',
          actions: ['forgetUser', assign({ endedBy: 'expired' as const, failedLoads: 0 })],
        },
      },
    },
    signedOut: {
      on: {
        'session.signIn': { target: 'signingIn', actions: assign({ error: undefined }) },
        'session.authenticated': {
          target: 'signedIn',
          actions: assign({ user: ({ event }) => event.user }),
        },
        'session.twoFactorRequired': { target: 'twoFactor' },
        'session.reload': { target: 'loading' },
      },
    },
    signingIn: {
      invoke: {
        src: 'signIn',
        input: ({ event }) =>
          (event as Extract<SessionEvent, { type: 'session.signIn' }>).credentials,
        onDone: [
          { guard: ({ event }) => event.output.status === '2fa_required', target: 'twoFactor' },
          {
            guard: ({ event }) => event.output.user !== null,
            target: 'signedIn',
            actions: assign({ user: ({ event }) => event.output.user }),
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    twoFactor: {
      on: {
        'session.authenticated': {
          target: 'signedIn',
          actions: assign({ user: ({ event }) => event.user }),
        },
        'session.signOut': { target: 'signingOut' },
        'session.expired': { target: 'signedOut' },
        'session.reload': { target: 'loading' },
        'session.signIn': { target: 'signingIn', actions: assign({ error: undefined }) },
      },
    },
    signedIn: {
      entry: assign({ endedBy: null }),
      on: {
        'session.userUpdated': { actions: assign({ user: ({ event }) => event.user }) },
        'session.authenticated': { actions: assign({ user: ({ event }) => event.user }) },
        'session.signOut': { target: 'signingOut' },
        'session.expired': {
          target: 'signedOut',
          actions: ['forgetUser', assign({ endedBy: 'expired' as const })],
        },
        'session.reload': { target: 'loading' },
      },
    },
    signingOut: {
      entry: ['forgetUser', assign({ endedBy: 'logout' as const })],
      invoke: {
        src: 'signOut',
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
    },
  },
});
