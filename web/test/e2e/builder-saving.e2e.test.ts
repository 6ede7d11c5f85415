// No edit lost (docs/web.md#the-builder, docs/quality.md#case-1 to #case-4) and the one undo history, in Chromium
// against the app as `make run` starts it: the API going away for 30 s, a
// reload with edits not yet saved, two tabs of one resume, a save the server
// refuses, and 100 steps of undo and redo by keyboard and toolbar.
import { type HTTPRequest, type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
  byLabel,
  byRole,
  clickByRole,
  closePage,
  expectAccessible,
  fillByLabel,
  openPage,
  pageErrors,
  personWithResume,
  waitForText,
} from './harness';

jest.setTimeout(240_000);

const suite = appForTests();

type Stored = {
  version: number;
  data: { basics: { name: string; headline: string; email: string } };
};

/** The resume as the server has it, asked from the page with its session. */
async function stored(page: Page, id: string): Promise<Stored> {
  return page.evaluate(async (resumeId) => {
    const response = await fetch(`/api/resume/${resumeId}`, { credentials: 'include' });
    return (await response.json()) as Stored;
  }, id);
}

/** Selects the field's text and types `value` over it, as a person replacing it does. */
async function typeOver(page: Page, label: string, value: string): Promise<void> {
  const field = await byLabel(page, label).waitHandle();
  await field.click();
  await field.evaluate((element) => (element as HTMLInputElement).select());
  await page.keyboard.type(value);
  await field.dispose();
}

/**
 * The stored resume once `holds` is true of it. Typing that a busy machine
 * slows may be saved in more than one step; the last one is what counts.
 */
async function storedOnce(
  page: Page,
  id: string,
  holds: (resume: Stored) => boolean,
  timeoutMs = 30_000,
): Promise<Stored> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const resume = await stored(page, id);
    if (holds(resume)) {
      return resume;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `the stored resume never held what was typed: ${JSON.stringify(resume.data.basics)}`,
      );
    }
    // A poll of the server: nothing on the page says when another save lands.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The value of the field with this label, read without waiting on animation frames. */
async function valueOf(page: Page, label: string): Promise<string> {
  const field = await page.$(`::-p-aria([name="${label}"][role="textbox"])`);
  return field ? field.evaluate((element) => (element as HTMLInputElement).value) : '';
}

async function openBuilder(page: Page, id: string): Promise<void> {
  await page.goto(`${suite.app.url}/builder/${id}`);
  await byLabel(page, 'Full name').wait();
  await builderFrameText(page);
}

/** What the save status says (the live region in the top bar). */
async function saveState(page: Page): Promise<string> {
  return page.$eval(
    '[data-save-state]',
    (element) => element.getAttribute('data-save-state') ?? '',
  );
}

async function waitForSaveState(page: Page, state: string, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      document.querySelector('[data-save-state]')?.getAttribute('data-save-state') === wanted,
    { timeout, polling: 100 },
    state,
  );
}

async function waitForFrameText(page: Page, text: string): Promise<void> {
  const frameElement = await page.waitForSelector('iframe[src="/artboard/builder"]');
  const frame = await frameElement!.contentFrame();
  await frame.waitForFunction(
    (wanted) => (document.querySelector('.artboard')?.textContent ?? '').includes(wanted),
    { timeout: 30_000, polling: 100 },
    text,
  );
}

/** The builder's saves of a resume: its document (whole, or what changed), and its title, slug or visibility. */
const saveOperations = ['SaveResumeData', 'SaveResumePatch', 'SaveResumeMeta'];

/** The name of the GraphQL operation a request carries, if it is one. */
function operationOf(request: HTTPRequest): string | undefined {
  try {
    return (JSON.parse(request.postData() ?? '') as { operationName?: string }).operationName;
  } catch {
    return undefined;
  }
}

