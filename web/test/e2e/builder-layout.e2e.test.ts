// The builder's Template gallery and Layout editor (docs/web.md#the-builder,
// docs/product.md#design-tools and #layout): a chosen template is drawn in the preview, the gallery can
// draw the person's own resume in each template, sections are dragged with the
// mouse between columns and pages, pages are added and removed, the layout is
// reset, and all of it is saved.
import { type ElementHandle, type Frame, type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
  byRole,
  captureScreen,
  clickByRole,
  closePage,
  expectAccessible,
  pageErrors,
  personWithResume,
  phoneWidth,
  scrollToSection,
} from './harness';
import { waitForPicturesOnScreen, waitUntilStill } from './harness/settle';

jest.setTimeout(240_000);

const suite = appForTests();

/** The builder's artboard frame, once it has drawn the resume. */
async function builderFrame(page: Page): Promise<Frame> {
  await builderFrameText(page);
  const element = await page.waitForSelector('iframe[src="/artboard/builder"]');
  return (await element!.contentFrame())!;
}

/** Opens the builder on the resume and waits for the preview. */
async function openBuilder(page: Page, id: string): Promise<Frame> {
  await page.goto(`${suite.app.url}/builder/${id}`);
  return builderFrame(page);
}

/** The section ids the artboard draws in a page's column, in order. */
function drawnColumn(frame: Frame, page: number, column: 'main' | 'sidebar'): Promise<string[]> {
  return frame.$$eval(`.page[data-page="${page}"] .${column} [data-section]`, (elements) =>
    elements.map((element) => element.getAttribute('data-section') ?? ''),
  );
}

/**
 * Waits until the artboard's document passes `check` (polled: the frame redraws
 * on each edit). `check` runs in the frame, so it may use nothing but `document`.
 */
async function waitForDrawn(frame: Frame, check: () => boolean, what: string): Promise<void> {
  try {
    await frame.waitForFunction(check, { polling: 100, timeout: 20_000 });
  } catch (error) {
    throw new Error(`the preview never showed ${what}`, { cause: error });
  }
}

/** The layout editor's chip of a section, scrolled into view. */
async function chip(page: Page, section: string): Promise<ElementHandle<Element>> {
  await scrollToSection(page, 'layout');
  const handle = await page.waitForSelector(`#section-layout [data-section="${section}"]`);
  await handle!.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return handle!;
}

/** The centre of an element on the screen. */
async function centre(handle: ElementHandle<Element>): Promise<{ x: number; y: number }> {
  const box = await handle.boundingBox();
  if (!box) {
    throw new Error('the element is not on screen');
  }
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags with the mouse as a person does: press, move in small steps, and
 * release once the grid's drop placeholder has followed the last move and
 * stands still (it glides to each place in 100 ms).
 */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 6, from.y + 6, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 16 });
  await waitUntilStill(page, '#section-layout .react-grid-placeholder', 10_000);
  await page.mouse.up();
}

type SavedMetadata = { template: string; layout: string[][][] };

/** The metadata the server has for the resume. */
async function savedMetadata(page: Page, id: string): Promise<SavedMetadata> {
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
      data?: { resume: { data: { metadata: SavedMetadata } } };
      errors?: unknown;
    };
    if (!answer.data) {
      throw new Error(`resume answered ${JSON.stringify(answer.errors)}`);
    }
    return answer.data.resume.data.metadata;
  }, id);
}

