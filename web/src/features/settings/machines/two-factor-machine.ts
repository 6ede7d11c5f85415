import { twoFactorCodeSchema } from '@vitae/schema';
import { assign, emit, fromPromise, setup } from 'xstate';

export type TwoFactorEvent =
  | { type: 'twoFactor.open' }
  | { type: 'twoFactor.openDelete' }
  | { type: 'twoFactor.continue' }
  | { type: 'twoFactor.back' }
  /** The code form's code, already checked there (docs/product.md#account-fields). */
  | { type: 'twoFactor.submit'; code: string }
  | { type: 'twoFactor.confirmDelete'; currentPassword: string; code: string }
  | { type: 'twoFactor.retry' }
  | { type: 'twoFactor.close' };

export type TwoFactorContext = {
  /** The otpauth:// link of the secret the server just made, drawn as the QR code. */
  link: string | null;
  /** The 10 backup codes, shown once after enabling. */
  backupCodes: string[];
};

/** What the machine tells the dialog: the server refused the code, so its form is emptied. */
export type TwoFactorEmitted = { type: 'twoFactor.codeRefused' };

/**
 * Two-factor dialog (docs/product.md#two-factor-dialog): create (QR code and link, Continue), update
 * (6-digit code, Back to create; enabling answers the backup codes; a refused code has the
 * dialog empty its form, `twoFactor.codeRefused`), duplicate
 * (the backup codes, Close) and delete (with the current password and a code,
 * disables, toasts the server's message, refreshes the user). Calls are actors and effects are named actions, so a
 * test swaps them with `provide`.
 */
export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    emitted: {} as TwoFactorEmitted,
  },
  actors: {
    setup: fromPromise<string>(async () => {
      throw new Error('setup is provided by the dialog');
    }),
    enable: fromPromise<string[], { code: string }>(async () => {
      throw new Error('enable is provided by the dialog');
    }),
    disable: fromPromise<string, { currentPassword: string; code: string }>(async () => {
      throw new Error('disable is provided by the dialog');
    }),
  },
  actions: {
    /** The server refused a call: its server error toast. */
    reportError: (_, _params: { error: unknown }) => undefined,
    /** Two-factor was turned off: a success toast with the server's message. */
    announceDisabled: (_, _params: { message: string }) => undefined,
    /** The user's twoFactorEnabled changed: fetch them again for the session. */
    refreshUser: () => undefined,
  },
  guards: {
    /** The form checks the code first; a code that breaks the rule never reaches the server. */
    codeIsWellFormed: ({ event }) =>
      event.type === 'twoFactor.submit' && twoFactorCodeSchema.safeParse(event.code).success,
  },
}).createMachine({
  id: 'twoFactor',
  initial: 'closed',
  context: { link: null, backupCodes: [] },
  on: {
    'twoFactor.close': {
      target: '.closed',
      actions: assign({ link: null, backupCodes: [] }),
    },
  },
  states: {
    closed: {
      on: {
        'twoFactor.open': { target: 'create' },
        'twoFactor.openDelete': { target: 'delete' },
      },
    },
    create: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'setup',
            onDone: { target: 'ready', actions: assign({ link: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {
          on: { 'twoFactor.continue': { target: '#twoFactor.update' } },
        },
        failed: {
          on: { 'twoFactor.retry': { target: 'loading' } },
        },
      },
    },
    update: {
      initial: 'editing',
      on: {
        // Back shows the same secret again: the server keeps it until a code enables it.
        'twoFactor.back': { target: '#twoFactor.create.ready' },
      },
      states: {
        editing: {
          on: {
            'twoFactor.submit': { guard: 'codeIsWellFormed', target: 'enabling' },
          },
        },
        enabling: {
          invoke: {
            src: 'enable',
            input: ({ event }) => ({
              code: event.type === 'twoFactor.submit' ? event.code.trim() : '',
            }),
            onDone: {
              target: '#twoFactor.duplicate',
              actions: [assign({ backupCodes: ({ event }) => event.output }), 'refreshUser'],
            },
            onError: {
              // docs/product.md#two-factor-dialog: a form is reset after a failed code submission.
              target: 'editing',
              actions: [
                emit({ type: 'twoFactor.codeRefused' }),
                { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
    duplicate: {},
    delete: {
      initial: 'confirming',
      states: {
        confirming: {
          on: { 'twoFactor.confirmDelete': { target: 'disabling' } },
        },
        disabling: {
          invoke: {
            src: 'disable',
            // Turning it off takes the current password and a code (docs/auth.md, "Re-authentication").
            input: ({ event }) =>
              event.type === 'twoFactor.confirmDelete'
                ? { currentPassword: event.currentPassword, code: event.code }
                : { currentPassword: '', code: '' },
            onDone: {
              target: '#twoFactor.closed',
              actions: [
                { type: 'announceDisabled', params: ({ event }) => ({ message: event.output }) },
                'refreshUser',
              ],
            },
            onError: {
              target: 'confirming',
              actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
