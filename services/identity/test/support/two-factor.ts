import { authenticator } from 'otplib';

import { type IdentityClient } from './identity-client';

/** The code an authenticator app shows `offsetSteps` steps (of 30 s) from now. */
export function codeAt(secret: string, offsetSteps = 0): string {
  return authenticator.clone({ epoch: Date.now() + offsetSteps * 30_000 }).generate(secret);
}

/** Waits until at least 5 s remain in the current 30 s step, so a test's codes stay in the steps it means. */
export async function freshStep(): Promise<void> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 25) {
    await new Promise((resolve) => setTimeout(resolve, (30 - intoStep + 0.2) * 1000));
  }
}

/** Starts two-factor set-up for the signed-in `client`; the TOTP secret of its otpauth:// link. */
export async function setUpTwoFactor(client: IdentityClient): Promise<string> {
  const { message } = await client.ok('setupTwoFactor');
  return new URL(message).searchParams.get('secret')!;
}

/**
 * Turns two-factor on for the signed-in `client`, enabling it with the code
 * one step old, so the current code is still unused; its secret and backup codes.
 */
export async function turnOnTwoFactor(
  client: IdentityClient,
): Promise<{ secret: string; backupCodes: string[] }> {
  await freshStep();
  const secret = await setUpTwoFactor(client);
  const { backupCodes } = await client.ok('enableTwoFactor', { code: codeAt(secret, -1) });
  return { secret, backupCodes };
}
