import { assign, fromPromise, setup } from 'xstate';

import { type TwoFactorCodeIssue, twoFactorCodeIssue } from '../lib/account-rules';

export type TwoFactorEvent =
  | { type: 'twoFactor.open' }
  | { type: 'twoFactor.openDelete' }
  | { type: 'twoFactor.continue' }
  | { type: 'twoFactor.back' }
  | { type: 'twoFactor.code.change'; code: string }
  | { type: 'twoFactor.submit' }
  | { type: 'twoFactor.confirmDelete'; currentPassword: string; code: string }
  | { type: 'twoFactor.retry' }
  | { type: 'twoFactor.close' };

export type TwoFactorContext = {
  /** The otpauth:// link of the secret the server just made, drawn as the QR code. */
  link: string | null;
  /** The 6-digit code as typed. */
  code: string;
  /** What is wrong with the code by docs/product.md#account-fields, once the person tried to submit it. */
  codeIssue: TwoFactorCodeIssue | null;
  /** The 10 backup codes, shown once after enabling. */
  backupCodes: string[];
};

/**
 * Two-factor dialog (docs/product.md#two-factor-dialog): create (QR code and link, Continue), update
 * (6-digit code, Back to create; enabling answers the backup codes), duplicate
 * (the backup codes, Close) and delete (with the current password and a code,
 * disables, toasts the server's message, refreshes the user). Calls are actors and effects are named actions, so a
 * test swaps them with `provide`.
 */
export const twoFactorMachine = setup({
  types: { context: {} as TwoFactorContext, events: {} as TwoFactorEvent },
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
    codeIsWellFormed: ({ context }) => twoFactorCodeIssue(context.code) === null,
  },
}).createMachine({
  id: 'twoFactor',
  initial: 'closed',
  context: { link: null, code: '', codeIssue: null, backupCodes: [] },
  on: {
    'twoFactor.close': {
      target: '.closed',
      actions: assign({ link: null, code: '', codeIssue: null, backupCodes: [] }),
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
        'twoFactor.back': {
          target: '#twoFactor.create.ready',
          actions: assign({ code: '', codeIssue: null }),
        },
      },
      states: {
        editing: {
          on: {
            'twoFactor.code.change': {
              actions: assign({
                code: ({ event }) => event.code,
                // Once shown, the message follows the typing until the code is right.
                codeIssue: ({ context, event }) =>
                  context.codeIssue === null ? null : twoFactorCodeIssue(event.code),
              }),
            },
            'twoFactor.submit': [
              { guard: 'codeIsWellFormed', target: 'enabling' },
              { actions: assign({ codeIssue: ({ context }) => twoFactorCodeIssue(context.code) }) },
            ],
          },
        },
        enabling: {
          invoke: {
            src: 'enable',
            input: ({ context }) => ({ code: context.code.trim() }),
            onDone: {
              target: '#twoFactor.duplicate',
              actions: [
                assign({ backupCodes: ({ event }) => event.output, code: '' }),
                'refreshUser',
              ],
            },
            onError: {
              // docs/product.md#two-factor-dialog: a form is reset after a failed code submission.
              target: 'editing',
              actions: [
                assign({ code: '', codeIssue: null }),
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
