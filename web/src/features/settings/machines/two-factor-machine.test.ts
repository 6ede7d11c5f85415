import { createActor, fromPromise, waitFor } from 'xstate';

import { twoFactorMachine } from './two-factor-machine';

const link = 'otpauth://totp/Vitae:ada@example.org?secret=JBSWY3DPEHPK3PXP&issuer=Vitae';
const codes = Array.from({ length: 10 }, (_, index) => `code${String(index).padStart(6, '0')}`);

type Calls = {
  setup?: () => Promise<string>;
  enable?: (code: string) => Promise<string[]>;
  disable?: () => Promise<string>;
};

function start({
  setup = async () => link,
  enable = async () => codes,
  disable = async () => 'Two-factor authentication has been disabled.',
}: Calls = {}) {
  const effects = {
    errors: [] as unknown[],
    announced: [] as string[],
    refreshes: 0,
    enabledWith: [] as string[],
    disabledWith: [] as { currentPassword: string; code: string }[],
    codeRefusals: 0,
  };
  const actor = createActor(
    twoFactorMachine.provide({
      actors: {
        setup: fromPromise(setup),
        enable: fromPromise(({ input }: { input: { code: string } }) => {
          effects.enabledWith.push(input.code);
          return enable(input.code);
        }),
        disable: fromPromise(({ input }: { input: { currentPassword: string; code: string } }) => {
          effects.disabledWith.push(input);
          return disable();
        }),
      },
      actions: {
        reportError: (_, { error }) => {
          effects.errors.push(error);
        },
        announceDisabled: (_, { message }) => {
          effects.announced.push(message);
        },
        refreshUser: () => {
          effects.refreshes += 1;
        },
      },
    }),
  );
  actor.on('twoFactor.codeRefused', () => {
    effects.codeRefusals += 1;
  });
  actor.start();
  return { actor, effects };
}

async function openAndContinue(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'twoFactor.open' });
  await waitFor(actor, (state) => state.matches({ create: 'ready' }));
  actor.send({ type: 'twoFactor.continue' });
}

describe('the two-factor dialog', () => {
  it('starts closed', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('create mode fetches the authenticator link for the QR code, then Continue goes to update', async () => {
    const { actor } = start();
    actor.send({ type: 'twoFactor.open' });
    expect(actor.getSnapshot().matches({ create: 'loading' })).toBe(true);
    await waitFor(actor, (state) => state.matches({ create: 'ready' }));
    expect(actor.getSnapshot().context.link).toBe(link);
    actor.send({ type: 'twoFactor.continue' });
    expect(actor.getSnapshot().matches({ update: 'editing' })).toBe(true);
  });

  it('a failed setup reports the server error and can be retried', async () => {
    let attempts = 0;
    const refusal = new Error('TwoFactorAlreadyEnabled');
    const { actor, effects } = start({
      setup: async () => {
        attempts += 1;
        if (attempts === 1) {
          throw refusal;
        }
        return link;
      },
    });
    actor.send({ type: 'twoFactor.open' });
    await waitFor(actor, (state) => state.matches({ create: 'failed' }));
    expect(effects.errors).toEqual([refusal]);
    actor.send({ type: 'twoFactor.continue' });
    expect(actor.getSnapshot().matches({ create: 'failed' })).toBe(true);
    actor.send({ type: 'twoFactor.retry' });
    await waitFor(actor, (state) => state.matches({ create: 'ready' }));
    expect(actor.getSnapshot().context.link).toBe(link);
  });

  it('update mode refuses a code that is not 6 digits without calling the server', async () => {
    const { actor, effects } = start();
    await openAndContinue(actor);
    for (const code of ['', '123', '12345a', '1234567']) {
      actor.send({ type: 'twoFactor.submit', code });
      expect(actor.getSnapshot().matches({ update: 'editing' })).toBe(true);
    }
    expect(effects.enabledWith).toEqual([]);
    expect(effects.codeRefusals).toBe(0);
  });

  it('Back returns to create with the same link', async () => {
    const { actor } = start();
    await openAndContinue(actor);
    actor.send({ type: 'twoFactor.back' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ create: 'ready' })).toBe(true);
    expect(snapshot.context.link).toBe(link);
  });

  it('enabling with a good code shows the backup codes (duplicate mode) and refreshes the user', async () => {
    const { actor, effects } = start();
    await openAndContinue(actor);
    actor.send({ type: 'twoFactor.submit', code: ' 123456 ' });
    expect(actor.getSnapshot().matches({ update: 'enabling' })).toBe(true);
    await waitFor(actor, (state) => state.matches('duplicate'));
    expect(effects.enabledWith).toEqual(['123456']);
    expect(actor.getSnapshot().context.backupCodes).toEqual(codes);
    expect(effects.refreshes).toBe(1);
    actor.send({ type: 'twoFactor.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    // Shown once: the codes are gone once the dialog closes.
    expect(actor.getSnapshot().context.backupCodes).toEqual([]);
  });

  it('a refused code reports the error, has the field emptied and stays in update mode', async () => {
    const refusal = new Error('InvalidTwoFactorCode');
    const { actor, effects } = start({
      enable: async () => {
        throw refusal;
      },
    });
    await openAndContinue(actor);
    actor.send({ type: 'twoFactor.submit', code: '000000' });
    expect(effects.codeRefusals).toBe(0);
    await waitFor(actor, (state) => state.matches({ update: 'editing' }));
    expect(effects.enabledWith).toEqual(['000000']);
    expect(effects.errors).toEqual([refusal]);
    expect(effects.codeRefusals).toBe(1);
    expect(effects.refreshes).toBe(0);
  });

  it('delete mode disables two-factor with the password and code given, announces the server message and refreshes the user', async () => {
    const { actor, effects } = start();
    actor.send({ type: 'twoFactor.openDelete' });
    expect(actor.getSnapshot().matches({ delete: 'confirming' })).toBe(true);
    actor.send({ type: 'twoFactor.confirmDelete', currentPassword: 'my password', code: '123456' });
    await waitFor(actor, (state) => state.matches('closed'));
    expect(effects.disabledWith).toEqual([{ currentPassword: 'my password', code: '123456' }]);
    expect(effects.announced).toEqual(['Two-factor authentication has been disabled.']);
    expect(effects.refreshes).toBe(1);
  });

  it('a refused disable reports the error and keeps the dialog open', async () => {
    const refusal = new Error('TwoFactorNotEnabled');
    const { actor, effects } = start({
      disable: async () => {
        throw refusal;
      },
    });
    actor.send({ type: 'twoFactor.openDelete' });
    actor.send({ type: 'twoFactor.confirmDelete', currentPassword: 'my password', code: '123456' });
    await waitFor(actor, (state) => state.matches({ delete: 'confirming' }));
    expect(effects.errors).toEqual([refusal]);
    expect(effects.announced).toEqual([]);
  });

  it('closing during setup forgets the link', async () => {
    const { actor } = start();
    actor.send({ type: 'twoFactor.open' });
    await waitFor(actor, (state) => state.matches({ create: 'ready' }));
    actor.send({ type: 'twoFactor.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.link).toBeNull();
  });
});
