// The builder's Basics editor (docs/web.md#the-builder, docs/product.md#basics-editor, #basics and #resume-fields):
// every field typed from an empty resume shows in the preview, the email and
// website rules speak under their fields, a picture is uploaded through storage
// and drawn with its options, custom fields are added, given icons and moved by
// keyboard, and after a reload everything is still there.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type ElementHandle, type Frame, type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
  byLabel,
  byRole,
  captureScreen,
  clickByRole,
  closePage,
  expectAccessible,
  fillByLabel,
  lockResume,
  pageErrors,
  personWithResume,
  phoneWidth,
  waitForText,
  waitUntilSaved,
} from './harness';

// A busy machine draws the artboard slowly; the first test types a whole block.
jest.setTimeout(420_000);

const suite = appForTests();

/** An 8×8 PNG in two colours: small, but an image the storage service re-encodes. */
const pngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAHElEQVR4nGO4E2ADRxoVJ+CIgYoSyBxkRVSUAAAq1VoBBuor8QAAAABJRU5ErkJggg==';

/** The artboard's frame, once it has drawn. */
async function artboard(page: Page): Promise<Frame> {
  await builderFrameText(page);
  const frameElement = await page.waitForSelector('iframe[src="/artboard/builder"]');
  return (await frameElement!.contentFrame())!;
}

/** Waits until the artboard draws every one of these texts. */
async function waitForFrameText(page: Page, ...texts: string[]): Promise<void> {
  const frame = await artboard(page);
  await frame
    .waitForFunction(
      (wanted: string[]) => {
        const drawn = document.querySelector('.artboard')?.textContent ?? '';
        return wanted.every((text) => drawn.includes(text));
      },
      { timeout: 30_000, polling: 100 },
      texts,
    )
    .catch(async (error: unknown) => {
      const drawn = await builderFrameText(page);
      throw new Error(
        `The artboard did not draw ${texts.join(', ')}: ${(error as Error).message}\nIt draws: ${drawn}`,
      );
    });
}

/** The value of the field labelled `label`. */
async function valueOf(page: Page, label: string): Promise<string> {
  const field = (await byLabel(page, label).waitHandle()) as ElementHandle<HTMLInputElement>;
  const value = await field.evaluate((element) => element.value);
  await field.dispose();
  return value;
}

/** Waits until the save status says everything is saved. */

/** The style the artboard gives the picture, once it draws one. */
async function drawnPicture(page: Page) {
  const frame = await artboard(page);
  const picture = await frame
    .waitForSelector('.artboard img.picture', { timeout: 30_000 })
    .catch(async (error: unknown) => {
      const shown = await page.evaluate(() => document.body.innerText);
      throw new Error(
        `The artboard drew no picture (${(error as Error).message}); the page shows:\n${shown}`,
      );
    });
  return picture!.evaluate((image) => ({
    src: image.getAttribute('src') ?? '',
    width: image.style.width,
    height: image.style.height,
    borderRadius: image.style.borderRadius,
    filter: image.style.filter,
    loaded: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
  }));
}

type StoredBasics = {
  name: string;
  email: string;
  url: { label: string; href: string };
  picture: { url: string; size: number; aspectRatio: number; borderRadius: number };
  customFields: { icon: string; name: string; value: string }[];
};

/** The basics as the server keeps them. */
function storedBasics(page: Page, id: string): Promise<StoredBasics> {
  return page.evaluate(async (resumeId) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query ($id: ID!) { resume(id: $id) { data } }',
        variables: { id: resumeId },
      }),
    });
    const answer = (await response.json()) as {
      data: { resume: { data: { basics: StoredBasics } } };
    };
    return answer.data.resume.data.basics;
  }, id);
}