/**
 * Makes the API unreachable for this tab (every /api and /graphql request
 * fails as a refused connection would) until the returned function is called.
 * With `savesOnly`, only the resume's saves fail (the page can still load it).
 */
async function takeApiDown(
  page: Page,
  { savesOnly = false }: { savesOnly?: boolean } = {},
): Promise<() => Promise<void>> {
  await page.setRequestInterception(true);
  let down = true;
  const handler = (request: HTTPRequest) => {
    const path = new URL(request.url()).pathname;
    const failing = savesOnly
      ? path === '/graphql' && saveOperations.includes(operationOf(request) ?? '')
      : path.startsWith('/api/') || path === '/graphql';
    if (down && failing) {
      void request.abort('connectionrefused');
    } else {
      void request.continue();
    }
  };
  page.on('request', handler);
  return async () => {
    down = false;
    page.off('request', handler);
    await page.setRequestInterception(false);
  };
}

// Two tabs of one person: a person types in the tab in front (a tab behind gets
// no animation frames, which clicks and waits rely on), so each step brings its
// tab to the front first, as clicking on it would.
describe('quality: nothing the user typed is lost', () => {
  it('keeps every edit while the API is down for 30 s, says so, and saves them all when it is back', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, { sample: false });
    await openBuilder(page, id);
    await fillByLabel(page, 'Full name', 'Ada Lovelace');
    await waitForSaveState(page, 'saved');
    expect((await stored(page, id)).data.basics.name).toBe('Ada Lovelace');

    const bringBack = await takeApiDown(page);
    await fillByLabel(page, 'Headline', 'Analyst of engines');
    await waitForSaveState(page, 'offline');
    await waitForText(page, /Offline: \d+ changes? kept on this device/);
    await fillByLabel(page, 'Full name', 'Augusta Ada King');
    await waitForFrameText(page, 'Augusta Ada King');
    // Down for 30 s in all, the person still sees every edit in the preview. A fixed
    // wait on purpose: the outage's length is what is tested, not a state to reach.
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    expect(await saveState(page)).toBe('offline');
    const text = await builderFrameText(page);
    expect(text).toContain('Augusta Ada King');
    expect(text).toContain('Analyst of engines');

    await bringBack();
    await waitForSaveState(page, 'saved', 30_000);
    const saved = await stored(page, id);
    expect(saved.data.basics.name).toBe('Augusta Ada King');
    expect(saved.data.basics.headline).toBe('Analyst of engines');
    expect(pageErrors(page).filter((error) => !error.includes('net::'))).toEqual([]);
    await closePage(page);
  });

  it('edits not yet saved survive a reload and a closed tab, and are saved then', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, { sample: false });
    await openBuilder(page, id);
    // Saves fail from here on, across the reload, until brought back.
    const bringBack = await takeApiDown(page, { savesOnly: true });
    await fillByLabel(page, 'Full name', 'Grace Hopper');
    // The whole name is on screen (each key's draft is written as it is shown);
    // on a slow machine the first failed save can come before the last keys.
    await waitForFrameText(page, 'Grace Hopper');
    await waitForSaveState(page, 'offline');
    // Leaving with unsaved edits asks first.
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    const reloaded = page.waitForNavigation({ waitUntil: 'load' });
    await page.evaluate(() => location.reload());
    expect(await asked).toBe('beforeunload');
    await reloaded;
    await byLabel(page, 'Full name').wait();
    // The draft is back on screen and in the preview, not yet stored.
    expect(
      await byLabel(page, 'Full name')
        .map((element) => (element as HTMLInputElement).value)
        .wait(),
    ).toBe('Grace Hopper');
    await waitForFrameText(page, 'Grace Hopper');
    await waitForSaveState(page, 'offline');
    expect((await stored(page, id)).data.basics.name).toBe('');
    await bringBack();
    await waitForSaveState(page, 'saved', 30_000);
    expect((await stored(page, id)).data.basics.name).toBe('Grace Hopper');

    // A closed tab: the draft stays in this browser, and the next tab sends it.
    const context = page.browserContext();
    await takeApiDown(page, { savesOnly: true });
    await fillByLabel(page, 'Headline', 'Rear admiral');
    await waitForSaveState(page, 'offline');
    // Kept in this browser's IndexedDB as typed, before the tab goes.
    await page.waitForFunction(
      (resumeId) =>
        new Promise<boolean>((resolve) => {
          const request = indexedDB.open('vitae-builder');
          request.onsuccess = () => {
            const get = request.result
              .transaction('drafts', 'readonly')
              .objectStore('drafts')
              .get(resumeId);
            get.onsuccess = () =>
              resolve(
                (get.result as { data?: { basics?: { headline?: string } } } | undefined)?.data
                  ?.basics?.headline === 'Rear admiral',
              );
            get.onerror = () => resolve(false);
          };
          request.onerror = () => resolve(false);
        }),
      { polling: 100, timeout: 10_000 },
      id,
    );
    await page.close({ runBeforeUnload: false });
    const next = await openPage(context, `${suite.app.url}/builder/${id}`);
    await byLabel(next, 'Full name').wait();
    await waitForSaveState(next, 'saved');
    expect((await stored(next, id)).data.basics.headline).toBe('Rear admiral');
    await closePage(next);
    await context.close();
  });

  it('two tabs never mix documents; the other tab is told at once and can keep its own, whole', async () => {
    const { page: first, id } = await personWithResume(suite.browser, suite.app, { sample: false });
    await openBuilder(first, id);
    const second = await openPage(first.browserContext(), `${suite.app.url}/builder/${id}`);
    await byLabel(second, 'Full name').wait();

    // A tab with nothing unsaved shows the other's save at once, and says so.
    await first.bringToFront();
    await fillByLabel(first, 'Full name', 'First tab');
    await waitForSaveState(first, 'saved');
    await waitForText(second, 'This resume was changed in another tab.');
    await waitForFrameText(second, 'First tab');
    await second.bringToFront();
    expect(await valueOf(second, 'Full name')).toBe('First tab');

    // Both edit: the second tab's save is held back while the first saves.
    const bringBack = await takeApiDown(second);
    await second.bringToFront();
    await fillByLabel(second, 'Headline', 'Second tab headline');
    await waitForSaveState(second, 'offline');
    await first.bringToFront();
    await fillByLabel(first, 'Full name', 'First tab again');
    await waitForSaveState(first, 'saved');
    // Told at once (BroadcastChannel), before its own save is even tried.
    await waitForText(second, 'This resume changed somewhere else');
    await second.bringToFront();
    await byRole(second, 'alertdialog', 'This resume changed somewhere else').wait();
    await expectAccessible(second, 'builder conflict dialog');
    await bringBack();
    await second.bringToFront();
    await clickByRole(second, 'button', 'Keep my version');
    await waitForSaveState(second, 'saved');
    // The second tab's whole document won: its headline, and its name, not the first's later name.
    const saved = await stored(second, id);
    expect(saved.data.basics.headline).toBe('Second tab headline');
    expect(saved.data.basics.name).toBe('First tab');
    // The first tab, with nothing unsaved, now shows that document.
    await waitForFrameText(first, 'Second tab headline');

    // And the other way: load the other version, dropping this tab's change.
    const bringBackFirst = await takeApiDown(first);
    await first.bringToFront();
    await fillByLabel(first, 'Full name', 'Dropped name');
    await waitForSaveState(first, 'offline');
    await second.bringToFront();
    await fillByLabel(second, 'Full name', 'Kept name');
    await waitForSaveState(second, 'saved');
    await waitForText(first, 'This resume changed somewhere else');
    await bringBackFirst();
    await first.bringToFront();
    await clickByRole(first, 'button', 'Load the other version');
    await waitForSaveState(first, 'saved');
    await waitForFrameText(first, 'Kept name');
    expect((await stored(first, id)).data.basics.name).toBe('Kept name');
    await closePage(second);
    await closePage(first);
  });

  it('a save the server refuses names its field, keeps the edit on screen, and leaves the database unchanged', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, { sample: false });
    await openBuilder(page, id);
    await fillByLabel(page, 'Email', 'ada@example.org');
    await waitForSaveState(page, 'saved');
    const before = await storedOnce(
      page,
      id,
      (resume) => resume.data.basics.email === 'ada@example.org',
    );

    // Typed over the selected address, so no empty address (which is valid,
    // and would be saved on a slow machine) comes between the two.
    await typeOver(page, 'Email', 'ada@');
    await waitForSaveState(page, 'failed');
    await waitForText(page, /Could not save: basics\.email: /);
    expect(
      await byLabel(page, 'Email')
        .map((element) => (element as HTMLInputElement).value)
        .wait(),
    ).toBe('ada@');
    const after = await stored(page, id);
    expect(after.version).toBe(before.version);
    expect(after.data.basics.email).toBe('ada@example.org');

    await fillByLabel(page, 'Email', 'ada@analytical.org');
    await waitForSaveState(page, 'saved');
    expect((await stored(page, id)).data.basics.email).toBe('ada@analytical.org');
    await closePage(page);
  });
});

