// The builder's design tools (docs/web.md#the-builder): Typography with its self-hosted font
// catalogue, Theme and Page, each seen in the artboard frame, saved, and the
// catalogue font embedded in the printed PDF, with no request leaving the app.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type ElementHandle, type Frame, type Page } from 'puppeteer-core';

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
  pageErrors,
  personWithResume,
  phoneWidth,
  scrollToSection,
  waitForText,
  waitUntilSaved,
} from './harness';

jest.setTimeout(240_000);

// The render service prints from the same web build the gateway serves.
const suite = appForTests(
  process.env.WEB_DIST ? { env: { ARTBOARD_DIR: process.env.WEB_DIST } } : {},
);

/** The builder's artboard frame, once it has drawn the resume. */
async function artboardFrame(page: Page): Promise<Frame> {
  await builderFrameText(page);
  const element = await page.waitForSelector('iframe[src="/artboard/builder"]');
  return (await element!.contentFrame())!;
}

/** Waits until `check` holds in the artboard frame (polled, the frame may redraw). */
async function frameShows(frame: Frame, check: () => boolean): Promise<void> {
  await frame.waitForFunction(check, { polling: 100, timeout: 30_000 });
}

/** A CSS variable of the drawn resume. */
function frameVariable(frame: Frame, name: string): Promise<string> {
  return frame.$eval(
    '.artboard',
    (element, variable) => getComputedStyle(element).getPropertyValue(variable).trim(),
    name,
  );
}

/** Moves the keyboard focus to a control, as Tab would. */
async function focus(page: Page, role: string, name: string): Promise<void> {
  const handle = await byRole(page, role, name).waitHandle();
  await handle.evaluate((element) => (element as HTMLElement).focus());
  await handle.dispose();
}

/**
 * Clicks a radio button, switch or checkbox where a person does: on its label
 * (the input itself is visually hidden behind the drawn control).
 */
async function choose(
  page: Page,
  role: 'radio' | 'switch' | 'checkbox',
  name: string,
): Promise<void> {
  const input = await byRole(page, role, name)
    .setEnsureElementIsInTheViewport(false)
    .setVisibility(null)
    .waitHandle();
  const label = await input.evaluateHandle((element) => element.closest('label') ?? element);
  await (label as ElementHandle<Element>).click();
  await input.dispose();
}

/** Presses a key on the focused control `times` times. */
async function press(page: Page, key: 'ArrowRight' | 'ArrowLeft', times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(key);
  }
}

type StoredMetadata = {
  page: { format: string; margin: number; options: { breakLine: boolean; pageNumbers: boolean } };
  theme: { primary: string; background: string; text: string };
  typography: {
    font: { family: string; subset: string; variants: string[]; size: number };
    lineHeight: number;
    hideIcons: boolean;
    underlineLinks: boolean;
  };
};

async function storedMetadata(page: Page, id: string): Promise<StoredMetadata> {
  return page.evaluate(async (resumeId) => {
    const response = await fetch(`/api/resume/${resumeId}`);
    return ((await response.json()) as { data: { metadata: StoredMetadata } }).data.metadata;
  }, id);
}

/** The resume as Download PDF gets it from the render service, written to a scratch file. */
async function printedByRender(page: Page, id: string): Promise<string> {
  const pdf = Buffer.from(
    await page.evaluate(async (resumeId) => {
      const answer = (await (await fetch(`/api/resume/print/${resumeId}`)).json()) as {
        url: string;
      };
      const response = await fetch(answer.url);
      return Array.from(new Uint8Array(await response.arrayBuffer()));
    }, id),
  );
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const file = join(mkdtempSync(join(tmpdir(), 'vitae-design-')), 'resume.pdf');
  writeFileSync(file, pdf);
  return file;
}

