import { z } from 'zod';

// Apart from shared.ts, whose item ids bring a hash library along: a form that
// checks a web address alone (the AI base URL in Settings) loads only this.

/** The message for a link that is not a web address (docs/product.md#resume-fields). */
export const urlMessage = 'URL must start with https://';

/** A link's address: empty, or an http(s) URL (no `javascript:` or other schemes). */
export const hrefSchema = z
  .literal('')
  .or(z.url({ protocol: /^https?$/, error: urlMessage }))
  .default('');

// A bare host such as "example.com" or "www.example.com/me": what people type when they mean https.
const bareHost = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;

/** `https://` + a bare host when that makes a valid link; otherwise undefined. */
export function withScheme(value: string): string | undefined {
  if (!bareHost.test(value)) {
    return undefined;
  }
  const fixed = `https://${value}`;
  return hrefSchema.safeParse(fixed).success ? fixed : undefined;
}

/**
 * A typed link as the builder stores it (docs/product.md#resume-fields): trimmed,
 * and a bare host ("example.com", "www.example.com/me") gets `https://`. Any
 * other text is kept as typed, for the rule to refuse.
 */
export function normaliseTypedHref(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || hrefSchema.safeParse(trimmed).success) {
    return trimmed;
  }
  return withScheme(trimmed) ?? value;
}