/** Waits until the server has saved metadata that passes `check`, and returns it. */
async function waitUntilSaved(
  page: Page,
  id: string,
  check: (metadata: SavedMetadata) => boolean,
): Promise<SavedMetadata> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const metadata = await savedMetadata(page, id);
    if (check(metadata)) {
      return metadata;
    }
    if (Date.now() > deadline) {
      throw new Error(`the saved metadata is still ${JSON.stringify(metadata)}`);
    }
    // The interval of a poll of the server until the condition holds (no event to wait on from the test).
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('builder: template gallery', () => {
  it('draws the template chosen in the gallery and keeps it', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      const frame = await openBuilder(page, id);
      // The sample resume is drawn in glalie, checked in the gallery.
      await frame.waitForSelector('.artboard.template-glalie');
      expect(
        await byRole(page, 'radio', 'Glalie')
          .map((element) => element.getAttribute('aria-checked'))
          .wait(),
      ).toBe('true');

      await clickByRole(page, 'radio', 'Azurill');
      await frame.waitForSelector('.artboard.template-azurill', { timeout: 20_000 });
      expect(
        await byRole(page, 'radio', 'Azurill')
          .map((element) => element.getAttribute('aria-checked'))
          .wait(),
      ).toBe('true');

      // The arrow keys move the choice like any radio group.
      await page.keyboard.press('ArrowRight');
      await frame.waitForSelector('.artboard.template-bronzor', { timeout: 20_000 });

      await waitUntilSaved(page, id, ({ template }) => template === 'bronzor');
      const reloaded = await openBuilder(page, id);
      await reloaded.waitForSelector('.artboard.template-bronzor', { timeout: 20_000 });
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('draws the person’s own resume in each card on screen, and only there', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      await openBuilder(page, id);
      expect(await page.$$('#section-template iframe')).toHaveLength(0);
      await page.locator('#section-template label ::-p-text(Preview with my resume)').click();

      const cardFrame = await page.waitForSelector(
        '#section-template [data-template-frame="azurill"] iframe',
        { timeout: 20_000 },
      );
      const frame = (await cardFrame!.contentFrame())!;
      await frame.waitForFunction(
        () => document.querySelector('.artboard')?.textContent?.includes('Ingrid Castellanos'),
        { polling: 100, timeout: 60_000 },
      );
      // Drawn in the card's template, not the resume's own (glalie).
      expect(await frame.$('.artboard.template-azurill')).not.toBeNull();
      // Decorative, out of the way of the keyboard and the mouse.
      expect(
        await cardFrame!.evaluate((element) => ({
          tabIndex: element.tabIndex,
          hidden: element.closest('[aria-hidden="true"]') !== null,
          pointer: getComputedStyle(element).pointerEvents,
        })),
      ).toEqual({ tabIndex: -1, hidden: true, pointer: 'none' });
      // Light: only the cards on (or near) the screen have frames.
      const frames = (await page.$$('#section-template iframe')).length;
      expect(frames).toBeGreaterThan(0);
      expect(frames).toBeLessThan(12);

      await expectAccessible(page, 'builder template gallery with own previews');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});

describe('builder: layout editor', () => {
  it('drags sections between columns and pages, removes a page, resets, and saves it all', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      let frame = await openBuilder(page, id);
      // The sample: summary, experience, … in the main column; profiles, skills, … in the sidebar.
      expect((await drawnColumn(frame, 1, 'sidebar'))[0]).toBe('profiles');
      expect(await drawnColumn(frame, 1, 'main')).toContain('experience');

      // Experience dragged from the main column onto the top of the sidebar.
      const experience = await chip(page, 'experience');
      const profiles = await page.$('#section-layout [data-section="profiles"]');
      await drag(page, await centre(experience), await centre(profiles!));
      await waitForDrawn(
        frame,
        () =>
          document
            .querySelector('.page[data-page="1"] .sidebar [data-section]')
            ?.getAttribute('data-section') === 'experience',
        'experience at the top of the sidebar',
      );
      expect(await drawnColumn(frame, 1, 'main')).not.toContain('experience');

      // A second page, and Education dragged onto its main column.
      await clickByRole(page, 'button', 'Add page');
      await page.waitForSelector('#section-layout [data-drop-column="1-0"]');
      const target = await page.$('#section-layout [data-drop-column="1-0"]');
      await target!.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const education = await centre(await chip(page, 'education'));
      const column = (await target!.boundingBox())!;
      await drag(page, education, { x: column.x + column.width / 2, y: column.y + 16 });
      await waitForDrawn(
        frame,
        () =>
          document.querySelectorAll('.page').length === 2 &&
          document.querySelector('.page[data-page="2"] .main [data-section="education"]') !== null,
        'education on a second page',
      );
      await waitUntilSaved(
        page,
        id,
        ({ layout }) => layout.length === 2 && layout[1][0].includes('education'),
      );

      // Removing the page brings its sections back to the first page's main column.
      await clickByRole(page, 'button', 'Remove page 2');
      await waitForDrawn(
        frame,
        () =>
          document.querySelectorAll('.page').length === 1 &&
          document.querySelector('.page[data-page="1"] .main [data-section="education"]') !== null,
        'education back on page one',
      );

      // The keyboard way: a section's menu moves it.
      await clickByRole(page, 'button', 'Move Skills');
      await clickByRole(page, 'menuitem', 'Move to page 1 main');
      await waitForDrawn(
        frame,
        () => document.querySelector('.page[data-page="1"] .main [data-section="skills"]') !== null,
        'skills in the main column',
      );
      const saved = await waitUntilSaved(
        page,
        id,
        ({ layout }) => layout.length === 1 && layout[0][0].includes('skills'),
      );
      expect(saved.layout[0][1][0]).toBe('experience');

      // The reload finds the layout as it was left.
      frame = await openBuilder(page, id);
      expect((await drawnColumn(frame, 1, 'sidebar'))[0]).toBe('experience');
      expect(await drawnColumn(frame, 1, 'main')).toContain('skills');
      await scrollToSection(page, 'layout');

      // Reset Layout: the default again.
      await clickByRole(page, 'button', 'Reset Layout');
      await waitForDrawn(
        frame,
        () =>
          document
            .querySelector('.page[data-page="1"] .main [data-section]')
            ?.getAttribute('data-section') === 'profiles',
        'the default layout',
      );
      const reset = await waitUntilSaved(page, id, ({ layout }) => layout[0][0][0] === 'profiles');
      expect(reset.layout).toEqual([
        [
          ['profiles', 'summary', 'experience', 'education', 'projects', 'volunteer', 'references'],
          ['skills', 'interests', 'certifications', 'awards', 'publications', 'languages'],
        ],
      ]);

      await expectAccessible(page, 'builder layout editor');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('keeps the editor usable on a phone, in the Design sheet', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, { width: phoneWidth });
    try {
      const frame = await openBuilder(page, id);
      await clickByRole(page, 'button', 'Design');
      await scrollToSection(page, 'layout');
      await clickByRole(page, 'button', 'Add page');
      await page.waitForSelector('#section-layout [data-drop-column="1-1"]');
      await clickByRole(page, 'button', 'Move Summary');
      await clickByRole(page, 'menuitem', 'Move to page 2 sidebar');
      await waitForDrawn(
        frame,
        () =>
          document.querySelector('.page[data-page="2"] .sidebar [data-section="summary"]') !== null,
        'summary on the second page',
      );
      const overflow = await page.evaluate(() => {
        const section = document.querySelector('#section-layout')!;
        return section.scrollWidth - section.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('takes the screenshots of the design tools', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      await openBuilder(page, id);
      await scrollToSection(page, 'layout');
      await clickByRole(page, 'button', 'Add page');
      await clickByRole(page, 'button', 'Move Awards');
      await clickByRole(page, 'menuitem', 'Move to page 2 main');
      await waitUntilSaved(page, id, ({ layout }) => layout.length === 2);
      const show = (section: string) => async (shot: Page) => {
        await builderFrame(shot);
        const phone = (shot.viewport()?.width ?? 1440) <= phoneWidth;
        if (phone) {
          await clickByRole(shot, 'button', 'Design');
        }
        // Scrolled to the tool's heading (again if the pane is laid out anew meanwhile).
        await scrollToSection(shot, section);
        await shot.waitForFunction(
          (selector: string) => {
            const element = document.querySelector(selector);
            if (!element) {
              return false;
            }
            const top = element.getBoundingClientRect().top;
            if (top < 0 || top > 150) {
              element.scrollIntoView({ block: 'start' });
              return false;
            }
            return true;
          },
          { polling: 250, timeout: 15_000 },
          `#section-${section}`,
        );
        // The pane's scroll has come to rest (the heading keeps its place) and the
        // pictures on screen in the tool (the template gallery's) have loaded.
        await waitUntilStill(shot, `#section-${section}`);
        await waitForPicturesOnScreen(shot, `#section-${section}`);
      };
      await captureScreen(suite.browser, `${suite.app.url}/builder/${id}`, 'builder-layout', {
        context: page.browserContext(),
        prepare: show('layout'),
      });
      await captureScreen(suite.browser, `${suite.app.url}/builder/${id}`, 'builder-template', {
        context: page.browserContext(),
        prepare: show('template'),
      });
    } finally {
      await closePage(page);
    }
  });
});
