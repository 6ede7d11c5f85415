// The builder's left pane (docs/web.md#the-builder): sections, item lists and item dialogs,
// driven as a person does, each change checked in the artboard frame, and the
// whole document found again after a reload.
import { type Frame, type KeyInput, type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
  byLabel,
  byRole,
  captureScreen,
  closePage,
  expectAccessible,
  fillByLabel,
  lockResume,
  momentsOfFade,
  pageErrors,
  personWithResume,
  phoneWidth,
  waitForText,
  waitUntilSaved,
} from './harness';

jest.setTimeout(300_000);

const suite = appForTests();

function quoted(value: string): string {
  return `"${value.replaceAll('"', '\\"')}"`;
}

/** A control with this role and name inside the pane section `section-{id}`. */
function inSection(page: Page, id: string, role: string, name: string) {
  return page.locator(
    `[id="section-${id}"] ::-p-aria([name=${quoted(name)}][role=${quoted(role)}])`,
  );
}

/** Waits until a live region of the page says `text` (the drag and drop announcements). */
async function announced(page: Page, text: string, timeoutMs = 30_000): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('[aria-live]')].some((region) =>
        (region.textContent ?? '').includes(expected),
      ),
    // Polled by time: a page in the background gets no animation frames.
    { polling: 100, timeout: timeoutMs },
    text,
  );
}

/** Presses `key` until a live region says `text`: at most ten presses, a second apart. */
async function pressUntilAnnounced(page: Page, key: KeyInput, text: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.keyboard.press(key);
    try {
      await announced(page, text, 1_000);
      return;
    } catch (error) {
      if (attempt === 10) {
        throw error;
      }
    }
  }
}

async function artboard(page: Page): Promise<Frame> {
  const frameElement = await page.waitForSelector('iframe[src="/artboard/builder"]');
  return (await frameElement!.contentFrame())!;
}

