/** One cookie as a browser keeps it. */
export type Cookie = { value: string; path: string; attributes: string };

/**
 * A browser's cookies for one site: kept from each response's Set-Cookie,
 * dropped once expired (Max-Age ≤ 0 or an Expires in the past), and sent back
 * only on the paths they were set for.
 */
export class CookieJar {
  readonly cookies = new Map<string, Cookie>();
  /** Every Set-Cookie header received, for checking attributes. */
  readonly setCookieHeaders: string[] = [];

  /** The Cookie header a request to `path` carries. */
  cookieHeader(path: string): string {
    return [...this.cookies.entries()]
      .filter(([, cookie]) => path.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  /**
   * Fetches `url` as the browser would: with the cookies it holds for `path`
   * (the URL's own unless the request really goes elsewhere), keeping the ones
   * the answer sets.
   */
  async fetch(
    url: string | URL,
    init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
    path = new URL(url).pathname,
  ): Promise<Response> {
    const cookie = this.cookieHeader(path);
    const response = await fetch(url, {
      ...init,
      headers: { ...(cookie ? { cookie } : {}), ...init.headers },
    });
    this.keep(response);
    return response;
  }

  /** Keeps the cookies `response` sets. */
  keep(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      this.setCookieHeaders.push(header);
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const maxAge = attribute('max-age');
      const expires = attribute('expires');
      if (
        (maxAge !== undefined && Number(maxAge) <= 0) ||
        (expires !== undefined && Date.parse(expires) <= Date.now())
      ) {
        this.cookies.delete(name);
      } else {
        this.cookies.set(name, {
          value: pair.slice(separator + 1),
          path: attribute('path') ?? '/',
          attributes: attributes.join('; '),
        });
      }
    }
  }

  /** Takes a copy of every cookie `other` holds (a stolen or replayed cookie, a finished redirect). */
  adopt(other: CookieJar): this {
    for (const [name, cookie] of other.cookies) {
      this.cookies.set(name, { ...cookie });
    }
    return this;
  }
}
