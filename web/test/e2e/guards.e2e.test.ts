import { type BrowserContext, type Page } from 'puppeteer-core';

import {
  apiFromPage,
  newAccount,
  registerThroughApi,
  rememberSession,
  submit,
} from './auth-helpers';
import {
  appForTests,
  closePage,
  fillByLabel,
  openPage,
  originPage,
  totpForStep,
  totpSecret,
  totpStep,
  waitForUrl,
} from './harness';

jest.setTimeout(180_000);

const suite = appForTests();
/** A signed-in person's browser. */
let signedIn: BrowserContext;
const account = newAccount('guard');

beforeAll(async () => {
  signedIn = await suite.browser.createBrowserContext();
  const page = await openPage(signedIn, originPage(suite.app.url));
  await registerThroughApi(page, account);
  await page.close();
});

async function asGuest(path: string, run: (page: Page) => Promise<void>): Promise<void> {
  const page = await openPage(suite.browser, `${suite.app.url}${path}`);
  try {
    await run(page);
  } finally {
    await closePage(page);
  }
}

async function asUser(path: string, run: (page: Page) => Promise<void>): Promise<void> {
  const page = await openPage(signedIn, `${suite.app.url}${path}`);
  try {
    await run(page);
  } finally {
    await page.close();
  }
}

/** Where the page is: path and query. */
function where(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

describe('a guest on a protected route', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/resumes', '/dashboard/resumes'],
    ['/dashboard/settings', '/dashboard/settings'],
    ['/builder', '/builder'],
    ['/builder/some-resume-id', '/builder/some-resume-id'],
    ['/auth/verify-email', '/auth/verify-email'],
    ['/dashboard/resumes?view=list', '/dashboard/resumes?view=list'],
  ])('is sent from %s to /auth/login?redirect=…', async (path, kept) => {
    await asGuest(path, async (page) => {
      await waitForUrl(page, /^\/auth\/login\?redirect=/);
      expect(where(page)).toBe(`/auth/login?redirect=${encodeURIComponent(kept)}`);
    });
  });

  it('comes back to the protected page, query and all, after signing in', async () => {
    await asGuest('/dashboard/settings?tab=security', async (page) => {
      await waitForUrl(page, /^\/auth\/login\?redirect=/);
      await fillByLabel(page, 'Email or username', account.username);
      await fillByLabel(page, 'Password', account.password);
      await submit(page, 'Sign in');
      await waitForUrl(page, /^\/dashboard\/settings\?tab=security$/);
    });
  });
});

describe('a signed-in person on a guests-only route', () => {
  const guestRoutes = [
    '/auth/login',
    '/auth/register',
    '/auth/forgot-password',
    '/auth/reset-password?token=t',
    '/auth/verify-otp',
    '/auth/backup-otp',
  ];

  it.each(guestRoutes)('goes from %s to /dashboard, then /dashboard/resumes', async (path) => {
    await asUser(path, async (page) => {
      await waitForUrl(page, '/dashboard/resumes');
    });
  });

  it.each(guestRoutes)('goes from %s to a same-site redirect', async (path) => {
    const joiner = path.includes('?') ? '&' : '?';
    await asUser(
      `${path}${joiner}redirect=${encodeURIComponent('/dashboard/settings?tab=profile')}`,
      async (page) => {
        await waitForUrl(page, /^\/dashboard\/settings\?tab=profile$/);
      },
    );
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses the redirect %s and goes to /dashboard',
    async (redirect) => {
      await asUser(`/auth/login?redirect=${encodeURIComponent(redirect)}`, async (page) => {
        await waitForUrl(page, '/dashboard/resumes');
        expect(new URL(page.url()).origin).toBe(suite.app.url);
      });
    },
  );
});

describe('redirects of the route table', () => {
  it('sends /auth to /auth/login', async () => {
    await asGuest('/auth', async (page) => {
      await waitForUrl(page, '/auth/login');
    });
  });

  it('sends /dashboard and /builder to /dashboard/resumes', async () => {
    await asUser('/dashboard', async (page) => {
      await waitForUrl(page, '/dashboard/resumes');
    });
    await asUser('/builder', async (page) => {
      await waitForUrl(page, '/dashboard/resumes');
    });
  });

  it('sends reset-password without a token to /auth/forgot-password', async () => {
    await asGuest('/auth/reset-password', async (page) => {
      await waitForUrl(page, '/auth/forgot-password');
    });
  });
});

describe('/auth/callback statuses', () => {
  it.each(['', '?status=bogus', '?status=error&error=access_denied'])(
    'sends an invalid status (%s) to login',
    async (query) => {
      await asGuest(`/auth/callback${query}`, async (page) => {
        await waitForUrl(page, '/auth/login');
      });
    },
  );

  it('sends authenticated without a session to login', async () => {
    await asGuest('/auth/callback?status=authenticated', async (page) => {
      await waitForUrl(page, '/auth/login');
    });
  });

  it('fetches the user for authenticated and goes to /dashboard', async () => {
    await asUser('/auth/callback?status=authenticated', async (page) => {
      await waitForUrl(page, '/dashboard/resumes');
    });
  });

  it('asks for the code on 2fa_required', async () => {
    const context = await suite.browser.createBrowserContext();
    try {
      const page = await openPage(context, originPage(suite.app.url));
      const person = newAccount('callback');
      await registerThroughApi(page, person);
      const setup = await apiFromPage<{ message: string }>(page, '/auth/2fa/setup', {
        method: 'POST',
      });
      const secret = totpSecret(setup.body.message);
      await apiFromPage(page, '/auth/2fa/enable', {
        method: 'POST',
        body: { code: totpForStep(secret, totpStep()) },
      });
      await apiFromPage(page, '/auth/logout', { method: 'POST' });
      const login = await apiFromPage<{ status: string }>(page, '/auth/login', {
        method: 'POST',
        body: { identifier: person.username, password: person.password },
      });
      expect(login.body.status).toBe('2fa_required');
      await rememberSession(page);
      await page.goto(`${suite.app.url}/auth/callback?status=2fa_required`);
      await waitForUrl(page, '/auth/verify-otp');
    } finally {
      await context.close();
    }
  });
});