/** Waits until the artboard's text passes `test` (polled: the frame redraws after a message). */
async function waitForFrame(
  page: Page,
  test: (text: string) => boolean,
  what: string,
): Promise<string> {
  const deadline = Date.now() + 20_000;
  let text = '';
  while (Date.now() < deadline) {
    text = await builderFrameText(page);
    if (test(text)) {
      return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The artboard never showed ${what}; it shows: ${text.slice(0, 1_500)}`);
}

const frameHas = (page: Page, text: string) =>
  waitForFrame(page, (drawn) => drawn.includes(text), `"${text}"`);
const frameLacks = (page: Page, text: string) =>
  waitForFrame(page, (drawn) => !drawn.includes(text), `no "${text}"`);

/** The open dialog's title, once it is there. */
async function dialogTitled(page: Page, title: string): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some(
        (dialog) => dialog.querySelector('h2')?.textContent === expected,
      ),
    { polling: 100, timeout: 10_000 },
    title,
  );
}

/**
 * Waits until no dialog is open and none is fading out: while it fades, its
 * backdrop still covers the page and takes a click meant for what is under it
 * (a loaded machine draws the fade for seconds).
 */
async function dialogClosed(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
      ) &&
      [
        ...document.querySelectorAll<HTMLElement>('[data-scope="dialog"][data-part="backdrop"]'),
      ].every((backdrop) => backdrop.hidden || getComputedStyle(backdrop).display === 'none'),
    { polling: 100, timeout: 10_000 },
  );
}

async function openBuilder(page: Page, id: string): Promise<void> {
  await page.goto(`${suite.app.url}/builder/${id}`);
  await artboard(page);
  await builderFrameText(page);
  await byRole(page, 'button', 'Add a new section').wait();
}

/** Each item section with the fields a person fills to create an item, and what the preview then shows. */
const everySection: { id: string; fields: [string, string][]; drawn: string }[] = [
  {
    id: 'profiles',
    fields: [
      ['Network', 'Mastodon'],
      ['Username', 'grace@navy.social'],
    ],
    drawn: 'grace@navy.social',
  },
  { id: 'experience', fields: [['Company', 'Eckert-Mauchly']], drawn: 'Eckert-Mauchly' },
  { id: 'education', fields: [['Institution', 'Yale University']], drawn: 'Yale University' },
  { id: 'skills', fields: [['Name', 'Compilers']], drawn: 'Compilers' },
  { id: 'languages', fields: [['Name', 'Latin']], drawn: 'Latin' },
  {
    id: 'awards',
    fields: [['Title', 'National Medal of Technology']],
    drawn: 'National Medal of Technology',
  },
  {
    id: 'certifications',
    fields: [['Name', 'Naval Reserve Commission']],
    drawn: 'Naval Reserve Commission',
  },
  { id: 'interests', fields: [['Name', 'Nanoseconds']], drawn: 'Nanoseconds' },
  { id: 'projects', fields: [['Name', 'FLOW-MATIC']], drawn: 'FLOW-MATIC' },
  {
    id: 'publications',
    fields: [['Name', 'The Education of a Computer']],
    drawn: 'The Education of a Computer',
  },
  {
    id: 'volunteer',
    fields: [['Organization', 'Computer History Society']],
    drawn: 'Computer History Society',
  },
  { id: 'references', fields: [['Name', 'Howard Aiken']], drawn: 'Howard Aiken' },
];

describe('builder sections (the left pane)', () => {
  it('creates an item in every one of the 12 sections through its dialog, and keeps them all', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, { sample: false });
    await openBuilder(page, id);
    for (const { id: section, fields, drawn } of everySection) {
      await inSection(page, section, 'button', 'Add a new item').click();
      await dialogTitled(page, 'Create a new item');
      for (const [label, value] of fields) {
        await fillByLabel(page, label, value);
      }
      await byRole(page, 'button', 'Create').click();
      await dialogClosed(page);
      await frameHas(page, drawn);
    }
    await page.waitForFunction(
      () =>
        document.querySelector('[data-save-state]')?.getAttribute('data-save-state') === 'saved',
      { polling: 100, timeout: 30_000 },
    );
    await openBuilder(page, id);
    const text = await builderFrameText(page);
    for (const { drawn } of everySection) {
      expect(text).toContain(drawn);
    }
    expect(pageErrors(page)).toEqual([]);
    await closePage(page);
  });

  it('lets a click reach what is under a dialog while the dialog fades out', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, { sample: false });
    await openBuilder(page, id);
    // A slower processor draws the fade long enough to click during it every time.
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    try {
      await inSection(page, 'profiles', 'button', 'Add a new item').click();
      await dialogTitled(page, 'Create a new item');
      // What a click on the next section's "Add a new item" would hit, each moment of the fade.
      const moments = await momentsOfFade(
        page,
        {
          fading: '[data-scope="dialog"][data-part="backdrop"][data-state="closed"]',
          target: '[id="section-experience"] button',
          text: 'Add a new item',
        },
        () => page.keyboard.press('Escape'),
      );
      const hits = moments.map((moment) => moment.hit);
      expect(hits.length).toBeGreaterThan(0);
      expect(new Set(hits)).toEqual(new Set(['the button']));
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    await closePage(page);
  });

  it('builds sections from empty, each change in the preview, and keeps them after a reload', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, { sample: false });
    await openBuilder(page, id);
    await expectAccessible(page, 'builder-sections');

    // Experience, with a summary; the required company is asked for first.
    await inSection(page, 'experience', 'button', 'Add a new item').click();
    await dialogTitled(page, 'Create a new item');
    await expectAccessible(page, 'builder-sections-dialog');
    await fillByLabel(page, 'Position', 'Rear Admiral');
    await byRole(page, 'button', 'Create').click();
    await waitForText(page, 'Company is required.');
    await fillByLabel(page, 'Company', 'United States Navy');
    await fillByLabel(page, 'Date or Date Range', '1943 - 1986');
    await fillByLabel(page, 'Summary', 'Led the team behind COBOL compilers');
    await byRole(page, 'button', 'Create').click();
    await dialogClosed(page);
    await frameHas(page, 'United States Navy');
    await frameHas(page, 'Led the team behind COBOL compilers');
    await page.waitForSelector(
      '[id="section-experience"] li button[data-item-title="United States Navy"]',
    );

    // A second experience, to reorder and hide.
    await inSection(page, 'experience', 'button', 'Add a new item').click();
    await dialogTitled(page, 'Create a new item');
    await fillByLabel(page, 'Company', 'Harvard Computation Lab');
    await byRole(page, 'button', 'Create').click();
    await dialogClosed(page);
    let text = await frameHas(page, 'Harvard Computation Lab');
    expect(text.indexOf('United States Navy')).toBeLessThan(
      text.indexOf('Harvard Computation Lab'),
    );

    // Reorder by keyboard: space picks the item up, an arrow moves it, space drops it.
    await byRole(page, 'button', 'Reorder Harvard Computation Lab').click();
    // Each key waits for what the list announces, or (the drop) for the new order drawn.
    await page.keyboard.press('Space');
    await announced(page, 'Picked up Harvard Computation Lab.');
    // The list measures its items after the pick-up, and an arrow before that moves
    // nothing: the arrow is pressed again until the move is announced (the item is
    // the last of two, so a second press after the move has nowhere to go).
    await pressUntilAnnounced(
      page,
      'ArrowUp',
      'Harvard Computation Lab moved to the place of United States Navy.',
    );
    await page.keyboard.press('Space');
    await waitForFrame(
      page,
      (drawn) => drawn.indexOf('Harvard Computation Lab') < drawn.indexOf('United States Navy'),
      'Harvard before the Navy',
    );

    // Duplicate, then delete the copy.
    await byRole(page, 'button', 'More actions for United States Navy').click();
    await byRole(page, 'menuitem', 'Duplicate').click();
    await dialogTitled(page, 'Duplicate an existing item');
    await fillByLabel(page, 'Company', 'Navy Reserve');
    await byRole(page, 'button', 'Duplicate').click();
    await dialogClosed(page);
    await frameHas(page, 'Navy Reserve');
    await byRole(page, 'button', 'More actions for Navy Reserve').click();
    await byRole(page, 'menuitem', 'Delete').click();
    await dialogTitled(page, 'Are you sure you want to delete this item?');
    await waitForText(
      page,
      'You can revert this action by clicking on the undo button in the floating toolbar.',
    );
    await byRole(page, 'button', 'Delete').click();
    await dialogClosed(page);
    await frameLacks(page, 'Navy Reserve');

    // Hide an item: it leaves the preview and stays in the list.
    await byRole(page, 'button', 'Hide Harvard Computation Lab').click();
    await frameLacks(page, 'Harvard Computation Lab');
    await byRole(page, 'button', 'Show Harvard Computation Lab').wait();

    // Rename the section and give it two columns.
    await byRole(page, 'button', 'Options of Experience').click();
    await byRole(page, 'menuitem', 'Rename').click();
    await dialogTitled(page, 'Rename section');
    await fillByLabel(page, 'Section name', 'Career');
    await byRole(page, 'button', 'Save Changes').click();
    await dialogClosed(page);
    await frameHas(page, 'Career');
    await byRole(page, 'button', 'Options of Career').click();
    await byRole(page, 'menuitemradio', '2 columns').click();
    const frame = await artboard(page);
    await frame.waitForSelector('[data-section="experience"] [data-columns="2"]', {
      timeout: 10_000,
    });

    // Skills, keywords typed with a comma and with Enter.
    await inSection(page, 'skills', 'button', 'Add a new item').click();
    await dialogTitled(page, 'Create a new item');
    await fillByLabel(page, 'Name', 'Programming');
    await byLabel(page, 'Keywords').click();
    await page.keyboard.type('COBOL, FLOW-MATIC,');
    await page.keyboard.type('  Assembly ');
    await page.keyboard.press('Enter');
    await page.keyboard.type('COBOL');
    await page.keyboard.press('Enter');
    for (const keyword of ['COBOL', 'FLOW-MATIC', 'Assembly']) {
      await byRole(page, 'button', `Remove ${keyword}`).wait();
    }
    expect(
      await page.$$eval('[role="dialog"] button[aria-label^="Remove "]', (tags) => tags.length),
    ).toBe(3);
    await byRole(page, 'button', 'Remove Assembly').click();
    await byRole(page, 'button', 'Create').click();
    await dialogClosed(page);
    await frameHas(page, 'FLOW-MATIC');
    expect(await builderFrameText(page)).not.toContain('Assembly');
    // A skill without a description shows its keyword count.
    await waitForText(page, '2 keywords');

    // A language at level 3.
    await inSection(page, 'languages', 'button', 'Add a new item').click();
    await dialogTitled(page, 'Create a new item');
    await fillByLabel(page, 'Name', 'German');
    await fillByLabel(page, 'Description', 'Fluent');
    await page.locator('[role="dialog"] [role="slider"]').click();
    await page.keyboard.press('Home');
    await waitForText(page, 'Hidden');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await byRole(page, 'button', 'Create').click();
    await dialogClosed(page);
    await frameHas(page, 'German');
    await frame.waitForSelector('[data-section="languages"] [aria-label="Level 3 of 5"]', {
      timeout: 10_000,
    });

    // A profile: the URL rule, then a valid link.
    await inSection(page, 'profiles', 'button', 'Add a new item').click();
    await dialogTitled(page, 'Create a new item');
    await fillByLabel(page, 'Network', 'GitHub');
    await fillByLabel(page, 'Username', 'ghopper');
    await fillByLabel(page, 'Icon', 'github');
    // The bundled GitHub icon is drawn beside the slug.
    await page.waitForSelector(
      '[role="dialog"] [role="img"][aria-label="Icon preview: GitHub"] svg path',
      {
        timeout: 10_000,
      },
    );
    // Not a web address (a bare host would get https://, docs/product.md#resume-fields).
    await fillByLabel(page, 'Website', 'github/ghopper');
    await byRole(page, 'button', 'Create').click();
    await waitForText(page, 'URL must start with https://');
    await fillByLabel(page, 'Website', 'https://github.com/ghopper');
    await byRole(page, 'button', 'Create').click();
    await dialogClosed(page);
    await frameHas(page, 'ghopper');

    // A custom section with an item, then removed.
    await byRole(page, 'button', 'Add a new section').click();
    await byRole(page, 'button', 'Options of Custom Section').wait();
    const customId = await page.$eval('[id^="section-custom-"]', (element) =>
      element.id.slice('section-'.length),
    );
    await inSection(page, customId, 'button', 'Add a new item').click();
    await dialogTitled(page, 'Create a new item');
    await fillByLabel(page, 'Name', 'Keynote at the Naval War College');
    await byRole(page, 'button', 'Create').click();
    await dialogClosed(page);
    await frameHas(page, 'Keynote at the Naval War College');
    await frameHas(page, 'Custom Section');
    await byRole(page, 'button', 'Options of Custom Section').click();
    await byRole(page, 'menuitem', 'Remove').click();
    await frameLacks(page, 'Keynote at the Naval War College');
    expect(await page.$('[id^="section-custom-"]')).toBeNull();

    // Everything is saved: a reload finds it.
    await waitUntilSaved(page);
    await page.reload();
    await artboard(page);
    text = await frameHas(page, 'Career');
    for (const expected of [
      'United States Navy',
      'Led the team behind COBOL compilers',
      'FLOW-MATIC',
      'German',
      'ghopper',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Harvard Computation Lab');
    expect(text).not.toContain('Keynote at the Naval War College');
    expect(text).not.toContain('Assembly');
    await byRole(page, 'button', 'Show Harvard Computation Lab').wait();
    const rows = await page.$$eval(
      '[id="section-experience"] li button[data-item-title]',
      (buttons) => buttons.map((button) => button.getAttribute('data-item-title')),
    );
    expect(rows).toEqual(['Harvard Computation Lab', 'United States Navy']);
    expect(pageErrors(page)).toEqual([]);
    await closePage(page);
  });

  it('shows a locked resume read-only: nothing to add, edit or reorder', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, { sample: true });
    await lockResume(page, id);
    await page.goto(`${suite.app.url}/builder/${id}`);
    await builderFrameText(page);
    await byRole(page, 'button', 'Add a new section').wait();
    const enabled = await page.$$eval(
      '[id^="section-"] button, [aria-label="Sections"] button',
      (buttons) =>
        buttons
          .filter((button) => !(button as HTMLButtonElement).disabled)
          .map((button) => button.getAttribute('aria-label') ?? button.textContent)
          .filter((name) =>
            /Add a new|Edit |Reorder |Hide |Options of|More actions/.test(name ?? ''),
          ),
    );
    expect(enabled).toEqual([]);
    await closePage(page);
  });

  it('fits a phone, in the Sections sheet', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, {
      sample: true,
      width: phoneWidth,
    });
    await page.goto(`${suite.app.url}/builder/${id}`);
    await builderFrameText(page);
    await byRole(page, 'button', 'Sections').click();
    await inSection(page, 'experience', 'button', 'Add a new item').click();
    await dialogTitled(page, 'Create a new item');
    await expectAccessible(page, 'builder-sections-dialog-phone');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const openPane = async (shot: Page) => {
      await builderFrameText(shot);
      if ((shot.viewport()?.width ?? 1440) <= phoneWidth) {
        await byRole(shot, 'button', 'Sections').click();
      }
      await inSection(shot, 'experience', 'button', 'Add a new item').wait();
      // Show the item sections (Basics above is another part's), with a hidden item.
      await byRole(shot, 'button', 'Go to Experience').click();
      const hide = await shot.$(
        '[id="section-experience"] li:last-child button[aria-label^="Hide "]',
      );
      await hide?.click();
      await shot.waitForSelector(
        '[id="section-experience"] li:last-child button[aria-label^="Show "]',
      );
    };
    await captureScreen(suite.browser, `${suite.app.url}/builder/${id}`, 'builder-sections', {
      context: page.browserContext(),
      prepare: openPane,
    });
    await captureScreen(
      suite.browser,
      `${suite.app.url}/builder/${id}`,
      'builder-sections-dialog',
      {
        context: page.browserContext(),
        prepare: async (shot) => {
          await openPane(shot);
          await byRole(shot, 'button', 'More actions for ' + (await firstExperience(shot))).click();
          await byRole(shot, 'menuitem', 'Update').click();
          await dialogTitled(shot, 'Update an existing item');
        },
      },
    );
    await closePage(page);
  });
});

/** The title of the first experience row. */
async function firstExperience(page: Page): Promise<string> {
  return page.$eval(
    '[id="section-experience"] li button[data-item-title]',
    (button) => button.getAttribute('data-item-title') ?? '',
  );
}
