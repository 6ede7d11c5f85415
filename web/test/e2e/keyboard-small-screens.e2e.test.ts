// The builder with a keyboard and on a phone (docs/web.md#the-builder,
// docs/web.md#the-design-system): the skip link is the page's first stop and
// takes the focus to Full name (past the section rail; on a phone through the
// sections sheet); on a phone the preview's toolbar keeps one row, its other
// tools in a "More" menu, and the title is read whole; a touch screen shows no
// keyboard hints (⇧R, ⇧S) in the dashboard's menu.
import { mkdirSync } from 'node:fs';

import { type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
  byLabel,
  byRole,
  captureScreen,
  clickByRole,
  closePage,
  expectAccessible,
  openPage,
  pageErrors,
  personWithResume,
  phoneWidth,
  waitForText,
} from './harness';

jest.setTimeout(180_000);

const suite = appForTests();

/** Where the pictures of this file go when SHOTS_DIR names a folder (looked at by hand). */
const shotsDir = process.env.SHOTS_DIR;

async function openBuilder(width?: number, title?: string): Promise<{ page: Page; id: string }> {
  const { page, id } = await personWithResume(suite.browser, suite.app, { width, title });
  await page.goto(`${suite.app.url}/builder/${id}`);
  await builderFrameText(page);
  await byRole(page, 'toolbar', 'Preview tools').wait();
  return { page, id };
}

/** The focused element's accessible name and role, as assistive technology reads them. */
async function focused(page: Page): Promise<{ role: string; name: string } | null> {
  const snapshot = await page.accessibility.snapshot({ interestingOnly: false });
  const walk = (node: typeof snapshot): { role: string; name: string } | null => {
    if (!node) {
      return null;
    }
    if (node.focused) {
      return { role: node.role, name: node.name ?? '' };
    }
    for (const child of node.children ?? []) {
      const found = walk(child);
      if (found) {
        return found;
      }
    }
    return null;
  };
  return walk(snapshot);
}

/** Whether Full name has the focus (the very field, not only a field so named). */
async function fullNameFocused(page: Page): Promise<boolean> {
  const field = await byLabel(page, 'Full name').waitHandle();
  return page.evaluate((element) => element === document.activeElement, field);
}

/** The skip link's box while it has the focus: on the screen, not a pixel's clip. */
async function skipLinkBox(page: Page) {
  return page.evaluate(() => {
    const rect = document.activeElement!.getBoundingClientRect();
    return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
  });
}

