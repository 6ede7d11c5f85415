import { templates } from '@vitae/schema';
import { type Page } from 'puppeteer-core';

import {
  appForTests,
  byRole,
  captureScreen,
  closePage,
  expectAccessible,
  openPage,
  pageErrors,
  phoneWidth,
  waitForUrl,
} from './harness';

jest.setTimeout(180_000);

const suite = appForTests();

const heroHeading =
  '::-p-aria([role="heading"][name="A resume you are proud to send, without paying for it."])';

async function openLanding(options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const page = await openPage(suite.browser, `${suite.app.url}/`, options);
  await page.locator(heroHeading).wait();
  return page;
}

/** Presses Tab until the focused element is the control with this accessible name. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    if (focused === name) {
      return;
    }
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** Whether the slide's image lies inside the carousel's visible width. */
function slideVisible(page: Page, label: string): Promise<boolean> {
  return page.evaluate((wanted) => {
    const track = document.querySelector('[aria-roledescription="carousel"]');
    const slide = [...document.querySelectorAll('[aria-roledescription="slide"]')].find(
      (candidate) => candidate.getAttribute('aria-label') === wanted,
    );
    if (!track || !slide) {
      return false;
    }
    const area = track.getBoundingClientRect();
    const box = slide.getBoundingClientRect();
    return box.left >= area.left - 1 && box.right <= area.right + 1;
  }, label);
}

