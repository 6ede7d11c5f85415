// The first burst of typing after the builder opens is one undo step, and the
// offline badge counts changes as the undo history does (docs/web.md#the-builder),
// in Chromium against the app as `make run` starts it.
import { type Page } from 'puppeteer-core';

import {
  appForTests,
  byLabel,
  catalogue,
  closePage,
  pageErrors,
  personWithResume,
  waitForText,
  waitUntilSaved,
} from './harness';

jest.setTimeout(240_000);

const suite = appForTests();

/** A person's typing speed: about 120 ms a key. */
const personsDelayMs = 120;

/** The value of the field with this label, read without waiting on animation frames. */
async function valueOf(page: Page, label: string): Promise<string> {
  const field = await page.$(`::-p-aria([name="${label}"][role="textbox"])`);
  return field ? field.evaluate((element) => (element as HTMLInputElement).value) : '';
}

/** Puts the caret at the end of the field, as a click at its end does. */
async function focusEnd(page: Page, label: string): Promise<void> {
  const field = await byLabel(page, label).waitHandle();
  await field.evaluate((element) => {
    const input = element as HTMLInputElement;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  });
  await field.dispose();
}

async function undoByKeyboard(page: Page): Promise<void> {
  await page.keyboard.down('Control');
  await page.keyboard.press('z');
  await page.keyboard.up('Control');
}

/** The resume as the server has it, asked from the page with its session. */
async function storedBasics(page: Page, id: string): Promise<{ name: string; headline: string }> {
  return page.evaluate(async (resumeId) => {
    const response = await fetch(`/api/resume/${resumeId}`, { credentials: 'include' });
    return ((await response.json()) as { data: { basics: { name: string; headline: string } } })
      .data.basics;
  }, id);
}

describe('undo of the first edit after the builder opens', () => {
  it('takes back the whole first word, even when the page is slow to draw its first letter', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    // The first edit after opening can take the page over a second to draw
    // (fonts, the preview's first redraw): here it always does, on every load.
    // Heard on window as the event bubbles up, after the builder took the letter.
    await page.evaluateOnNewDocument(() => {
      window.addEventListener(
        'input',
        () => {
          const until = performance.now() + 1500;
          while (performance.now() < until) {
            // busy, as a slow first redraw is
          }
        },
        { once: true },
      );
    });
    for (let load = 0; load < 3; load += 1) {
      await page.goto(`${suite.app.url}/builder/${id}`);
      await focusEnd(page, 'Headline');
      const original = await valueOf(page, 'Headline');
      await page.keyboard.type(' Analyst', { delay: personsDelayMs });
      expect(await valueOf(page, 'Headline')).toBe(`${original} Analyst`);
      await undoByKeyboard(page);
      expect(await valueOf(page, 'Headline')).toBe(original);
      await waitUntilSaved(page);
    }
    await closePage(page);
  });

  it('takes back the whole first word over fresh loads at a person’s speed', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    for (let load = 0; load < 4; load += 1) {
      await page.goto(`${suite.app.url}/builder/${id}`);
      await focusEnd(page, 'Headline');
      const original = await valueOf(page, 'Headline');
      await page.keyboard.type(' Analyst', { delay: personsDelayMs });
      await undoByKeyboard(page);
      expect(await valueOf(page, 'Headline')).toBe(original);
      await waitUntilSaved(page);
    }
    expect(pageErrors(page)).toEqual([]);
    await closePage(page);
  });
});

describe('the offline badge', () => {
  it('counts a typed headline as one change, a second field as two, and saves both back online', async () => {
    const english = catalogue('en-US');
    // The words are the catalogue's: one change, then changes.
    expect(english['builder.status.offline']).toContain('one {# change}');
    const { page, id } = await personWithResume(suite.browser, suite.app);
    await page.goto(`${suite.app.url}/builder/${id}`);
    await byLabel(page, 'Headline').wait();

    await page.setOfflineMode(true);
    await focusEnd(page, 'Headline');
    await page.keyboard.type(' and analyst of engines', { delay: personsDelayMs });
    await waitForText(page, 'Offline: 1 change kept on this device', { timeoutMs: 30_000 });

    await focusEnd(page, 'Full name');
    await page.keyboard.type(' King', { delay: personsDelayMs });
    await waitForText(page, 'Offline: 2 changes kept on this device', { timeoutMs: 30_000 });

    const headline = await valueOf(page, 'Headline');
    const name = await valueOf(page, 'Full name');
    await page.setOfflineMode(false);
    await waitUntilSaved(page);
    expect(await storedBasics(page, id)).toMatchObject({ headline, name });
    expect(headline).toMatch(/ and analyst of engines$/);
    expect(name).toMatch(/ King$/);
    await closePage(page);
  });
});
