/**
 * The address a request is forwarded to: its path and query alone, on the
 * configured upstream `origin`. The request target never chooses the host or
 * the port: an absolute-form target (`http://127.0.0.1:8999/…`), a path that
 * starts with `//` or `/\` (which a URL parser would read as another host),
 * and the Host header all stay on `origin`. Setting the path of a URL parses it
 * as a path only, so `..` and `%2e%2e` are resolved there and nowhere else
 * (docs/architecture.md "The edge").
 */
export function upstreamUrl(origin: string | URL, target: string): URL {
  const url = new URL(new URL(origin).origin);
  const queryAt = target.indexOf('?');
  url.pathname = queryAt === -1 ? target : target.slice(0, queryAt);
  url.search = queryAt === -1 ? '' : target.slice(queryAt);
  return url;
}

/** The query of a request target (`?a=1`, or empty), whatever its path holds. */
export function queryOf(target: string): string {
  const queryAt = target.indexOf('?');
  return queryAt === -1 ? '' : target.slice(queryAt);
}
