// The builder's rich-text editor (docs/web.md#the-builder and docs/product.md#rich-text-editor):
// from an empty resume, each toolbar action applied through the UI to the
// Summary shows in the artboard's drawing as the tag it stands for; Ctrl+Z and
// Ctrl+Shift+Z (and the toolbar's Undo and Redo) go through the builder's one
// history; after a reload the summary is still there, saved.
import { type ElementHandle, type Frame, type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
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
  waitUntilSaved,
} from './harness';

jest.setTimeout(600_000); // some forty steps typed key by key on a busy 2-core machine

const suite = appForTests();

const mod = process.platform === 'darwin' ? 'Meta' : 'Control';

async function openBuilder(width?: number): Promise<{ page: Page; id: string }> {
  const { page, id } = await personWithResume(suite.browser, suite.app, { sample: false, width });
  await page.goto(`${suite.app.url}/builder/${id}`);
  await builderFrameText(page);
  return { page, id };
}

async function artboard(page: Page): Promise<Frame> {
  const frameElement = await page.waitForSelector('iframe[src="/artboard/builder"]');
  return (await frameElement!.contentFrame())!;
}

/**
 * The summary's HTML as the artboard draws it ("" while it draws none), less
 * the `dir="auto"` the artboard gives each top-level block (its direction is
 * the print tests' concern, web/test/artboard/scripts.test.ts): what is left is
 * the markup the editor wrote.
 */
async function drawnSummary(page: Page): Promise<string> {
  const frame = await artboard(page);
  return frame.evaluate(() =>
    (document.querySelector('[data-section="summary"] .rich-text')?.innerHTML ?? '').replace(
      / dir="auto"/g,
      '',
    ),
  );
}

/** Waits until the artboard's summary (as {@link drawnSummary} reads it) matches, or with `absent` stops matching, a pattern. */
async function waitForDrawn(page: Page, pattern: RegExp, { absent = false } = {}): Promise<void> {
  const frame = await artboard(page);
  await frame
    .waitForFunction(
      (source: string, flags: string, gone: boolean) => {
        const html = (
          document.querySelector('[data-section="summary"] .rich-text')?.innerHTML ?? ''
        ).replace(/ dir="auto"/g, '');
        return new RegExp(source, flags).test(html) !== gone;
      },
      { timeout: 30_000, polling: 100 },
      pattern.source,
      pattern.flags,
      absent,
    )
    .catch(async (error: unknown) => {
      throw new Error(
        `The artboard's summary ${absent ? 'still matches' : 'does not match'} ${String(pattern)}: ${
          (error as Error).message
        }\nIt draws: ${await drawnSummary(page)}`,
      );
    });
}

/** The Summary's editing area. */
async function summary(page: Page): Promise<ElementHandle<Element>> {
  return byRole(page, 'textbox', 'Summary').waitHandle();
}

/**
 * Clicks a button of the Summary's toolbar by its name (the Notes have a
 * toolbar too). Its buttons are named by aria-label; reading that attribute is
 * much quicker than asking the accessibility tree 40 times over.
 */
async function tool(page: Page, name: string): Promise<void> {
  const button = await page.waitForSelector(
    `[role="toolbar"][aria-label="Formatting of Summary"] button[aria-label="${name}"]:not(:disabled)`,
  );
  await button!.click();
  await button!.dispose();
}

async function chord(
  page: Page,
  ...keys: Parameters<Page['keyboard']['press']>[0][]
): Promise<void> {
  for (const key of keys) {
    await page.keyboard.down(key);
  }
  for (const key of [...keys].reverse()) {
    await page.keyboard.up(key);
  }
}

/** Types a new paragraph's text and selects it (Shift+Home). */
async function typeSelected(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await chord(page, 'Shift', 'Home');
}

