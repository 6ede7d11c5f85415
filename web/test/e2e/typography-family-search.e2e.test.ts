// The font family search of the builder's Typography tool (docs/product.md#design-tools), as a
// person uses it: a click in the field selects the chosen family's name, so
// typing replaces it and filters the list; a family chosen from the list is
// drawn in the artboard frame; Escape and leaving the field put the family back.
import { type Frame, type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
  byRole,
  captureScreen,
  closePage,
  expectAccessible,
  pageErrors,
  personWithResume,
  scrollToSection,
  waitUntilSaved,
} from './harness';

jest.setTimeout(240_000);

const suite = appForTests();

/** The builder's artboard frame, once it has drawn the resume. */
async function artboardFrame(page: Page): Promise<Frame> {
  await builderFrameText(page);
  const element = await page.waitForSelector('iframe[src="/artboard/builder"]');
  return (await element!.contentFrame())!;
}

/** Brings the Typography tool into view: on a phone, in the Design sheet. */
async function openTypography(page: Page): Promise<void> {
  if ((page.viewport()?.width ?? 1440) < 1024) {
    await byRole(page, 'button', 'Design').click();
  }
  await byRole(page, 'heading', 'Typography').wait();
  await scrollToSection(page, 'typography');
}

/** The family field's text and how much of it is selected. */
function familyField(page: Page): Promise<{ value: string; selected: string }> {
  return byRole(page, 'combobox', 'Font family')
    .map((element) => {
      const input = element as HTMLInputElement;
      return {
        value: input.value,
        selected: input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
      };
    })
    .wait();
}

/** Waits until the family field shows `value`. */
async function fieldShows(page: Page, value: string): Promise<void> {
  const field = await byRole(page, 'combobox', 'Font family').waitHandle();
  await page.waitForFunction(
    (element, expected) => (element as HTMLInputElement).value === expected,
    { polling: 100, timeout: 30_000 },
    field,
    value,
  );
  await field.dispose();
}

/** The names of the families the open list shows. */
function listedFamilies(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const field = document.querySelector('input[role="combobox"][aria-controls]');
    const list = document.getElementById(field?.getAttribute('aria-controls') ?? '');
    return [...(list?.querySelectorAll('[role="option"]') ?? [])].map(
      (option) => option.querySelector('[data-part="item-text"]')?.textContent ?? '',
    );
  });
}

/** Waits until the open list shows `count` families. */
async function listShows(page: Page, count: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await listedFamilies(page)).length !== count) {
    if (Date.now() > deadline) {
      throw new Error(`the list shows ${(await listedFamilies(page)).join(', ')}, not ${count}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Leaves the family field as a person does: a click elsewhere in the tool. */
async function leaveField(page: Page): Promise<void> {
  await byRole(page, 'heading', 'Typography').click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') !== 'combobox');
}

/** Clicks the family field, which selects its name, and types `text` over it (no select-all first). */
async function clickAndType(page: Page, text: string): Promise<void> {
  await byRole(page, 'combobox', 'Font family').click();
  await byRole(page, 'combobox', 'Font family')
    .filter((element) => {
      const field = element as HTMLInputElement;
      return field.selectionStart === 0 && field.selectionEnd === field.value.length;
    })
    .wait();
  await page.keyboard.type(text);
}

describe('the font family search of the Typography tool', () => {
  it('replaces the family’s name as one types, filters, chooses, and puts the family back on Escape', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    await page.goto(`${suite.app.url}/builder/${id}`);
    const frame = await artboardFrame(page);
    await openTypography(page);

    expect(await familyField(page)).toEqual({ value: 'IBM Plex Serif', selected: '' });
    await byRole(page, 'combobox', 'Font family').click();
    // The click selects the whole name: typing replaces it.
    await byRole(page, 'combobox', 'Font family')
      .filter((element) => {
        const field = element as HTMLInputElement;
        return field.selectionStart === 0 && field.selectionEnd === field.value.length;
      })
      .wait();
    expect(await familyField(page)).toEqual({
      value: 'IBM Plex Serif',
      selected: 'IBM Plex Serif',
    });
    await page.keyboard.type('Inter');
    expect((await familyField(page)).value).toBe('Inter');
    await listShows(page, 1);
    expect(await listedFamilies(page)).toEqual(['Inter']);
    await byRole(page, 'option', 'Inter Sans serif').click();
    await frame.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('.artboard')!).fontFamily.startsWith('Inter') &&
        document.fonts.check('16px Inter'),
      { polling: 100, timeout: 30_000 },
    );
    expect((await familyField(page)).value).toBe('Inter');
    await waitUntilSaved(page);

    // Words inside names, whatever the case; Escape puts the chosen family back.
    await leaveField(page);
    await clickAndType(page, 'plex');
    await listShows(page, 3);
    expect(await listedFamilies(page)).toEqual([
      'IBM Plex Mono',
      'IBM Plex Sans',
      'IBM Plex Serif',
    ]);
    await page.keyboard.press('Escape');
    await fieldShows(page, 'Inter');

    // The arrows and Enter choose; a text that is no family does not stay.
    await leaveField(page);
    await clickAndType(page, 'plex s');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await frame.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('.artboard')!)
          .fontFamily.replace(/"/g, '')
          .startsWith('IBM Plex Serif'),
      { polling: 100, timeout: 30_000 },
    );
    await fieldShows(page, 'IBM Plex Serif');
    await leaveField(page);
    await clickAndType(page, 'No such font');
    await leaveField(page);
    await fieldShows(page, 'IBM Plex Serif');
    // The open list, for the accessibility check.
    await leaveField(page);
    await clickAndType(page, 'plex');
    await listShows(page, 3);
    await expectAccessible(page, 'builder typography family search');
    expect(pageErrors(page)).toEqual([]);

    await captureScreen(suite.browser, `${suite.app.url}/builder/${id}`, 'builder-font-search', {
      context: page.browserContext(),
      prepare: async (shot) => {
        await artboardFrame(shot);
        await openTypography(shot);
        await clickAndType(shot, 'plex');
        await listShows(shot, 3);
      },
    });
    await closePage(page);
  });
});
