// The AI helper (docs/product.md#ai-helper, #ai-calls and #other-errors) in Chromium against the app as `make run`
// starts it, and a local OpenAI-compatible server started by this test (harness/fake-openai.ts), which
// the browser calls directly with the person's key (the settings' base URL).
import { type ElementHandle, type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
  byRole,
  closePage,
  pageErrors,
  personWithResume,
  seriousViolations,
  waitForText,
} from './harness';
import { completion, FakeOpenAi } from './harness/fake-openai';

jest.setTimeout(240_000);

const suite = appForTests();
const openAi = new FakeOpenAi();

beforeAll(async () => {
  await openAi.start();
});

afterAll(async () => {
  await openAi.close();
});

const originalSummary = 'Platform engineer with nine years of building the systems';

/** Stores the OpenAI settings the way the settings page does (this browser's localStorage). */
async function storeAiSettings(
  page: Page,
  settings: { apiKey: string; baseUrl: string; model: string },
) {
  await page.evaluate(
    (value) => localStorage.setItem('vitae-openai', JSON.stringify(value)),
    settings,
  );
}

/** One of the Summary field's AI buttons (the Notes field has its own). */
async function summaryButton(page: Page, name: string): Promise<ElementHandle<Element>> {
  const section = await page.waitForSelector('#section-summary');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const button = await section!.$(`::-p-aria([name="${name}"][role="button"])`);
    if (button) {
      return button;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the Summary has no "${name}" button`);
}

/** Serious or critical axe findings on elements inside `scope` (a CSS selector). */
async function violationsIn(page: Page, scope: string): Promise<string[]> {
  const { violations } = await seriousViolations(page);
  const found: string[] = [];
  for (const violation of violations) {
    for (const node of violation.nodes) {
      const inside = await page.evaluate(
        (target, within) => document.querySelector(target)?.closest(within) != null,
        node.target.join(' '),
        scope,
      );
      if (inside) {
        found.push(`${violation.id}: ${node.html}`);
      }
    }
  }
  return found;
}

async function waitForFrame(
  page: Page,
  check: (text: string) => boolean,
  what: string,
): Promise<string> {
  const deadline = Date.now() + 30_000;
  let text = '';
  while (Date.now() < deadline) {
    text = await builderFrameText(page);
    if (check(text)) {
      return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the preview never showed ${what}; it shows: ${text.slice(0, 400)}`);
}

async function openBuilderWithAi(): Promise<{ page: Page; id: string }> {
  const { page, id } = await personWithResume(suite.browser, suite.app);
  await storeAiSettings(page, {
    apiKey: 'sk-test123',
    baseUrl: `${openAi.url}/v1`,
    model: 'local-model',
  });
  await page.goto(`${suite.app.url}/builder/${id}`);
  await waitForFrame(page, (text) => text.includes(originalSummary), 'the summary');
  return { page, id };
}

