import {
  appForTests,
  captureScreen,
  closePage,
  expectAccessible,
  openPage,
  pageErrors,
} from './harness';

jest.setTimeout(180_000);

// make run's own mode (PGlite, in-process bus); the other files use PostgreSQL, which starts faster.
const suite = appForTests({ database: 'embedded' });

describe('the app as make run starts it', () => {
  it.each([
    ['light', 1440],
    ['dark', 1440],
    ['light', 390],
    ['dark', 390],
  ] as const)('renders / in %s mode at %i px without a page error', async (colorScheme, width) => {
    const page = await openPage(suite.browser, `${suite.app.url}/`, { colorScheme, width });
    try {
      await page.waitForFunction(
        () => (document.getElementById('root')?.childElementCount ?? 0) > 0,
      );
      await page.locator('::-p-aria([role="heading"])').wait();
      expect(await page.title()).toContain('Vitae');
      const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
      expect(dark).toBe(colorScheme === 'dark');
      expect(await page.evaluate(() => innerWidth)).toBe(width);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('has no serious or critical accessibility violation on /', async () => {
    const page = await openPage(suite.browser, `${suite.app.url}/`);
    try {
      await page.locator('::-p-aria([role="heading"])').wait();
      await expectAccessible(page, 'the landing page');
    } finally {
      await closePage(page);
    }
    await captureScreen(suite.browser, `${suite.app.url}/`, 'landing');
  });

  it('answers /healthz with 200', async () => {
    const response = await fetch(`${suite.app.url}/healthz`);
    expect(response.status).toBe(200);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${suite.app.url}/api/no-such-route`, {
      headers: { accept: 'text/html,application/json' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ statusCode: 404 });
  });

  it('mails the verification link of a registration to the mailbox', async () => {
    const email = `smoke.${Date.now().toString(36)}@example.org`;
    const response = await fetch(`${suite.app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        name: 'Ada Lovelace',
        username: `smoke${Date.now().toString(36)}`,
        email,
        password: 'correct horse battery',
        locale: 'en-US',
      }),
    });
    expect(response.status).toBe(201);
    const mail = await suite.app.mailbox.next({ to: email.toUpperCase() });
    expect(mail.to).toBe(email);
    expect(mail.links).toEqual([
      expect.stringMatching(`^${suite.app.url}/auth/verify-email\\?token=.+`),
    ]);
  });
});