/** The basics as the server keeps them, once they pass `check` (asked again until then, 30 s at most). */
async function storedWhen(
  page: Page,
  id: string,
  check: (basics: StoredBasics) => boolean,
): Promise<StoredBasics> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const basics = await storedBasics(page, id);
    if (check(basics) || Date.now() > deadline) {
      return basics;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until a drag-and-drop live region (what a screen reader hears) says `text`. */
async function announced(page: Page, text: string): Promise<void> {
  await page
    .waitForFunction(
      (wanted: string) =>
        [...document.querySelectorAll('[id^="DndLiveRegion"]')].some(
          (region) => region.textContent === wanted,
        ),
      { polling: 50, timeout: 15_000 },
      text,
    )
    .catch(async (error: unknown) => {
      const said = await page.$$eval('[id^="DndLiveRegion"]', (regions) =>
        regions.map((region) => region.textContent),
      );
      throw new Error(
        `No live region said "${text}" (${(error as Error).message}): ${JSON.stringify(said)}`,
      );
    });
}

async function openBuilder(width?: number): Promise<{ page: Page; id: string }> {
  const { page, id } = await personWithResume(suite.browser, suite.app, { sample: false, width });
  await page.goto(`${suite.app.url}/builder/${id}`);
  await artboard(page);
  return { page, id };
}

/** The person whose basics the first test filled in, for the screenshots. */
let filled: { page: Page; id: string } | undefined;

describe('the builder’s Basics editor', () => {
  it('builds the basics from empty, shows each in the preview, and keeps them after a reload', async () => {
    const { page, id } = await openBuilder();
    try {
      await byRole(page, 'heading', 'Basics').wait();

      await fillByLabel(page, 'Full name', 'Ada King Lovelace');
      await fillByLabel(page, 'Headline', 'Analyst of engines');
      await waitForFrameText(page, 'Ada King Lovelace', 'Analyst of engines');

      // An invalid email still reaches the document (nothing typed is lost), and
      // the rule speaks under the field once the person moves on.
      await fillByLabel(page, 'Email', 'ada@engine');
      await page.keyboard.press('Tab');
      await waitForText(page, 'Email must be a valid address.');
      await fillByLabel(page, 'Email', 'ada@analytical.example.org');
      await page.waitForFunction(
        () => !document.body.innerText.includes('Email must be a valid address.'),
        { polling: 100, timeout: 10_000 },
      );

      // Not a web address (a bare host would get https://, docs/product.md#resume-fields).
      await fillByLabel(page, 'Website', 'ada at example');
      await page.keyboard.press('Tab');
      await waitForText(page, 'URL must start with https://');
      await fillByLabel(page, 'Website', 'https://ada.example.org');
      await fillByLabel(page, 'Website label', 'ada.example.org/notes');
      await fillByLabel(page, 'Phone', '+44 20 7946 0018');
      await fillByLabel(page, 'Location', 'Marylebone, London');
      await waitForFrameText(
        page,
        'ada@analytical.example.org',
        'ada.example.org/notes',
        '+44 20 7946 0018',
        'Marylebone, London',
      );
      expect(await page.evaluate(() => document.body.innerText)).not.toContain(
        'URL must start with https://',
      );

      // The picture: uploaded through storage, then drawn by the artboard.
      const input = (await page.waitForSelector('input[type="file"][accept*="image/png"]'))!;
      const file = join(tmpdir(), `vitae-basics-${process.pid}.png`);
      writeFileSync(file, Buffer.from(pngBase64, 'base64'));
      await (input as ElementHandle<HTMLInputElement>).uploadFile(file);
      // The crop step (docs/web.md#pictures; web/test/e2e/pictures.e2e.test.ts tests it).
      await clickByRole(page, 'button', 'Use this picture');
      const uploaded = await drawnPicture(page);
      expect(uploaded.src).toMatch(/^https?:\/\/.+/);
      await page
        .waitForFunction(
          () => {
            const frame = document.querySelector<HTMLIFrameElement>(
              'iframe[src="/artboard/builder"]',
            );
            const image = frame?.contentDocument?.querySelector<HTMLImageElement>('img.picture');
            return Boolean(image && image.complete && image.naturalWidth > 0);
          },
          { polling: 100, timeout: 30_000 },
        )
        .catch(() => {
          throw new Error(`The artboard's picture ${uploaded.src} never loaded`);
        });

      // Its options: the popover's presets, size and effects reach the drawing.
      await clickByRole(page, 'button', 'Picture');
      await byRole(page, 'dialog', 'Picture').wait();
      expect(await valueOf(page, 'URL')).toBe(uploaded.src);
      await clickByRole(page, 'button', 'Circle');
      await fillByLabel(page, 'Size (px)', '96');
      await clickByRole(page, 'button', 'Portrait');
      // The checkbox's input is visually hidden: a person clicks its label.
      await page.locator('label ::-p-text(Grayscale)').click();
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].some(
            (box) => box.checked && box.closest('label')?.textContent === 'Grayscale',
          ),
        { polling: 100, timeout: 5_000 },
      );
      await expectAccessible(page, 'the builder with the picture options open');
      await page
        .waitForFunction(
          () => {
            const frame = document.querySelector<HTMLIFrameElement>(
              'iframe[src="/artboard/builder"]',
            );
            const image = frame?.contentDocument?.querySelector<HTMLImageElement>('img.picture');
            return (
              image?.style.borderRadius === '9999px' &&
              image.style.width === '96px' &&
              image.style.height === '128px' &&
              image.style.filter === 'grayscale(1)'
            );
          },
          { polling: 100, timeout: 15_000 },
        )
        .catch(async () => {
          throw new Error(`The picture is drawn as ${JSON.stringify(await drawnPicture(page))}`);
        });
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), {
        polling: 100,
        timeout: 5_000,
      });

      // Custom fields: two added, one given a brand icon, then moved by keyboard.
      await clickByRole(page, 'button', 'Add a custom field');
      await page.keyboard.type('GitHub');
      await fillByLabel(page, 'Value of custom field 1', 'github.com/ada');
      await clickByRole(page, 'button', 'Icon of custom field 1: link');
      await fillByLabel(page, 'Icon name', 'github');
      await clickByRole(page, 'button', 'github');
      await byRole(page, 'button', 'Icon of custom field 1: github').wait();
      await clickByRole(page, 'button', 'Add a custom field');
      await fillByLabel(page, 'Name of custom field 2', 'Nationality');
      await fillByLabel(page, 'Value of custom field 2', 'British');
      await waitForFrameText(page, 'github.com/ada', 'British');
      const frame = await artboard(page);
      expect(await frame.$('.artboard .contacts svg.icon-brand')).not.toBeNull();

      const handle = await byRole(page, 'button', 'Move custom field 2').waitHandle();
      await handle.focus();
      // Pick up, move up one place, drop: each key once the last has shown. The pick-up
      // presses the handle and measures the rows as it draws them, two frames on.
      await page.keyboard.press('Space');
      await page.waitForFunction(
        () =>
          document
            .querySelector('[aria-label="Move custom field 2"]')
            ?.getAttribute('aria-pressed') === 'true',
        { polling: 50, timeout: 15_000 },
      );
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          ),
      );
      await page.keyboard.press('ArrowUp');
      await announced(page, 'Custom field 2 is over position 1.');
      await page.keyboard.press('Space');
      await announced(page, 'Custom field 2 was dropped at position 1.');
      await page.waitForFunction(
        () => {
          const frameElement = document.querySelector<HTMLIFrameElement>(
            'iframe[src="/artboard/builder"]',
          );
          const text = frameElement?.contentDocument?.querySelector('.artboard')?.textContent ?? '';
          return (
            text.indexOf('British') >= 0 && text.indexOf('British') < text.indexOf('github.com/ada')
          );
        },
        { polling: 100, timeout: 15_000 },
      );
      expect(await valueOf(page, 'Value of custom field 1')).toBe('British');

      await expectAccessible(page, 'the builder with the basics filled in');
      await waitUntilSaved(page);

      // The server has it all (not only this browser's draft) …
      const stored = await storedWhen(
        page,
        id,
        (basics) => basics.customFields.map((field) => field.name).join() === 'Nationality,GitHub',
      );
      expect(stored).toMatchObject({
        name: 'Ada King Lovelace',
        email: 'ada@analytical.example.org',
        url: { href: 'https://ada.example.org', label: 'ada.example.org/notes' },
        picture: { url: uploaded.src, size: 96, aspectRatio: 0.75, borderRadius: 9999 },
      });
      expect(stored.customFields.map((field) => [field.icon, field.name, field.value])).toEqual([
        ['', 'Nationality', 'British'],
        ['github', 'GitHub', 'github.com/ada'],
      ]);
      // … and the builder opens with it.
      await page.reload();
      await waitForFrameText(
        page,
        'Ada King Lovelace',
        'Analyst of engines',
        'ada@analytical.example.org',
        'ada.example.org/notes',
        '+44 20 7946 0018',
        'Marylebone, London',
        'British',
        'github.com/ada',
      );
      expect(await valueOf(page, 'Full name')).toBe('Ada King Lovelace');
      expect(await valueOf(page, 'Email')).toBe('ada@analytical.example.org');
      expect(await valueOf(page, 'Website')).toBe('https://ada.example.org');
      expect(await valueOf(page, 'Name of custom field 1')).toBe('Nationality');
      expect(await valueOf(page, 'Name of custom field 2')).toBe('GitHub');
      await byRole(page, 'button', 'Icon of custom field 2: github').wait();
      const reloaded = await drawnPicture(page);
      expect(reloaded).toMatchObject({
        src: uploaded.src,
        width: '96px',
        height: '128px',
        borderRadius: '9999px',
        filter: 'grayscale(1)',
      });

      filled = { page, id };
      expect(pageErrors(page)).toEqual([]);
    } finally {
      if (!filled) {
        await closePage(page);
      }
    }
  });

  it('is pictured filled in, light and dark, desktop and phone', async () => {
    if (!filled) {
      return;
    }
    const { page, id } = filled;
    try {
      await captureScreen(suite.browser, `${suite.app.url}/builder/${id}`, 'builder-basics', {
        context: page.browserContext(),
        prepare: async (shot) => {
          await artboard(shot);
          if ((shot.viewport()?.width ?? 1440) < 1000) {
            await clickByRole(shot, 'button', 'Sections');
          }
          await byRole(shot, 'heading', 'Basics').wait();
        },
      });
      await captureScreen(
        suite.browser,
        `${suite.app.url}/builder/${id}`,
        'builder-basics-picture',
        {
          context: page.browserContext(),
          prepare: async (shot) => {
            await artboard(shot);
            if ((shot.viewport()?.width ?? 1440) < 1000) {
              await clickByRole(shot, 'button', 'Sections');
            }
            await clickByRole(shot, 'button', 'Picture');
            await byRole(shot, 'dialog', 'Picture').wait();
          },
        },
      );
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('edits the basics on a phone from the Sections sheet', async () => {
    const { page } = await openBuilder(phoneWidth);
    try {
      await clickByRole(page, 'button', 'Sections');
      await fillByLabel(page, 'Full name', 'Mary Somerville');
      await fillByLabel(page, 'Location', 'Jedburgh');
      await waitForFrameText(page, 'Mary Somerville', 'Jedburgh');
      await clickByRole(page, 'button', 'Picture');
      await clickByRole(page, 'button', 'Rounded');
      await expectAccessible(page, 'the basics in the phone sheet');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('shows a locked resume’s basics without letting them change', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, { sample: true });
    try {
      await lockResume(page, id);
      await page.goto(`${suite.app.url}/builder/${id}`);
      await waitForFrameText(page, 'Ingrid Castellanos');
      expect(await valueOf(page, 'Full name')).toBe('Ingrid Castellanos');
      const readOnly = await (
        await byLabel(page, 'Full name').waitHandle()
      ).evaluate((element) => (element as HTMLInputElement).readOnly);
      expect(readOnly).toBe(true);
      expect(await page.$('::-p-aria([name="Add a custom field"][role="button"])')).toBeNull();
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});