describe('the landing page', () => {
  it('offers a visitor Create an Account and Login, and shows no promotional banner today', async () => {
    const page = await openLanding();
    try {
      expect(await page.title()).toBe('A free and open resume builder - Vitae');
      const register = await byRole(page, 'link', 'Create an Account').waitHandle();
      expect(await register.evaluate((link) => link.getAttribute('href'))).toBe('/auth/register');
      const login = await byRole(page, 'link', 'Login').waitHandle();
      expect(await login.evaluate((link) => link.getAttribute('href'))).toBe('/auth/login');
      expect(await page.$('::-p-aria([role="region"][name="Announcement"])')).toBeNull();
      const sections = await page.$$eval('h2', (headings) => headings.map((h) => h.textContent));
      expect(sections).toEqual(
        expect.arrayContaining([
          'Everything a resume needs',
          'Eighteen templates, one click apart',
          'What people say after the interview',
          'About Vitae',
          'Questions, answered',
          'Our mission',
        ]),
      );
      expect(await page.$$eval('#logos-title + ul li', (items) => items.length)).toBe(5);
      expect(await page.$$eval('blockquote', (quotes) => quotes.length)).toBe(9);
      expect(
        await page.$$eval('[aria-roledescription="slide"] img', (images) =>
          images.map((image) => [image.getAttribute('src'), image.getAttribute('loading')]),
        ),
      ).toHaveLength(templates.length);
      await register.click();
      await waitForUrl(page, '/auth/register');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it("keeps the hero's words clear of its template previews from phone to wide screens", async () => {
    for (const width of [phoneWidth, 1024, 1280, 1440, 1920]) {
      const page = await openLanding({ width });
      try {
        await page.waitForFunction(() =>
          [
            ...document.querySelectorAll('section[aria-labelledby="hero-title"] [role="img"] img'),
          ].every((image) => (image as HTMLImageElement).complete),
        );
        const clashes = await page.evaluate(() => {
          const hero = document.querySelector('section[aria-labelledby="hero-title"]')!;
          const visual = hero.querySelector('[role="img"]')!;
          const sheets = [...visual.querySelectorAll('img')].map((image) =>
            image.getBoundingClientRect(),
          );
          const words = [...hero.querySelectorAll('h1, p, a, button')].filter(
            (element) => !visual.contains(element),
          );
          const found: string[] = [];
          for (const element of words) {
            const box = element.getBoundingClientRect();
            for (const sheet of sheets) {
              if (
                box.width > 0 &&
                box.left < sheet.right &&
                box.right > sheet.left &&
                box.top < sheet.bottom &&
                box.bottom > sheet.top
              ) {
                found.push(element.textContent ?? element.tagName);
              }
            }
          }
          const wide = document.documentElement.scrollWidth > window.innerWidth;
          return { found: [...new Set(found)], wide, sheets: sheets.length };
        });
        expect({ width, ...clashes }).toEqual({ width, found: [], wide: false, sheets: 3 });
      } finally {
        await closePage(page);
      }
    }
  });

  it('opens an FAQ answer as a disclosure', async () => {
    const page = await openLanding();
    try {
      const question = byRole(page, 'button', 'Is Vitae really free?');
      const trigger = await question.waitHandle();
      expect(await trigger.evaluate((button) => button.getAttribute('aria-expanded'))).toBe(
        'false',
      );
      await trigger.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() =>
        document.body.innerText.includes('Every feature is free for everyone'),
      );
      expect(await trigger.evaluate((button) => button.getAttribute('aria-expanded'))).toBe('true');
    } finally {
      await closePage(page);
    }
  });

  it('moves through every template with the keyboard', async () => {
    const count = templates.length;
    const last = templates[count - 1];
    const page = await openLanding();
    try {
      expect(await slideVisible(page, `1 of ${count}`)).toBe(true);
      expect(await slideVisible(page, `${count} of ${count}`)).toBe(false);
      await tabTo(page, 'Next templates');
      for (let press = 0; press < count; press += 1) {
        // Read the button once the page has drawn the last scroll's outcome.
        const disabled = await page.evaluate(
          () =>
            new Promise<boolean>((resolve) =>
              requestAnimationFrame(() =>
                resolve((document.activeElement as HTMLButtonElement | null)?.disabled ?? true),
              ),
            ),
        );
        if (disabled) {
          break;
        }
        // Each press moves the row; the next waits until its scroll has come to rest.
        await page.evaluate(() => {
          const row = document.querySelector('[aria-roledescription="carousel"]') as HTMLElement;
          const start = row.scrollLeft;
          (window as unknown as { moved: Promise<number> }).moved = new Promise((resolve) =>
            row.addEventListener('scrollend', () => resolve(Math.abs(row.scrollLeft - start)), {
              once: true,
            }),
          );
        });
        await page.keyboard.press('Enter');
        expect(
          await page.evaluate(() => (window as unknown as { moved: Promise<number> }).moved),
        ).toBeGreaterThan(1);
      }
      await page.waitForFunction(
        () =>
          (document.querySelector('[aria-label="Next templates"]') as HTMLButtonElement).disabled,
      );
      expect(await slideVisible(page, `${count} of ${count}`)).toBe(true);
      const alt = `A sample resume in the ${last.charAt(0).toUpperCase()}${last.slice(1)} template`;
      expect(await page.$eval(`img[alt="${alt}"]`, (image) => image.getAttribute('src'))).toBe(
        `/templates/jpg/${last}.jpg`,
      );
      // The row itself takes the arrow keys, Home and End.
      await page.focus('[aria-roledescription="carousel"]');
      await page.keyboard.press('Home');
      await page.waitForFunction(
        () =>
          !(document.querySelector('[aria-label="Next templates"]') as HTMLButtonElement).disabled,
      );
      await page.waitForFunction(
        () =>
          (document.querySelector('[aria-label="Previous templates"]') as HTMLButtonElement)
            .disabled,
      );
      expect(await slideVisible(page, `1 of ${count}`)).toBe(true);
    } finally {
      await closePage(page);
    }
  });

  it('offers a signed-in person Go to Dashboard and Logout', async () => {
    const page = await openPage(suite.browser, `${suite.app.url}/auth/register`);
    try {
      const username = `lin${Date.now().toString(36)}`;
      const status = await page.evaluate(
        async (account) => {
          const response = await fetch('/api/auth/register', {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(account),
          });
          // What the app's session keeps after a sign-in: this browser had a session.
          localStorage.setItem('vitae-session', '1');
          return response.status;
        },
        {
          name: 'Lin Wei',
          username,
          email: `${username}@example.org`,
          password: 'correct horse battery',
          locale: 'en-US',
        },
      );
      expect(status).toBe(201);
      await page.goto(`${suite.app.url}/`);
      const dashboard = await byRole(page, 'link', 'Go to Dashboard').waitHandle();
      expect(await dashboard.evaluate((link) => link.getAttribute('href'))).toBe('/dashboard');
      expect(await page.$('::-p-aria([role="link"][name="Create an Account"])')).toBeNull();
      await byRole(page, 'button', 'Logout').click();
      await byRole(page, 'link', 'Create an Account').wait();
      await page.goto(`${suite.app.url}/`);
      await byRole(page, 'link', 'Login').wait();
    } finally {
      await closePage(page);
    }
  });

  it('has no serious or critical accessibility violation, light and dark, desktop and phone', async () => {
    for (const [colorScheme, width] of [
      ['light', 1440],
      ['dark', 1440],
      ['dark', phoneWidth],
    ] as const) {
      const page = await openLanding({ colorScheme, width });
      try {
        await expectAccessible(page, `the landing page (${colorScheme}, ${width} px)`);
      } finally {
        await closePage(page);
      }
    }
    await captureScreen(suite.browser, `${suite.app.url}/`, 'landing', {
      // The whole page is pictured, so the images below the fold load as for a person who scrolls.
      prepare: async (page) => {
        await page.locator(heroHeading).wait();
        await page.evaluate(() =>
          Promise.all(
            [...document.images].map((image) => {
              image.loading = 'eager';
              return image.decode().catch(() => undefined);
            }),
          ),
        );
      },
    });
  });
});
