// Links as people type them (docs/product.md#resume-fields), apart from href.ts so
// the public page, which reads links and never types them, does not carry this.
import { hrefSchema } from './href';

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