describe('builder design tools (Typography, Theme, Page)', () => {
  it('draws, saves and prints every design choice from the app’s own files', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(suite.app.url) && !/^(data|blob):/.test(url)) {
        outside.push(url);
      }
    });
    await page.goto(`${suite.app.url}/builder/${id}`);
    const frame = await artboardFrame(page);
    const before = await storedMetadata(page, id);

    // A quick pick, drawn in its own face, then a family of the catalogue by search.
    await scrollToSection(page, 'typography');
    await byRole(page, 'button', 'Lora').click();
    await frameShows(frame, () =>
      getComputedStyle(document.querySelector('.artboard')!).fontFamily.startsWith('Lora'),
    );
    expect(
      await byRole(page, 'button', 'Lora')
        .map((b) => b.getAttribute('aria-pressed'))
        .wait(),
    ).toBe('true');
    await fillByLabel(page, 'Font family', 'Inter');
    await byRole(page, 'option', 'Inter Sans serif').click();
    await frameShows(
      frame,
      () =>
        getComputedStyle(document.querySelector('.artboard')!).fontFamily.startsWith('Inter') &&
        document.fonts.check('16px Inter') &&
        [...document.fonts].some(
          (face) => face.family.replace(/"/g, '') === 'Inter' && face.status === 'loaded',
        ),
    );
    // The family's own faces, from the app's own files.
    const faceSources = await frame.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules]
          .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
          .filter((rule) => rule.style.getPropertyValue('font-family').includes('Inter'))
          .map((rule) => rule.style.getPropertyValue('src')),
      ),
    );
    expect(faceSources.length).toBeGreaterThan(0);
    expect(faceSources.every((src) => src.includes('/assets/inter-latin-'))).toBe(true);
    expect(
      await byLabel(page, 'Font family')
        .map((input) => (input as HTMLInputElement).value)
        .wait(),
    ).toBe('Inter');

    // A variant: 600 draws bold text.
    await choose(page, 'checkbox', '600');
    await frameShows(
      frame,
      () =>
        getComputedStyle(document.querySelector('.artboard')!)
          .getPropertyValue('--weight-bold')
          .trim() === '600',
    );

    // Font size and line height, by keyboard on their sliders.
    const sizeBefore = await frameVariable(frame, '--font-size');
    await focus(page, 'slider', 'Font size');
    await page.keyboard.press('Home');
    await press(page, 'ArrowRight', 20);
    await frameShows(
      frame,
      () =>
        getComputedStyle(document.querySelector('.artboard')!)
          .getPropertyValue('--font-size')
          .trim() === '13px',
    );
    expect(sizeBefore).not.toBe('13px');
    await focus(page, 'slider', 'Line height');
    await page.keyboard.press('End');
    await press(page, 'ArrowLeft', 20);
    await frameShows(
      frame,
      () =>
        getComputedStyle(document.querySelector('.artboard')!)
          .getPropertyValue('--line-height')
          .trim() === '2',
    );

    // Hide icons: the contact icons leave the drawing.
    const visibleIcons = () =>
      frame.$$eval(
        '.artboard .icon',
        (icons) => icons.filter((icon) => getComputedStyle(icon).display !== 'none').length,
      );
    expect(await visibleIcons()).toBeGreaterThan(0);
    await choose(page, 'switch', 'Hide icons');
    await frameShows(frame, () =>
      [...document.querySelectorAll('.artboard .icon')].every(
        (icon) => getComputedStyle(icon).display === 'none',
      ),
    );

    // A theme swatch, then custom colours; an invalid one is refused.
    await choose(page, 'radio', 'Teal');
    await frameShows(
      frame,
      () =>
        getComputedStyle(document.querySelector('.artboard')!)
          .getPropertyValue('--color-primary')
          .trim() === '#0d9488',
    );
    await fillByLabel(page, 'Background', '#fef3c7');
    await frameShows(
      frame,
      () =>
        getComputedStyle(document.querySelector('.artboard')!)
          .getPropertyValue('--color-background')
          .trim() === '#fef3c7',
    );
    await fillByLabel(page, 'Text', '#1e293b;');
    await waitForText(page, 'Colour must be a hex, rgb() or hsl() value.');
    await page.keyboard.press('Backspace');
    await frameShows(
      frame,
      () =>
        getComputedStyle(document.querySelector('.artboard')!)
          .getPropertyValue('--color-text')
          .trim() === '#1e293b',
    );

    // Page: Letter, a wider margin, no page numbers.
    const sheetWidth = () =>
      frame.$eval('.artboard .page', (sheet) => sheet.getBoundingClientRect().width);
    const a4Width = await sheetWidth();
    const format = (await byLabel(page, 'Format').waitHandle()) as ElementHandle<HTMLSelectElement>;
    await format.select('letter');
    await frameShows(
      frame,
      () => document.querySelector('.artboard')?.getAttribute('data-format') === 'letter',
    );
    expect(Math.round((await sheetWidth()) - a4Width)).toBe(Math.round((6 * 96) / 25.4));
    await focus(page, 'slider', 'Margin');
    await page.keyboard.press('Home');
    await press(page, 'ArrowRight', 12);
    await frameShows(
      frame,
      () =>
        getComputedStyle(document.querySelector('.artboard')!)
          .getPropertyValue('--margin')
          .trim() === '24px',
    );
    expect(await builderFrameText(page)).toMatch(/Page \d of \d/);
    await choose(page, 'switch', 'Page numbers');
    await frameShows(
      frame,
      () => !/Page \d of/.test(document.querySelector('.artboard')!.textContent ?? ''),
    );

    // Saved: the stored resume and the builder after a reload.
    await waitUntilSaved(page);
    const saved = await storedMetadata(page, id);
    expect(saved.typography).toEqual({
      ...before.typography,
      font: { family: 'Inter', subset: 'latin', variants: ['regular', '600'], size: 13 },
      lineHeight: 2,
      hideIcons: true,
    });
    expect(saved.theme).toEqual({ primary: '#0d9488', background: '#fef3c7', text: '#1e293b' });
    expect(saved.page).toEqual({
      format: 'letter',
      margin: 24,
      options: { breakLine: before.page.options.breakLine, pageNumbers: false },
    });
    await page.reload();
    const reloaded = await artboardFrame(page);
    await frameShows(reloaded, () =>
      getComputedStyle(document.querySelector('.artboard')!).fontFamily.startsWith('Inter'),
    );
    await scrollToSection(page, 'page');
    expect(
      await byLabel(page, 'Font family')
        .map((input) => (input as HTMLInputElement).value)
        .wait(),
    ).toBe('Inter');
    expect(
      await byRole(page, 'radio', 'Teal')
        .map((radio) => (radio as HTMLInputElement).checked)
        .wait(),
    ).toBe(true);
    expect(
      await byRole(page, 'slider', 'Margin')
        .map((slider) => slider.getAttribute('aria-valuenow'))
        .wait(),
    ).toBe('24');
    await expectAccessible(page, 'builder-design');

    // Printed by the render service from the same build: Inter is embedded.
    const file = await printedByRender(page, id);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/Inter/);

    expect(outside).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await closePage(page);
  });

  it('writes the resume in its own language: headings, direction and the PDF follow it, the interface stays', async () => {
    const arabic = JSON.parse(
      readFileSync(join(__dirname, '../../src/artboard/i18n/locales/ar-SA.json'), 'utf8'),
    ) as Record<string, string>;
    const { page, id } = await personWithResume(suite.browser, suite.app);
    await page.goto(`${suite.app.url}/builder/${id}`);
    const frame = await artboardFrame(page);
    expect(await builderFrameText(page)).toContain('Experience');

    // Chosen as a person does: the Page panel's language list, searched by the English name.
    await scrollToSection(page, 'page');
    await fillByLabel(page, 'Resume language', 'Arabic');
    await waitForText(page, 'العربية');
    await page.keyboard.press('Enter');
    await frameShows(
      frame,
      () => document.querySelector('.artboard')?.getAttribute('dir') === 'rtl',
    );
    expect(await frame.$eval('.artboard', (element) => element.getAttribute('lang'))).toBe('ar-SA');
    const text = await builderFrameText(page);
    expect(text).toContain(arabic.experience);
    expect(text).not.toContain('Experience');
    // What the person typed is theirs: the name stays as written.
    expect(text).toContain('Ingrid Castellanos');
    // The interface keeps its own language and direction.
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await byRole(page, 'heading', 'Page').wait();

    await waitUntilSaved(page);
    expect(((await storedMetadata(page, id)) as unknown as { language: string }).language).toBe(
      'ar-SA',
    );
    await page.reload();
    await artboardFrame(page);
    await scrollToSection(page, 'page');
    expect(
      await byRole(page, 'combobox', 'Resume language')
        .map((input) => (input as HTMLInputElement).value)
        .wait(),
    ).toBe('العربية (المملكة العربية السعودية)');

    // Printed by the render service: the Arabic heading, in the build's Arabic face (Almarai).
    const file = await printedByRender(page, id);
    expect(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })).toContain(
      arabic.experience,
    );
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(/Almarai/);
    await expectAccessible(page, 'builder-resume-language');
    expect(pageErrors(page)).toEqual([]);
    await closePage(page);
  });

  it('keeps every design tool read-only on a locked resume', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    await lockResume(page, id);
    await page.goto(`${suite.app.url}/builder/${id}`);
    await artboardFrame(page);
    await scrollToSection(page, 'page');
    const controls = await page.$$eval(
      ['typography', 'theme', 'page']
        .map((section) => `#section-${section} :is(button, input, select)`)
        .join(', '),
      (elements) =>
        elements
          .filter(
            (element) =>
              !(element as HTMLInputElement).hidden &&
              (element as HTMLInputElement).type !== 'hidden',
          )
          .map((element) => ({
            control: `${element.tagName} ${element.getAttribute('type') ?? ''} ${element.getAttribute('aria-label') ?? element.textContent ?? ''}`,
            locked:
              (element as HTMLInputElement).disabled || (element as HTMLInputElement).readOnly,
          })),
    );
    // Quick picks, catalogue, variants, sliders, switches, swatches, colours, format.
    expect(controls.length).toBeGreaterThan(40);
    // The Page panel's "Show what runs onto page N" only takes the reader to an
    // entry: it changes nothing, so it stays usable on a locked resume.
    const changing = controls.filter(
      (control) => !/Show what runs onto page/.test(control.control),
    );
    expect(changing.filter((control) => !control.locked)).toEqual([]);
    await closePage(page);
  });

  it('works in the Design sheet on a phone (screenshots)', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, { width: phoneWidth });
    await page.goto(`${suite.app.url}/builder/${id}`);
    const frame = await artboardFrame(page);
    await byRole(page, 'button', 'Design').click();
    await choose(page, 'radio', 'Rose');
    await frameShows(
      frame,
      () =>
        getComputedStyle(document.querySelector('.artboard')!)
          .getPropertyValue('--color-primary')
          .trim() === '#e11d48',
    );
    await waitUntilSaved(page);

    for (const [name, section] of [
      ['builder-design', 'typography'],
      ['builder-design-theme', 'theme'],
      ['builder-design-page', 'page'],
    ] as const) {
      await captureScreen(suite.browser, `${suite.app.url}/builder/${id}`, name, {
        context: page.browserContext(),
        prepare: async (shot) => {
          await artboardFrame(shot);
          if ((shot.viewport()?.width ?? 1440) < 1024) {
            await byRole(shot, 'button', 'Design').click();
          }
          await scrollToSection(shot, section);
        },
      });
    }
    await closePage(page);
  });
});
