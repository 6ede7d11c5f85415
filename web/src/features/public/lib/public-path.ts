/**
 * First path segments the app or the server own: `/{username}/{slug}` (docs/product.md#public-resume-page)
 * is a public resume only when its first segment is none of these.
 */
const reservedFirstSegments: ReadonlySet<string> = new Set([
  'api',
  'artboard',
  'assets',
  'auth',
  'builder',
  'dashboard',
  'letters',
  'graphql',
  'templates',
]);

export type PublicResumeAddress = { username: string; slug: string };

/**
 * The username and slug of a public resume's path (`/{username}/{slug}`, an
 * optional trailing slash), or null for any other path. Used before the app
 * starts, to give the public page its own light entry.
 */
export function publicResumeAddress(pathname: string): PublicResumeAddress | null {
  const match = /^\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) {
    return null;
  }
  try {
    const username = decodeURIComponent(match[1]);
    const slug = decodeURIComponent(match[2]);
    return reservedFirstSegments.has(username.toLowerCase()) ? null : { username, slug };
  } catch {
    // A malformed escape (`%E0%A4%A`) is no resume's address.
    return null;
  }
}
