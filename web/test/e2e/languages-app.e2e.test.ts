import { type BrowserContext, type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
  byRole,
  captureScreen,
  catalogue,
  expectAccessible,
  openPage,
  originPage,
  pageErrors,
  personWithResume,
  phoneWidth,
} from './harness';

jest.setTimeout(240_000);

const suite = appForTests();
/** One signed-in person with the sample resume, for every test of the file. */
let person: { context: BrowserContext; id: string };

beforeAll(async () => {
  const made = await personWithResume(suite.browser, suite.app);
  person = { context: made.page.browserContext(), id: made.id };
  // The context lives on with the person's cookies; its first tab is not needed.
  await made.page.close();
});

afterAll(async () => {
  // Before or after the browser closes (which closes it too).
  await person?.context.close().catch(() => undefined);
});

/** Chooses `locale` in the person's browser, as the language picker leaves it. */
async function chooseLocale(locale: string): Promise<void> {
  const page = await openPage(person.context, originPage(suite.app.url));
  try {
    await page.evaluate((chosen) => localStorage.setItem('vitae-locale', chosen), locale);
  } finally {
    await page.close();
  }
}

/** Opens `path` as the signed-in person, in the locale chosen last. */
async function openAs(path: string, width?: number): Promise<Page> {
  return openPage(person.context, `${suite.app.url}${path}`, { width });
}

type Box = { left: number; right: number; top: number; bottom: number };

/** Where an element named by its role and accessible name is drawn in the viewport. */
async function boxOf(page: Page, role: string, name: string): Promise<Box> {
  const handle = await byRole(page, role, name).waitHandle();
  try {
    return await handle.evaluate((element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left, right, top, bottom };
    });
  } finally {
    await handle.dispose();
  }
}

/**
 * Which way the arrow in a link or button points, judged by where its head is
 * drawn: the head is the icon's first path (lucide's arrows draw the head
 * first) and its box sits in the half the arrow points to, whatever the
 * transforms on the way.
 */
async function arrowPointing(page: Page, role: string, name: string): Promise<'left' | 'right'> {
  const handle = await byRole(page, role, name).waitHandle();
  try {
    return await handle.evaluate((element) => {
      const icon = element.querySelector('svg');
      const head = icon?.querySelector('path');
      if (!icon || !head) {
        throw new Error('no arrow in the control');
      }
      const whole = icon.getBoundingClientRect();
      const tip = head.getBoundingClientRect();
      return tip.left + tip.width / 2 < whole.left + whole.width / 2 ? 'left' : 'right';
    });
  } finally {
    await handle.dispose();
  }
}

/** Waits until what is sliding or fading in (a sheet, a drawer) has come to rest. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
}

/**
 * The characters of the side menu's first key hint ("⇧R") in the order they are
 * drawn from left to right: a key combination reads left to right in every
 * language.
 */
async function keyHintAsDrawn(page: Page, linkName: string): Promise<string> {
  const handle = await byRole(page, 'link', linkName).waitHandle();
  try {
    return await handle.evaluate((link) => {
      const text = link.querySelector('kbd')?.firstChild;
      if (!text?.textContent) {
        throw new Error('no key hint in the link');
      }
      const characters = [...text.textContent].map((character, index) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + character.length);
        return { character, left: range.getBoundingClientRect().left };
      });
      return characters
        .sort((a, b) => a.left - b.left)
        .map(({ character }) => character)
        .join('');
    });
  } finally {
    await handle.dispose();
  }
}

/**
 * Presses `key` on the template grid's chosen card and returns which template
 * was chosen before and after, by the card's name (the same in every language).
 */
async function templateAfterKey(page: Page, key: 'ArrowLeft' | 'ArrowRight'): Promise<string[]> {
  const checked = '[role="radio"][aria-checked="true"]';
  const chosen = () =>
    page.$eval(checked, (radio) => (radio.textContent ?? '').trim().toLowerCase());
  const before = await chosen();
  await page.focus(checked);
  await page.keyboard.press(key);
  await page.waitForFunction(
    (selector, was) =>
      (document.querySelector(selector)?.textContent ?? '').trim().toLowerCase() !== was,
    { polling: 50, timeout: 10_000 },
    checked,
    before,
  );
  return [before, await chosen()];
}

