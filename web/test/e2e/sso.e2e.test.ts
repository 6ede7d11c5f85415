import { type Browser, type Page } from 'puppeteer-core';

import {
  byRole,
  clickByRole,
  closePage,
  freePort,
  launchBrowser,
  type OidcProvider,
  openPage,
  pageErrors,
  type RunningApp,
  startApp,
  startOidcProvider,
  waitForUrl,
} from './harness';

jest.setTimeout(180_000);

const clientId = 'vitae-web';
const ssoButton = 'Sign in with SSO';

let app: RunningApp;
let browser: Browser;
let realm: OidcProvider;

beforeAll(async () => {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  realm = await startOidcProvider({
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // keycloak-js returns to the page that started the sign-in, and checks silently in a frame.
        redirect_uris: [`${appUrl}/auth/login`, `${appUrl}/silent-check-sso.html`],
        post_logout_redirect_uris: [`${appUrl}/`],
      },
    ],
  });
  [app, browser] = await Promise.all([
    startApp({ port, env: { OIDC_ISSUER: realm.issuer, OIDC_SSO_CLIENT_ID: clientId } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await realm?.close();
});

/** Who the app says is signed in: the status of /api/user/me and its email. */
function whoAmI(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/user/me', { credentials: 'include' });
    const body = (await response.json()) as { email?: string; provider?: string };
    return { status: response.status, email: body.email, provider: body.provider };
  });
}

/** Every value the app left in web storage (a realm token would start with "eyJ"). */
function storedValues(page: Page) {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key) ?? ''),
    ),
  );
}

/** The scripts the page has downloaded so far. */
function scriptsLoaded(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
}

/** Signs in at the realm's development login form (any password) as `email`. */
async function signInAtRealm(page: Page, email: string) {
  await page.waitForFunction((issuer) => location.origin === issuer, {}, realm.issuer);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await Promise.all([page.waitForNavigation(), page.locator('button[type="submit"]').click()]);
}

describe('single sign-on with a realm (keycloak-js against oidc-provider)', () => {
  it('signs a fresh person in with the realm button, then silently, and logout ends the realm session', async () => {
    const email = `katherine.${Date.now()}@example.org`;
    const page = await openPage(browser, `${app.url}/auth/login`);
    try {
      // A fresh person: the button takes them to the realm's sign-in form and back, signed in.
      await byRole(page, 'button', ssoButton).wait();
      expect((await scriptsLoaded(page)).some((name) => /keycloak/i.test(name))).toBe(true);
      await clickByRole(page, 'button', ssoButton);
      await signInAtRealm(page, email);
      await waitForUrl(page, /^\/dashboard/);
      expect(await whoAmI(page)).toEqual({ status: 200, email, provider: 'oidc' });
      expect((await storedValues(page)).filter((value) => value.includes('eyJ'))).toEqual([]);

      // Signed in at the realm but not in Vitae: the login page signs them in without a click.
      const cookies = await page.cookies(app.url, `${app.url}/api/auth/refresh`);
      await page.deleteCookie(...cookies.filter((cookie) => cookie.name.startsWith('vitae_')));
      expect((await whoAmI(page)).status).toBe(401);
      await page.goto(`${app.url}/auth/login`);
      await waitForUrl(page, /^\/dashboard/);
      expect((await whoAmI(page)).email).toBe(email);

      // Logout (shift+Q, docs/product.md#defaults-and-limits) ends the realm's session too: the browser goes
      // through the realm's logout and comes back to /; the login page then stays.
      // The shortcut is the dashboard's: its account menu on screen means it is listening
      // (on a busy machine the URL changes well before the dashboard has drawn).
      await page.waitForSelector('[aria-label^="Account menu of"]', { visible: true });
      const realmLogout = page.waitForRequest(
        (request) => request.isNavigationRequest() && request.url().startsWith(realm.issuer),
        { timeout: 30_000 },
      );
      const backHome = page.waitForResponse(
        (response) => response.request().isNavigationRequest() && response.url() === `${app.url}/`,
        { timeout: 30_000 },
      );
      await page.keyboard.down('Shift');
      await page.keyboard.press('Q');
      await page.keyboard.up('Shift');
      await realmLogout;
      await backHome;
      await waitForUrl(page, '/');
      await page.goto(`${app.url}/auth/login`);
      await byRole(page, 'button', ssoButton).wait();
      expect(new URL(page.url()).pathname).toBe('/auth/login');
      expect((await whoAmI(page)).status).toBe(401);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('does not download keycloak-js on the landing page', async () => {
    const page = await openPage(browser, `${app.url}/`, { waitUntil: 'networkidle0' });
    try {
      const scripts = await scriptsLoaded(page);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((name) => /keycloak/i.test(name))).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});
