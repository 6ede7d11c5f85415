import { authenticator } from 'otplib';

/**
 * RFC 6238 as identity computes it, with the same library (otplib's
 * authenticator, docs/auth.md): base32 secrets, HMAC-SHA-1, 6 digits, 30 s steps.
 */
const stepSeconds = 30;
const generator = authenticator.clone({ step: stepSeconds, digits: 6 });

/** The base32 secret of an `otpauth://totp/...?secret=...` link, or the text itself. */
export function totpSecret(secretOrLink: string): string {
  if (!secretOrLink.startsWith('otpauth://')) {
    return secretOrLink;
  }
  const secret = new URL(secretOrLink).searchParams.get('secret');
  if (!secret) {
    throw new Error(`the link has no secret: ${secretOrLink}`);
  }
  return secret;
}

/** The time step a moment falls in. */
export function totpStep(timeMs = Date.now()): number {
  return Math.floor(timeMs / 1000 / stepSeconds);
}

/** The code of one time step. */
export function totpForStep(secretOrLink: string, step: number): string {
  return totp(secretOrLink, step * stepSeconds * 1000);
}

/** The code an authenticator app shows at `timeMs` (now unless told). */
export function totp(secretOrLink: string, timeMs = Date.now()): string {
  return generator.clone({ epoch: timeMs }).generate(totpSecret(secretOrLink));
}

/**
 * Codes for one account, each accepted once: identity refuses a code of the
 * step of the last accepted one or earlier, and accepts one step of drift. So
 * after a code of step s, the next is step s + 1, which is good once the clock
 * reaches step s; `next` waits for that only when codes are asked for faster
 * than one per 30 s.
 */
export function totpSequence(secretOrLink: string): { next(): Promise<string> } {
  let lastStep: number | undefined;
  return {
    async next() {
      const now = totpStep();
      if (lastStep === undefined || lastStep < now) {
        lastStep = now;
      } else {
        while (totpStep() < lastStep) {
          await new Promise((wait) => setTimeout(wait, 250));
        }
        lastStep += 1;
      }
      return totpForStep(secretOrLink, lastStep);
    },
  };
}
