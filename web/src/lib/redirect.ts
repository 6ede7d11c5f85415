/** Where a signed-in person goes when nothing else is asked (docs/product.md#defaults-and-limits). */
export const defaultDestination = '/dashboard';

/**
 * The `redirect` query parameter, kept only when it is a path on this site
 * (docs/quality.md#case-19): it must start with one slash, and neither a second slash nor a
 * backslash may follow (browsers read `//host` and `/\host` as another site).
 * Control characters and `javascript:` never pass, since they cannot start a path.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return defaultDestination;
  }
  // Browsers drop tabs and newlines inside URLs, so "/\t/evil" would become "//evil".
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) {
    return defaultDestination;
  }
  try {
    const base = 'https://vitae.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) {
      return defaultDestination;
    }
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return defaultDestination;
  }
}

/** The login page that brings a guest back to where they were (docs/product.md#routes). */
export function loginPathFor(pathname: string, search: string): string {
  return `/auth/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}