/** Ends the line and starts a new paragraph. */
async function newLine(page: Page): Promise<void> {
  await page.keyboard.press('End');
  // As a person would, press Enter once the selection has moved (not in the same millisecond).
  await page.waitForFunction(() => document.getSelection()?.isCollapsed === true, { polling: 50 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  await page.keyboard.press('Enter');
}

describe('builder rich-text editor', () => {
  it('applies every toolbar action to the Summary, draws it, undoes and redoes it, and keeps it', async () => {
    const { page, id } = await openBuilder();
    try {
      const editor = await summary(page);
      await editor.click();

      // Marks, each on a paragraph of its own.
      const marks: [string, string, RegExp][] = [
        ['Bold', 'bold words', /<strong>bold words<\/strong>/],
        ['Italic', 'italic words', /<em>italic words<\/em>/],
        ['Strikethrough', 'struck words', /<s>struck words<\/s>/],
        ['Underline', 'underlined words', /<u>underlined words<\/u>/],
        ['Highlight', 'highlighted words', /<mark>highlighted words<\/mark>/],
        ['Inline code', 'npm run build', /<p><code>npm run build<\/code><\/p>/],
      ];
      for (const [name, text, drawn] of marks) {
        await typeSelected(page, text);
        await tool(page, name);
        await waitForDrawn(page, drawn);
        await newLine(page);
      }

      // A link from the prompt (a bare host becomes https://).
      await typeSelected(page, 'my website');
      await tool(page, 'Hyperlink');
      await fillByLabel(page, 'URL', 'grace.example.org');
      await clickByRole(page, 'button', 'Apply');
      await waitForDrawn(page, /<a href="https:\/\/grace\.example\.org"[^>]*>my website<\/a>/);
      // The prompt again on the link (the cursor at its start), emptied, removes it.
      await page.keyboard.press('ArrowLeft');
      await tool(page, 'Hyperlink');
      await fillByLabel(page, 'URL', '');
      await clickByRole(page, 'button', 'Apply');
      await waitForDrawn(page, /<a href/, { absent: true });
      await newLine(page);

      // A code block, left with Ctrl+Enter.
      await page.keyboard.type('const answer = 42;');
      await tool(page, 'Code block');
      await waitForDrawn(page, /<pre><code>const answer = 42;<\/code><\/pre>/);
      await chord(page, mod, 'Enter');

      // Headings 1 to 3, and a heading made a paragraph again.
      for (const level of [1, 2, 3]) {
        await page.keyboard.type(`Heading level ${level}`);
        await tool(page, `Heading ${level}`);
        await waitForDrawn(page, new RegExp(`<h${level}>Heading level ${level}</h${level}>`));
        await newLine(page);
      }
      await page.keyboard.type('Plain again');
      await tool(page, 'Heading 2');
      await waitForDrawn(page, /<h2>Plain again<\/h2>/);
      await tool(page, 'Paragraph');
      await waitForDrawn(page, /<p>Plain again<\/p>/);
      await newLine(page);

      // Alignment: centre, right, justify, and left (the default) takes the style away.
      for (const [name, align] of [
        ['Align center', 'center'],
        ['Align right', 'right'],
        ['Justify', 'justify'],
      ]) {
        await page.keyboard.type(`Aligned ${align}`);
        await tool(page, name);
        await waitForDrawn(
          page,
          new RegExp(`<p style="text-align: ${align};?">Aligned ${align}</p>`),
        );
        await newLine(page);
      }
      await page.keyboard.type('Back to the left');
      await tool(page, 'Align right');
      await waitForDrawn(page, /text-align: right;?">Back to the left/);
      await tool(page, 'Align left');
      await waitForDrawn(page, /<p>Back to the left<\/p>/);
      await newLine(page);

      // A bullet list with a nested item (indent), outdented and indented again.
      await page.keyboard.type('Led the team');
      await tool(page, 'Bullet list');
      await waitForDrawn(page, /<ul><li><p>Led the team<\/p><\/li><\/ul>/);
      await page.keyboard.press('Enter');
      await page.keyboard.type('Hired four people');
      await tool(page, 'Indent');
      await waitForDrawn(
        page,
        /<ul><li><p>Led the team<\/p><ul><li><p>Hired four people<\/p><\/li><\/ul><\/li><\/ul>/,
      );
      await tool(page, 'Outdent');
      await waitForDrawn(
        page,
        /<ul><li><p>Led the team<\/p><\/li><li><p>Hired four people<\/p><\/li><\/ul>/,
      );
      await tool(page, 'Indent');
      await waitForDrawn(page, /<li><p>Led the team<\/p><ul><li><p>Hired four people/);
      // Enter on an empty item twice leaves the nested list, then the list.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');

      // A numbered list.
      await page.keyboard.type('First step');
      await tool(page, 'Numbered list');
      await waitForDrawn(page, /<ol><li><p>First step<\/p><\/li><\/ol>/);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');

      // An image from a URL with its description.
      await page.keyboard.type('Chart:');
      await tool(page, 'Insert image');
      await byRole(page, 'dialog', 'Insert an image').wait();
      await fillByLabel(page, 'Image URL', 'https://grace.example.org/chart.png');
      await fillByLabel(page, 'Description', 'Sales by quarter');
      await clickByRole(page, 'button', 'Insert');
      // Drawn from storage's copy on this origin, never from its host
      // (docs/storage.md); hidden, since that host cannot be reached here.
      await waitForDrawn(
        page,
        /Chart:<img src="\/api\/storage\/files\/remote-image\?url=https%3A%2F%2Fgrace\.example\.org%2Fchart\.png" alt="Sales by quarter"/,
      );
      await newLine(page);

      // A line break inside a paragraph, and a horizontal rule.
      await page.keyboard.type('Line one');
      await tool(page, 'Line break');
      await page.keyboard.type('line two');
      await waitForDrawn(page, /<p>Line one<br>line two<\/p>/);
      await tool(page, 'Horizontal rule');
      await waitForDrawn(page, /line two<\/p><hr>/);

      // The cursor waits below the rule. Undo and redo go through the builder's
      // history: keys, then the toolbar.
      await page.keyboard.type('Typed last');
      await waitForDrawn(page, /<hr><p>Typed last<\/p>/);
      await chord(page, mod, 'z');
      await waitForDrawn(page, /Typed last/, { absent: true });
      await chord(page, mod, 'Shift', 'z');
      await waitForDrawn(page, /Typed last/);
      await tool(page, 'Undo');
      await waitForDrawn(page, /Typed last/, { absent: true });
      await tool(page, 'Redo');
      await waitForDrawn(page, /Typed last/);

      await waitUntilSaved(page);
      await expectAccessible(page, 'builder rich text');
      const drawn = await drawnSummary(page);

      // Saved: the resume service has the summary, and a reload draws it again.
      const stored = await page.evaluate(async (resumeId) => {
        const response = await fetch(`/api/resume/${resumeId}`);
        return ((await response.json()) as { data: { sections: { summary: { content: string } } } })
          .data.sections.summary.content;
      }, id);
      for (const tag of [
        '<strong>',
        '<em>',
        '<s>',
        '<u>',
        '<mark>',
        '<code>',
        '<pre>',
        '<h1>',
        '<h2>',
        '<h3>',
        'text-align: center',
        '<ul>',
        '<ol>',
        '<img ',
        '<br>',
        '<hr>',
        'Typed last',
      ]) {
        expect(stored).toContain(tag);
      }
      await page.reload();
      await builderFrameText(page);
      await waitForDrawn(page, /Typed last/);
      expect(await drawnSummary(page)).toBe(drawn);
      const shown = await (await summary(page)).evaluate((element) => element.innerHTML);
      expect(shown).toContain('<strong>bold words</strong>');
      expect(shown).toContain('Typed last');
      expect(pageErrors(page)).toEqual([]);

      await captureScreen(suite.browser, `${suite.app.url}/builder/${id}`, 'builder-rich-text', {
        context: page.browserContext(),
        prepare: async (shot) => {
          await builderFrameText(shot);
          if ((shot.viewport()?.width ?? 1440) < 1000) {
            await clickByRole(shot, 'button', 'Sections');
          }
          const area = await summary(shot);
          await area.evaluate((element) => element.scrollIntoView({ block: 'center' }));
          await area.click();
        },
      });
    } finally {
      await closePage(page);
    }
  });

  it('shows a locked summary read-only with its toolbar disabled', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app, { sample: false });
    try {
      await lockResume(page, id);
      await page.goto(`${suite.app.url}/builder/${id}`);
      await builderFrameText(page);
      const editor = await summary(page);
      expect(await editor.evaluate((element) => element.getAttribute('contenteditable'))).toBe(
        'false',
      );
      const toolbar = await byRole(page, 'toolbar', 'Formatting of Summary').waitHandle();
      const enabled = await toolbar.$$eval(
        'button',
        (buttons) => buttons.filter((button) => !button.disabled).length,
      );
      expect(enabled).toBe(0);
    } finally {
      await closePage(page);
    }
  });

  it('formats the summary on a phone from the Sections sheet', async () => {
    const { page } = await openBuilder(phoneWidth);
    try {
      await clickByRole(page, 'button', 'Sections');
      await (await summary(page)).click();
      await typeSelected(page, 'Phone words');
      await tool(page, 'Bold');
      await waitForDrawn(page, /<strong>Phone words<\/strong>/);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});
