import { CookieJar } from './cookie-jar';

/** Where a navigation ended: the page that answered, or the URL it stopped at. */
export type Page = { url: URL; status: number; body: string; arrived: boolean };

/**
 * A browser that follows redirects across sites, with a cookie jar per
 * origin, until a page answers or it reaches `stopAt` (which it never loads).
 * Given Vitae's public URL, it reaches identity's OAuth routes there the way
 * the gateway passes them on: `/api/auth/<provider>[/callback]` is served by
 * identity's `/auth/<provider>[/callback]`, with the public site's cookies.
 */
export class Navigator {
  private readonly jars = new Map<string, CookieJar>();

  constructor(
    private readonly options: { stopAt: string; publicUrl?: string; identityUrl?: string },
  ) {}

  /** The cookies the browser holds for the site of `url`. */
  jar(url: string | URL): CookieJar {
    const { origin } = new URL(url);
    const jar = this.jars.get(origin) ?? new CookieJar();
    this.jars.set(origin, jar);
    return jar;
  }

  /** Goes to `start` (or posts `form` there) and follows redirects. */
  async go(start: string | URL, form?: Record<string, string>): Promise<Page> {
    let url = new URL(start);
    let body = form ? new URLSearchParams(form) : undefined;
    for (let hops = 0; hops < 20; hops += 1) {
      if (url.toString().startsWith(this.options.stopAt)) {
        return { url, status: 0, body: '', arrived: true };
      }
      const response = await this.jar(url).fetch(
        this.servedAt(url),
        {
          method: body ? 'POST' : 'GET',
          redirect: 'manual',
          headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
          body,
        },
        url.pathname,
      );
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        url = new URL(location, url);
        body = undefined;
        continue;
      }
      return { url, status: response.status, body: await response.text(), arrived: false };
    }
    throw new Error('too many redirects');
  }

  /**
   * From a provider's page, signs in as `accountId` at its login form and
   * consents (oidc-provider's development pages), until `stopAt`.
   */
  async signIn(page: Page, accountId: string): Promise<Page> {
    let current = page;
    for (let step = 0; step < 3 && !current.arrived; step += 1) {
      current = await this.go(
        current.url,
        current.body.includes('name="login"')
          ? { prompt: 'login', login: accountId, password: 'anything' }
          : { prompt: 'consent' },
      );
    }
    return current;
  }

  /** Where a request for `url` is really sent. */
  private servedAt(url: URL): URL {
    const { publicUrl, identityUrl } = this.options;
    if (
      publicUrl &&
      identityUrl &&
      url.origin === new URL(publicUrl).origin &&
      url.pathname.startsWith('/api/auth/')
    ) {
      return new URL(`${url.pathname.slice('/api'.length)}${url.search}`, identityUrl);
    }
    return url;
  }
}