async function documentDirection(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
}

const interfaces = [
  ['de-DE', 'ltr'],
  ['ja-JP', 'ltr'],
  ['ar-SA', 'rtl'],
] as const;

describe('the signed-in app in the reader’s language', () => {
  it.each(interfaces)('shows the dashboard in %s, laid out %s', async (locale, dir) => {
    const words = catalogue(locale);
    await chooseLocale(locale);
    const page = await openAs('/dashboard/resumes');
    try {
      const nav = await boxOf(page, 'navigation', words['dashboard.nav.label']);
      await byRole(page, 'link', words['dashboard.nav.resumes']).wait();
      await byRole(page, 'heading', words['dashboard.resumes.title']).wait();
      expect(await documentDirection(page)).toEqual({ lang: locale, dir });
      // The side menu sits on the side the reader starts from.
      const width = page.viewport()!.width;
      if (dir === 'rtl') {
        expect(nav.left).toBeGreaterThan(width / 2);
      } else {
        expect(nav.right).toBeLessThan(width / 2);
      }
      expect(await keyHintAsDrawn(page, words['dashboard.nav.resumes'])).toBe('⇧R');
      await expectAccessible(page, `the resumes page in ${locale}`);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it.each(interfaces)('shows the builder in %s, laid out %s', async (locale, dir) => {
    const words = catalogue(locale);
    await chooseLocale(locale);
    const page = await openAs(`/builder/${person.id}`);
    try {
      await builderFrameText(page);
      const sections = await boxOf(page, 'complementary', words['builder.screen.sections']);
      const design = await boxOf(page, 'complementary', words['builder.screen.design']);
      const back = await boxOf(page, 'link', words['builder.topBar.back']);
      await byRole(page, 'heading', words['builder.sections.basics']).wait();
      expect(await documentDirection(page)).toEqual({ lang: locale, dir });
      const width = page.viewport()!.width;
      if (dir === 'rtl') {
        // Mirrored: the sections the reader fills in first are on the right,
        // the design tools on the left, and "back" is at the right and points right.
        expect(sections.left).toBeGreaterThan(width / 2);
        expect(design.right).toBeLessThan(width / 2);
        expect(back.left).toBeGreaterThan(width / 2);
        expect(await arrowPointing(page, 'link', words['builder.topBar.back'])).toBe('right');
        // Undo turns back against the reading: it points right as well.
        expect(await arrowPointing(page, 'button', words['builder.canvas.undo'])).toBe('right');
        // The template grid runs from the right: the left arrow takes the next template, the right one goes back.
        expect(await templateAfterKey(page, 'ArrowLeft')).toEqual(['glalie', 'kakuna']);
        expect(await templateAfterKey(page, 'ArrowRight')).toEqual(['kakuna', 'glalie']);
      } else {
        expect(sections.right).toBeLessThan(width / 2);
        expect(design.left).toBeGreaterThan(width / 2);
        expect(back.right).toBeLessThan(width / 2);
        expect(await arrowPointing(page, 'link', words['builder.topBar.back'])).toBe('left');
        expect(await arrowPointing(page, 'button', words['builder.canvas.undo'])).toBe('left');
      }
      // The resume's page is drawn whole inside the preview, not pushed off its side.
      const fits = await page.evaluate(() => {
        const frame = document.querySelector('iframe[src="/artboard/builder"]');
        const stage = frame?.closest('[role="region"]');
        if (!frame || !stage) {
          return null;
        }
        const page = frame.getBoundingClientRect();
        const view = stage.getBoundingClientRect();
        return page.left >= view.left && page.right <= view.right;
      });
      expect(fits).toBe(true);
      await expectAccessible(page, `the builder in ${locale}`);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it.each(interfaces)(
    'in %s (%s), widens the sections pane as its handle is dragged or stepped towards the preview',
    async (locale, dir) => {
      const words = catalogue(locale);
      await chooseLocale(locale);
      const page = await openAs(`/builder/${person.id}`);
      try {
        await builderFrameText(page);
        const before = await boxOf(page, 'complementary', words['builder.screen.sections']);
        const handle = await boxOf(page, 'separator', words['builder.screen.resizeLeft']);
        // Towards the preview: to the left when the sections are on the right.
        const towardsPreview = dir === 'rtl' ? -120 : 120;
        const x = (handle.left + handle.right) / 2;
        const y = (handle.top + handle.bottom) / 2;
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x + towardsPreview / 2, y, { steps: 4 });
        await page.mouse.move(x + towardsPreview, y, { steps: 4 });
        await page.mouse.up();
        const after = await boxOf(page, 'complementary', words['builder.screen.sections']);
        const widened = after.right - after.left - (before.right - before.left);
        expect(widened).toBeGreaterThan(100);
        expect(widened).toBeLessThan(140);
        // The keyboard agrees: the arrow key pointing at the preview widens it too.
        await byRole(page, 'separator', words['builder.screen.resizeLeft']).click();
        await page.keyboard.press(dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
        const stepped = await boxOf(page, 'complementary', words['builder.screen.sections']);
        expect(stepped.right - stepped.left).toBeGreaterThan(after.right - after.left + 20);
      } finally {
        await page.close();
      }
    },
  );

  it('opens the Arabic builder’s and dashboard’s sheets from the side they belong to on a phone', async () => {
    const words = catalogue('ar-SA');
    await chooseLocale('ar-SA');
    const page = await openAs(`/builder/${person.id}`, phoneWidth);
    try {
      await builderFrameText(page);
      await byRole(page, 'button', words['builder.topBar.sections']).click();
      await byRole(page, 'dialog', words['builder.screen.sections']).wait();
      await settled(page);
      const sheet = await boxOf(page, 'dialog', words['builder.screen.sections']);
      // The sections sheet comes in from the right (the start edge) and is flush with it.
      expect(Math.round(sheet.right)).toBe(phoneWidth);
      expect(sheet.left).toBeGreaterThan(0);
      await expectAccessible(page, 'the builder’s sections sheet in Arabic');
    } finally {
      await page.close();
    }
    const dashboard = await openAs('/dashboard/resumes', phoneWidth);
    try {
      await byRole(dashboard, 'button', words['dashboard.layout.openMenu']).click();
      await byRole(dashboard, 'dialog', words['dashboard.layout.menu']).wait();
      await settled(dashboard);
      const drawer = await boxOf(dashboard, 'dialog', words['dashboard.layout.menu']);
      expect(Math.round(drawer.right)).toBe(phoneWidth);
      expect(drawer.left).toBeGreaterThan(0);
    } finally {
      await dashboard.close();
    }
  });

  it('is pictured: the dashboard and the builder in German, Japanese and Arabic', async () => {
    for (const [locale] of interfaces) {
      const words = catalogue(locale);
      await chooseLocale(locale);
      await captureScreen(
        suite.browser,
        `${suite.app.url}/dashboard/resumes`,
        `dashboard-${locale}`,
        {
          context: person.context,
          prepare: async (shot) => {
            await byRole(shot, 'heading', words['dashboard.resumes.title']).wait();
            // The resume's preview picture, not its skeleton.
            await shot.waitForFunction(
              () => [...document.images].every((image) => image.complete),
              {
                polling: 100,
              },
            );
          },
        },
      );
      await captureScreen(
        suite.browser,
        `${suite.app.url}/builder/${person.id}`,
        `builder-${locale}`,
        {
          context: person.context,
          prepare: async (shot) => {
            await builderFrameText(shot);
            // On a phone the sections are a sheet: the picture shows it open.
            if ((shot.viewport()?.width ?? 1440) <= phoneWidth) {
              await byRole(shot, 'button', words['builder.topBar.sections']).click();
            }
            await byRole(shot, 'heading', words['builder.sections.basics']).wait();
          },
        },
      );
    }
  });
});
