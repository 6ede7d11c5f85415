import { authenticator } from 'otplib';

/** RFC 6238 with 30 s steps, 6 digits, SHA-1 (what authenticator apps read), ±1 step of clock drift. */
const totp = authenticator.clone({ window: 1, step: 30, digits: 6 });

const issuer = 'Vitae';

/** A new base32 secret for an authenticator app. */
export function newTotpSecret(): string {
  return totp.generateSecret(20);
}

/** The `otpauth://` link the web draws as a QR code. */
export function totpLink(secret: string, account: string): string {
  return totp.keyuri(account, issuer, secret);
}

/**
 * The time step a code belongs to when it is valid within ±1 step of now,
 * else undefined. The caller refuses a step it has already accepted (replay).
 */
export function totpStepOf(code: string, secret: string, now = Date.now()): number | undefined {
  const delta = totp.clone({ epoch: now }).checkDelta(code, secret);
  return delta === null ? undefined : Math.floor(now / 1000 / 30) + delta;
}