describe('the builder with a keyboard', () => {
  it('makes "Skip to the form" the first Tab stop, shown on focus, and Enter takes the focus to Full name', async () => {
    const { page } = await openBuilder();
    try {
      await page.keyboard.press('Tab');
      expect(await focused(page)).toEqual({ role: 'link', name: 'Skip to the form' });
      const box = await skipLinkBox(page);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.width).toBeGreaterThan(40);
      expect(box.height).toBeGreaterThan(16);
      await expectAccessible(page, 'builder, skip link focused');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => (document.activeElement as HTMLInputElement | null)?.autocomplete === 'name',
        { polling: 100, timeout: 10_000 },
      );
      expect(await fullNameFocused(page)).toBe(true);
      // Typing goes into the field: the person is in the form.
      await page.keyboard.press('End');
      await page.keyboard.type(' Jr.');
      expect(
        await byLabel(page, 'Full name')
          .map((element) => (element as HTMLInputElement).value)
          .wait(),
      ).toBe('Ingrid Castellanos Jr.');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('on a phone, the skip link opens the sections sheet with the focus in Full name', async () => {
    const { page } = await openBuilder(phoneWidth);
    try {
      await page.keyboard.press('Tab');
      expect(await focused(page)).toEqual({ role: 'link', name: 'Skip to the form' });
      const box = await skipLinkBox(page);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.left + box.width).toBeLessThanOrEqual(phoneWidth);
      await page.keyboard.press('Enter');
      await byRole(page, 'dialog', 'Sections').wait();
      await page.waitForFunction(
        () => (document.activeElement as HTMLInputElement | null)?.autocomplete === 'name',
        { polling: 100, timeout: 10_000 },
      );
      expect(await fullNameFocused(page)).toBe(true);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});

describe('the builder on a phone', () => {
  /** The tops of the toolbar's controls (one value: one row) and its height against a button's. */
  async function toolbarRows(page: Page) {
    const toolbar = await byRole(page, 'toolbar', 'Preview tools').waitHandle();
    return toolbar.evaluate((element) => {
      const buttons = [...element.querySelectorAll('button')];
      const tops = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
      const tallest = Math.max(...buttons.map((button) => button.getBoundingClientRect().height));
      return {
        rows: tops.size,
        height: element.getBoundingClientRect().height,
        tallest,
        width: element.getBoundingClientRect().width,
        scrollWidth: element.scrollWidth,
      };
    });
  }

  /** The title heading: its text, its tooltip, and whether it shows all of it. */
  async function titleShown(page: Page) {
    const heading = await page.waitForSelector('header h1');
    return heading!.evaluate((element) => ({
      text: element.textContent,
      tooltip: element.getAttribute('title'),
      whole:
        element.scrollWidth <= element.clientWidth + 1 &&
        element.scrollHeight <= element.clientHeight + 1,
    }));
  }

  it('keeps the preview toolbar on one row at 390 px, the other tools in "More preview tools", and reads the title whole', async () => {
    const { page } = await openBuilder(phoneWidth);
    try {
      const toolbar = await toolbarRows(page);
      expect(toolbar.rows).toBe(1);
      // One row of buttons and the bar's padding and border: well under two rows.
      expect(toolbar.height).toBeLessThan(toolbar.tallest * 1.5 + 16);
      expect(toolbar.scrollWidth).toBeLessThanOrEqual(Math.ceil(toolbar.width));
      expect(await titleShown(page)).toEqual({
        text: 'Navy Engineer',
        tooltip: 'Navy Engineer',
        whole: true,
      });

      // Nothing is lost: the tools are in the menu, the switches with their state.
      await clickByRole(page, 'button', 'More preview tools');
      await byRole(page, 'menuitem', 'Reset zoom').wait();
      await byRole(page, 'menuitem', 'Center the artboard').wait();
      await byRole(page, 'menuitem', 'Make the resume public in Sharing to copy its link').wait();
      const pageNumbers = byRole(page, 'menuitemcheckbox', 'Show page numbers');
      const before = await pageNumbers
        .map((element) => element.getAttribute('aria-checked'))
        .wait();
      await expectAccessible(page, 'builder on a phone, more preview tools open');
      await pageNumbers.click();
      await clickByRole(page, 'button', 'More preview tools');
      await page.waitForFunction(
        (was) =>
          [...document.querySelectorAll('[role=menuitemcheckbox]')].some(
            (item) =>
              item.textContent?.includes('Show page numbers') &&
              item.getAttribute('aria-checked') !== was,
          ),
        { polling: 100, timeout: 10_000 },
        before,
      );
      await page.keyboard.press('Escape');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('gives a title too long for the bar in full in its tooltip', async () => {
    const title = 'Principal Navy Systems Engineer for the Pacific Submarine Fleet';
    const { page } = await openBuilder(phoneWidth, title);
    try {
      const shown = await titleShown(page);
      expect(shown.text).toBe(title);
      expect(shown.tooltip).toBe(title);
      expect((await toolbarRows(page)).rows).toBe(1);
    } finally {
      await closePage(page);
    }
  });
});

describe('a touch screen', () => {
  it('shows no keyboard hints in the phone menu; a desktop still shows them', async () => {
    const { page } = await personWithResume(suite.browser, suite.app, { width: phoneWidth });
    try {
      // The harness's phone is a touch screen (isMobile, hasTouch): a coarse pointer that cannot hover.
      expect(
        await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches),
      ).toBe(true);
      await page.goto(`${suite.app.url}/dashboard/resumes`);
      await clickByRole(page, 'button', 'Open menu');
      await byRole(page, 'dialog', 'Menu').wait();
      await byRole(page, 'link', 'Resumes').wait();
      const hints = await page.evaluate(() => ({
        text: document.body.innerText,
        shown: [...document.querySelectorAll('kbd')].filter(
          (kbd) => kbd.getBoundingClientRect().width > 0,
        ).length,
      }));
      expect(hints.shown).toBe(0);
      expect(hints.text).not.toMatch(/⇧[RSQ]/);
      // The shortcut is still named for a keyboard that may be attached.
      expect(
        await byRole(page, 'link', 'Resumes')
          .map((element) => element.getAttribute('aria-keyshortcuts'))
          .wait(),
      ).toBe('Shift+R');

      const desktop = await openPage(page.browserContext(), `${suite.app.url}/dashboard/resumes`);
      await waitForText(desktop, '⇧R');
      await waitForText(desktop, '⇧S');
      await desktop.close();
    } finally {
      await closePage(page);
    }
  });
});

describe('screenshots', () => {
  it('shows the skip link focused, light and dark, at 1440 and 390 px', async () => {
    const { page, id } = await openBuilder();
    const url = `${suite.app.url}/builder/${id}`;
    try {
      const focusSkipLink = async (shot: Page) => {
        await builderFrameText(shot);
        await shot.keyboard.press('Tab');
        await shot.waitForFunction(
          () => document.activeElement?.textContent === 'Skip to the form',
        );
      };
      await captureScreen(suite.browser, url, 'builder-skip-link', {
        context: page.browserContext(),
        prepare: focusSkipLink,
      });
      if (shotsDir) {
        mkdirSync(shotsDir, { recursive: true });
        for (const width of [1440, phoneWidth]) {
          for (const colorScheme of ['light', 'dark'] as const) {
            const shot = await openPage(page.browserContext(), url, { width, colorScheme });
            await focusSkipLink(shot);
            await shot.screenshot({
              path: `${shotsDir}/builder-skip-link-${colorScheme}-${width}.png`,
            });
            await shot.close();
          }
        }
      }
    } finally {
      await closePage(page);
    }
  });
});
