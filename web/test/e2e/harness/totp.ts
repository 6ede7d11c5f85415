import { createHmac } from 'node:crypto';

/** RFC 6238 as identity uses it (docs/auth.md): HMAC-SHA-1, 6 digits, 30 s steps. */
const stepSeconds = 30;
const digits = 6;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, any case, padding and spaces ignored. */
export function decodeBase32(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) {
      throw new Error(`"${char}" is not a base32 character`);
    }
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

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

/** The code of one time step (RFC 4226 HOTP with the step as counter). */
export function totpForStep(secretOrLink: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', decodeBase32(totpSecret(secretOrLink)))
    .update(counter)
    .digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator app shows at `timeMs` (now unless told). */
export function totp(secretOrLink: string, timeMs = Date.now()): string {
  return totpForStep(secretOrLink, totpStep(timeMs));
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
