/**
 * Where the app is reached (`PUBLIC_URL`), and whether loopback origins (the
 * web dev server) count as its own, as they do outside production.
 */
export type OriginRule = { publicUrl: string; production: boolean };

/** The message of the FORBIDDEN answer to a write another site's page sent. */
export const foreignOriginMessage = 'Requests from another site may not change anything here.';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The {@link OriginRule} of a service's validated configuration. */
export function originRuleOf(config: {
  PUBLIC_URL: string;
  NODE_ENV: 'development' | 'test' | 'production';
}): OriginRule {
  return { publicUrl: config.PUBLIC_URL, production: config.NODE_ENV === 'production' };
}

/**
 * Whether a browser's `Origin` header may change state (docs/quality.md#case-20): the
 * app's own origin and, outside production, any loopback origin. No Origin at
 * all is a same-origin read or a non-browser client and passes; `null` (a
 * sandboxed frame, a cross-site redirect), an empty or malformed value, and
 * any other origin (a sibling subdomain too) are foreign. The gateway applies
 * it to every state-changing request, identity to every mutation.
 */
export function isOwnOrigin(origin: string | undefined, rule: OriginRule): boolean {
  if (origin === undefined) {
    return true;
  }
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(rule.publicUrl).origin) {
    return true;
  }
  return !rule.production && loopbackHosts.has(parsed.hostname);
}