describe('the AI helper', () => {
  beforeEach(() => openAi.reset());

  it('improves the summary: the exact request, the answer in the preview, Ctrl+Z brings the original back', async () => {
    const { page } = await openBuilderWithAi();
    try {
      const before = openAi.requests.length;
      openAi.answerNext({
        status: 200,
        body: completion('<p>Platform engineer who <strong>turns slow systems fast</strong>.</p>'),
        delayMs: 600,
      });
      await (await summaryButton(page, 'Improve writing')).click();
      // While it runs, all three are disabled and the active one spins.
      await page.waitForFunction(
        () => {
          const section = document.getElementById('section-summary');
          const group = section?.querySelector('[role="group"][aria-label="AI helper"]');
          const buttons = [...(group?.querySelectorAll('button') ?? [])];
          return (
            buttons.length === 3 &&
            buttons.every((button) => button.disabled) &&
            group?.querySelector('[aria-busy="true"]')?.getAttribute('aria-label') ===
              'Improve writing'
          );
        },
        { timeout: 5_000, polling: 50 },
      );
      const text = await waitForFrame(
        page,
        (frame) => frame.includes('turns slow systems fast'),
        'the improved summary',
      );
      expect(text).not.toContain(originalSummary);

      const [request] = openAi.requests.slice(before);
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/v1/chat/completions');
      expect(request.headers.authorization).toBe('Bearer sk-test123');
      expect(request.body).toMatchObject({
        model: 'local-model',
        max_tokens: 1024,
        temperature: 0,
        n: 1,
        stop: '"""',
      });
      expect(request.body.messages).toHaveLength(1);
      expect(request.body.messages[0].role).toBe('user');
      expect(request.body.messages[0].content).toContain(originalSummary);
      expect(request.body.messages[0].content).toMatch(/same language as the input/);

      // The buttons are back, and the rewrite is one undo step.
      await page.waitForFunction(
        () =>
          [
            ...(document.querySelectorAll(
              '#section-summary [role="group"][aria-label="AI helper"] button',
            ) as NodeListOf<HTMLButtonElement>),
          ].every((button) => !button.disabled),
        { timeout: 5_000, polling: 100 },
      );
      await page.keyboard.down('Control');
      await page.keyboard.press('z');
      await page.keyboard.up('Control');
      await waitForFrame(
        page,
        (frame) => frame.includes(originalSummary),
        'the original summary again',
      );
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('changes the tone at temperature 0.5 with the tone in the prompt', async () => {
    const { page } = await openBuilderWithAi();
    try {
      const before = openAi.requests.length;
      openAi.answerNext({
        status: 200,
        body: completion('Confident platform engineer, nine years in.'),
      });
      await (await summaryButton(page, 'Change tone')).click();
      // The menu and the AI buttons break no serious or critical axe rule. (The whole
      // page is checked in builder-tools; here the left pane is scrolled to rows
      // whose own findings belong to the sections pane.)
      expect(
        await violationsIn(page, '[role="menu"], [role="group"][aria-label="AI helper"]'),
      ).toEqual([]);
      await byRole(page, 'menuitem', 'Confident').click();
      await waitForFrame(
        page,
        (frame) => frame.includes('Confident platform engineer, nine years in.'),
        'the confident summary',
      );
      const [request] = openAi.requests.slice(before);
      expect(request.body.temperature).toBe(0.5);
      expect(request.body.messages[0].content).toMatch(/more confident/);
      expect(request.body.max_tokens).toBe(1024);
    } finally {
      await closePage(page);
    }
  });

  it('shows the service error as a toast and keeps the text; no choices says so', async () => {
    const { page } = await openBuilderWithAi();
    try {
      openAi.answerNext({
        status: 401,
        body: {
          error: {
            message: 'Incorrect API key provided: sk-test***',
            type: 'invalid_request_error',
          },
        },
      });
      await (await summaryButton(page, 'Fix spelling and grammar')).click();
      await waitForText(page, 'Oops, the server returned an error.');
      await waitForText(page, 'Incorrect API key provided: sk-test***');

      openAi.answerNext({ status: 200, body: { choices: [] } });
      await page.waitForFunction(
        () =>
          [
            ...(document.querySelectorAll(
              '#section-summary [role="group"][aria-label="AI helper"] button',
            ) as NodeListOf<HTMLButtonElement>),
          ].every((button) => !button.disabled),
        { timeout: 5_000, polling: 100 },
      );
      await (await summaryButton(page, 'Improve writing')).click();
      await waitForText(page, 'OpenAI did not return any choices for your text.');

      // An empty answer keeps the original.
      openAi.answerNext({ status: 200, body: completion('') });
      await page.waitForFunction(
        () =>
          [
            ...(document.querySelectorAll(
              '#section-summary [role="group"][aria-label="AI helper"] button',
            ) as NodeListOf<HTMLButtonElement>),
          ].every((button) => !button.disabled),
        { timeout: 5_000, polling: 100 },
      );
      const asked = openAi.requests.length;
      await (await summaryButton(page, 'Improve writing')).click();
      const deadline = Date.now() + 10_000;
      while (openAi.requests.length === asked && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // The buttons come back once the answer is handled (a rewrite lands before that),
      // so by then the Summary field, and the preview it feeds, would show an emptied text.
      await page.waitForFunction(
        () =>
          [
            ...(document.querySelectorAll(
              '#section-summary [role="group"][aria-label="AI helper"] button',
            ) as NodeListOf<HTMLButtonElement>),
          ].every((button) => !button.disabled),
        { timeout: 10_000, polling: 50 },
      );
      expect(
        await page.$eval('#section-summary .ProseMirror', (editor) => editor.textContent),
      ).toContain(originalSummary);
      expect(await builderFrameText(page)).toContain(originalSummary);
    } finally {
      await closePage(page);
    }
  });

  it('shows no AI buttons when no key is stored', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      await page.evaluate(() => localStorage.removeItem('vitae-openai'));
      await page.goto(`${suite.app.url}/builder/${id}`);
      await waitForFrame(page, (text) => text.includes(originalSummary), 'the summary');
      await page.waitForSelector('#section-summary [role="textbox"]');
      expect(await page.$('::-p-aria([name="Improve writing"][role="button"])')).toBeNull();
      expect(
        await page.$('::-p-aria([name="Fix spelling and grammar"][role="button"])'),
      ).toBeNull();
      expect(await page.$('::-p-aria([name="Change tone"][role="button"])')).toBeNull();
    } finally {
      await closePage(page);
    }
  });
});