describe('undo and redo (100 steps, keyboard and toolbar)', () => {
  it('takes back 100 steps by keyboard, no more, and brings them back by the toolbar', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, { sample: true });
    await openBuilder(page, id);
    const pageNumbers = byRole(page, 'button', 'Show page numbers');
    const breakLine = byRole(page, 'button', 'Show the page-break line');
    const pressed = async () => [
      await breakLine.map((element) => element.getAttribute('aria-pressed')).wait(),
      await pageNumbers.map((element) => element.getAttribute('aria-pressed')).wait(),
    ];
    expect(await pressed()).toEqual(['true', 'true']);
    // 110 steps, alternating two switches so no two are one burst.
    for (let step = 0; step < 110; step += 1) {
      await (step % 2 === 0 ? breakLine : pageNumbers).click();
    }
    // After 110 toggles each switch was flipped 55 times: both off.
    expect(await pressed()).toEqual(['false', 'false']);
    await waitForFrameText(page, 'Ingrid');

    await page.click('iframe[src="/artboard/builder"]').catch(() => undefined);
    await page.focus('[role="region"][aria-label="Resume preview"]');
    for (let step = 0; step < 100; step += 1) {
      await page.keyboard.down('Control');
      await page.keyboard.press('z');
      await page.keyboard.up('Control');
    }
    // The first 10 steps stay: breakLine flipped 5 times (off), pageNumbers 5 times (off).
    expect(await pressed()).toEqual(['false', 'false']);
    expect(
      await byRole(page, 'button', 'Undo')
        .map((element) => (element as HTMLButtonElement).disabled)
        .wait(),
    ).toBe(true);
    // One more step back was taken: the 11th toggle (breakLine, to on) is undone.
    await byRole(page, 'button', 'Redo').click();
    expect(await pressed()).toEqual(['true', 'false']);
    for (let step = 1; step < 100; step += 1) {
      await byRole(page, 'button', 'Redo').click();
    }
    expect(await pressed()).toEqual(['false', 'false']);
    expect(
      await byRole(page, 'button', 'Redo')
        .map((element) => (element as HTMLButtonElement).disabled)
        .wait(),
    ).toBe(true);
    // Ctrl+Shift+Z and Ctrl+Y are redo too: one undo, then each brings it back.
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    await page.keyboard.up('Control');
    expect(await pressed()).toEqual(['false', 'true']);
    await page.keyboard.down('Control');
    await page.keyboard.press('y');
    await page.keyboard.up('Control');
    expect(await pressed()).toEqual(['false', 'false']);
    await waitForSaveState(page, 'saved');
    await closePage(page);
  });
});
