import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  Locator,
  type Page,
} from 'puppeteer-core';

/** Debian's Chromium unless CHROME_PATH names another. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Chromium as the render service runs it: no sandbox (containers), no GPU, no calls home. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // The browser's own omnibox popup pages (WebUI renderers that Chromium 156
  // starts for every window, so for every incognito context): a headless
  // browser never shows them, and they cost about half a second of CPU a
  // context (docs/performance.md#chromium-flags).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  // The app picks its language from the browser; tests read English.
  '--lang=en-US',
  // Only loopback is reachable here: any other host fails at once instead of waiting on DNS.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** Headless Chromium for one test file (beforeAll), closed in afterAll. */
export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: chromiumArgs,
    env: { ...process.env, LANG: 'en_US.UTF-8' },
  });
}

export type OpenPageOptions = {
  /** Viewport width; 390 (or less) is a phone: mobile viewport and touch. 1440 unless told. */
  width?: number;
  /** Viewport height; 900 on a desktop and 844 on a phone unless told. */
  height?: number;
  /** The system colour scheme the page sees (prefers-color-scheme). */
  colorScheme?: 'light' | 'dark';
  /** When the navigation counts as done; `load` unless told. */
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle0' | 'networkidle2';
};

/**
 * A page of the app's origin that runs none of the app's scripts (the health
 * check's answer): where a test signs up through the API or sets the browser's
 * storage before it opens the screen it tests, without paying for a load of
 * the app it never looks at (about 0.6 s of a test on this machine).
 */
export function originPage(appUrl: string): string {
  return `${appUrl}/healthz`;
}

/** A phone at most this wide. */
export const phoneWidth = 390;

const errorsOf = new WeakMap<Page, string[]>();
const ownContexts = new WeakMap<Page, BrowserContext>();

/**
 * Opens `url` in a tab. Given the browser, the tab gets a fresh incognito
 * context (no cookies, no storage): one per test. Given a context, the tab
 * shares its cookies (a second tab of the same person). Uncaught exceptions and
 * console errors are collected for {@link pageErrors}.
 */
export async function openPage(
  target: Browser | BrowserContext,
  url: string,
  { width = 1440, height, colorScheme = 'light', waitUntil = 'load' }: OpenPageOptions = {},
): Promise<Page> {
  const ownContext =
    'createBrowserContext' in target ? await target.createBrowserContext() : undefined;
  const page = await (ownContext ?? target).newPage();
  if (ownContext) {
    ownContexts.set(page, ownContext);
  }
  const errors: string[] = [];
  errorsOf.set(page, errors);
  page.on('pageerror', (error) => {
    errors.push(`page error: ${error instanceof Error ? error.message : String(error)}`);
  });
  page.on('console', (message) => {
    // An HTTP error status the app handles (a guest's 401) is logged by Chromium
    // as "Failed to load resource"; it is not an error of the page's code.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:')) {
      errors.push(`console error: ${message.text()}`);
    }
  });
  const phone = width <= phoneWidth;
  await page.setViewport({
    width,
    height: height ?? (phone ? 844 : 900),
    isMobile: phone,
    hasTouch: phone,
    deviceScaleFactor: 1,
  });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: colorScheme }]);
  await page.goto(url, { waitUntil });
  return page;
}

/** The page's uncaught exceptions and console errors so far ("page error: …", "console error: …"). */
export function pageErrors(page: Page): string[] {
  return [...(errorsOf.get(page) ?? [])];
}

/** Closes the tab, and its context when {@link openPage} made one for it. */
export async function closePage(page: Page): Promise<void> {
  const context = ownContexts.get(page);
  await (context ? context.close() : page.close());
}

function quoted(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/**
 * The control with this ARIA role and accessible name (exact), as assistive
 * technology sees it: e.g. `byRole(page, 'button', 'Sign in')`. Waits for it to
 * be visible and enabled when acted on.
 */
export function byRole(page: Page, role: string, name: string): Locator<Element> {
  return page.locator(`::-p-aria([name=${quoted(name)}][role=${quoted(role)}])`);
}

/** Clicks the control with this role and name, e.g. `clickByRole(page, 'link', 'Sign up')`. */
export async function clickByRole(page: Page, role: string, name: string): Promise<void> {
  await byRole(page, role, name).click();
}

/** Roles a labelled field can have. */
const fieldRoles = ['textbox', 'searchbox', 'combobox', 'spinbutton'];

/** The field whose accessible name (its label) is `label`. */
export function byLabel(page: Page, label: string): Locator<Element> {
  return Locator.race(fieldRoles.map((role) => byRole(page, role, label)));
}

/**
 * Types `value` into the field labelled `label` as a person does: clicks it,
 * selects what is there, and types key by key (so each keystroke's handlers run).
 */
export async function fillByLabel(page: Page, label: string, value: string): Promise<void> {
  const field = (await byLabel(page, label).waitHandle()) as ElementHandle<Element>;
  await field.click();
  const hadText = await field.evaluate((element) => {
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      element.select();
      return element.value.length > 0;
    }
    return (element.textContent ?? '').length > 0;
  });
  if (hadText) {
    const selectAll = process.platform === 'darwin' ? 'Meta' : 'Control';
    await page.keyboard.down(selectAll);
    await page.keyboard.press('a');
    await page.keyboard.up(selectAll);
    await page.keyboard.press('Backspace');
  }
  await page.keyboard.type(value);
  await field.dispose();
}

export type WaitOptions = { timeoutMs?: number };

/** Waits until the page's visible text contains `text` (or matches the pattern). */
export async function waitForText(
  page: Page,
  text: string | RegExp,
  { timeoutMs = 30_000 }: WaitOptions = {},
): Promise<void> {
  const pattern = typeof text === 'string' ? undefined : { source: text.source, flags: text.flags };
  await page
    .waitForFunction(
      (plain, regexp) => {
        const body = document.body?.innerText ?? '';
        return regexp ? new RegExp(regexp.source, regexp.flags).test(body) : body.includes(plain);
      },
      // Polled by time: a page in the background gets no animation frames.
      { timeout: timeoutMs, polling: 100 },
      typeof text === 'string' ? text : '',
      pattern,
    )
    .catch(async (error: unknown) => {
      const body = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '');
      throw new Error(
        `The page (${page.url()}) did not show ${String(text)} within ${timeoutMs} ms: ${
          (error as Error).message
        }\nIt shows:\n${body.slice(0, 2_000)}`,
      );
    });
}

/**
 * Waits until the page is at `pathname` (exact), or at a pathname and query
 * matching the pattern, e.g. `/^\/auth\/login\?redirect=/`.
 */
export async function waitForUrl(
  page: Page,
  pathname: string | RegExp,
  { timeoutMs = 30_000 }: WaitOptions = {},
): Promise<void> {
  const pattern =
    typeof pathname === 'string' ? undefined : { source: pathname.source, flags: pathname.flags };
  await page
    .waitForFunction(
      (plain, regexp) =>
        regexp
          ? new RegExp(regexp.source, regexp.flags).test(location.pathname + location.search)
          : location.pathname === plain,
      // Polled by time: a page in the background gets no animation frames.
      { timeout: timeoutMs, polling: 100 },
      typeof pathname === 'string' ? pathname : '',
      pattern,
    )
    .catch((error: unknown) => {
      throw new Error(
        `The page stayed at ${page.url()}, not ${String(pathname)}, for ${timeoutMs} ms: ${
          (error as Error).message
        }`,
      );
    });
}
