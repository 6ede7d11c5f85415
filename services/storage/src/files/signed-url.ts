import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed link says about itself. */
export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/** The query of a signed link. */
export type LinkSignature = { expires: number; signature: string };

/**
 * Signs links to private files: an HMAC-SHA256 over the key and the expiry
 * time, so a link cannot be moved to another file or extended. Anyone holding
 * the link may read the file until it expires, which is what "share the PDF
 * of a private resume" needs.
 */
export function createLinkSigner(secret: string, now: () => number = Date.now) {
  const mac = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`${key}\n${expires}`).digest();

  return {
    sign(key: string, expiresInSeconds: number): LinkSignature {
      const expires = Math.floor(now() / 1000) + expiresInSeconds;
      return { expires, signature: mac(key, expires).toString('base64url') };
    },
    check(key: string, { expires, signature }: LinkSignature): SignatureCheck {
      if (!Number.isSafeInteger(expires)) {
        return 'invalid';
      }
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(key, expires);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return 'invalid';
      }
      return expires * 1000 >= now() ? 'valid' : 'expired';
    },
  };
}

/** The signer of one service. */
export type LinkSigner = ReturnType<typeof createLinkSigner>;
