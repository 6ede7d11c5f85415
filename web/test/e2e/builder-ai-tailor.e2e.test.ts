// Tailor to the job (docs/product.md#ai-helper and #ai-calls) in Chromium: a
// resume with a job posting, the AI helper's rewrite toward it shown as a word
// diff to accept or refuse, what the rewrite adds that the resume does not say
// marked "not in your resume" with Accept waiting for a confirmation. The AI
// service is a local OpenAI-compatible server the browser calls directly.
import { type ElementHandle, type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
  byRole,
  captureScreen,
  clickByRole,
  closePage,
  graphql,
  pageErrors,
  personWithResume,
  phoneWidth,
  scrollToSection,
  seriousViolations,
  waitUntilSaved,
} from './harness';
import { completion, FakeOpenAi } from './harness/fake-openai';

jest.setTimeout(300_000);

const suite = appForTests();
const openAi = new FakeOpenAi();

beforeAll(async () => {
  await openAi.start();
});

afterAll(async () => {
  await openAi.close();
});

const originalSummary = 'Platform engineer with nine years of building the systems';
const dialogName = 'Proposed rewrite for the job';
const posting =
  'Acme is hiring a Staff Platform Engineer to own our developer platforms: delivery pipelines, service mesh, databases. You write things down and keep on-call humane.';

/** Only rewords: "systems" to "platforms", "build pipelines" to "delivery pipelines". */
const reworded =
  '<p>Platform engineer with nine years of building the platforms other teams stand on: delivery pipelines, service meshes and the databases underneath. I like measurable wins, written decisions and on-call rotations nobody dreads.</p>';
/** Adds a number, a percentage and a tool the resume never mentions (Kubernetes it does). */
const embellished =
  '<p>Platform engineer with 12 years of building the systems other teams stand on: Kubernetes and Nomad pipelines, service meshes and the databases underneath, cutting costs by 30%. I like measurable wins, written decisions and on-call rotations nobody dreads.</p>';

/** The sample's first experience, its second bullet reworded ("move" to "migration"). */
const bulletsReworded =
  '<ul><li>Cut median CI time from 41 to 9 minutes by caching builds per package and splitting the test matrix.</li>' +
  '<li>Led the migration of 140 services to Kubernetes with zero customer-facing incidents.</li>' +
  '<li>Introduced service-level objectives and an error budget policy adopted by every product team.</li></ul>';

async function storeAiSettings(page: Page) {
  await page.evaluate((value) => localStorage.setItem('vitae-openai', JSON.stringify(value)), {
    apiKey: 'sk-test123',
    baseUrl: `${openAi.url}/v1`,
    model: 'local-model',
  });
}

/** Aims the resume at a job through the API, as the Job section's Save does. */
async function setJob(page: Page, id: string) {
  await graphql(
    page,
    'mutation ($id: ID!, $job: ResumeJobInput) { setResumeJob(id: $id, job: $job) { id } }',
    { id, job: { posting, company: 'Acme', role: 'Staff Platform Engineer', date: '' } },
  );
}

async function waitForFrame(page: Page, check: (text: string) => boolean, what: string) {
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

/** One of the Summary field's AI buttons, or null when it is not there. */
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

async function summaryText(page: Page): Promise<string> {
  return page.$eval('#section-summary .ProseMirror', (editor) => editor.textContent ?? '');
}

/** The proposal's marked words: what goes, what comes, and what is flagged (without the hidden words). */
async function proposalMarks(page: Page) {
  return page.$eval('[data-testid="ai-proposal-diff"]', (diff) => {
    const visible = (element: Element) =>
      [...element.childNodes]
        .map((node) =>
          node.nodeType === Node.TEXT_NODE
            ? node.textContent
            : node instanceof HTMLElement && node.tagName === 'MARK'
              ? node.firstChild?.textContent
              : '',
        )
        .join('')
        .trim();
    return {
      removed: [...diff.querySelectorAll('del')].map(visible),
      added: [...diff.querySelectorAll('ins')].map(visible),
      flagged: [...diff.querySelectorAll('mark[data-flagged]')].map(
        (mark) => mark.firstChild?.textContent ?? '',
      ),
    };
  });
}

async function acceptButtonDisabled(page: Page): Promise<boolean> {
  const accept = await byRole(page, 'button', 'Accept').waitHandle();
  return accept.evaluate((button) => (button as HTMLButtonElement).disabled);
}

/**
 * The proposal is closed and the page takes clicks again: the body is no longer
 * inert and the backdrop, which fades out after the dialog, is gone (a click
 * on it while it fades does nothing, for a person too).
 */
async function dialogGone(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('[role="dialog"], [data-scope="dialog"][data-part="backdrop"]') &&
      getComputedStyle(document.body).pointerEvents !== 'none',
    { timeout: 15_000, polling: 50 },
  );
}

/** Serious or critical axe findings inside the proposal. */
async function violationsInDialog(page: Page): Promise<string[]> {
  const { violations } = await seriousViolations(page);
  const found: string[] = [];
  for (const violation of violations) {
    for (const node of violation.nodes) {
      const inside = await page.evaluate(
        (target) => document.querySelector(target)?.closest('[role="dialog"]') != null,
        node.target.join(' '),
      );
      if (inside) {
        found.push(`${violation.id}: ${node.html}`);
      }
    }
  }
  return found;
}

async function openBuilder(page: Page, id: string) {
  await page.goto(`${suite.app.url}/builder/${id}`);
  await waitForFrame(page, (text) => text.includes(originalSummary), 'the summary');
}

describe('Tailor to the job', () => {
  beforeEach(() => openAi.reset());

  it('is offered once the resume has a job; its proposal is a diff: Refuse keeps the text, Accept applies it as one undo step and it saves', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      await storeAiSettings(page);
      await openBuilder(page, id);
      await summaryButton(page, 'Improve writing');
      expect(await page.$('#section-summary ::-p-aria([name="Tailor to the job"])')).toBeNull();

      await setJob(page, id);
      await openBuilder(page, id);
      const before = openAi.requests.length;
      openAi.answerNext({ status: 200, body: completion(reworded), delayMs: 300 });
      await (await summaryButton(page, 'Tailor to the job')).click();
      await byRole(page, 'dialog', dialogName).wait();

      // The request: the posting, its role and company, and the rule against new facts.
      const [request] = openAi.requests.slice(before);
      expect(request.body.temperature).toBe(0);
      expect(request.body.max_tokens).toBe(1024);
      const prompt = request.body.messages[0].content;
      expect(prompt).toContain(posting);
      expect(prompt).toContain('Job posting (Staff Platform Engineer at Acme):');
      expect(prompt).toMatch(/Never add a fact, number/);
      expect(prompt).toContain(originalSummary);

      // Word by word: what goes and what comes; nothing flagged, Accept ready.
      const marks = await proposalMarks(page);
      expect(marks.removed).toEqual(expect.arrayContaining(['systems', 'build']));
      expect(marks.added).toEqual(expect.arrayContaining(['platforms', 'delivery']));
      expect(marks.flagged).toEqual([]);
      expect(await acceptButtonDisabled(page)).toBe(false);
      expect(await violationsInDialog(page)).toEqual([]);

      // Refuse: the text and the preview stay as they were.
      await clickByRole(page, 'button', 'Refuse');
      await dialogGone(page);
      expect(await summaryText(page)).toContain(originalSummary);
      expect(await builderFrameText(page)).toContain(originalSummary);
      expect(await builderFrameText(page)).not.toContain('delivery pipelines');

      // Accept: the rewrite lands, as one undo step.
      openAi.answerNext({ status: 200, body: completion(reworded) });
      await (await summaryButton(page, 'Tailor to the job')).click();
      await byRole(page, 'dialog', dialogName).wait();
      await clickByRole(page, 'button', 'Accept');
      await dialogGone(page);
      await waitForFrame(page, (text) => text.includes('delivery pipelines'), 'the rewrite');
      expect(await summaryText(page)).toContain('building the platforms other teams stand on');

      await page.keyboard.down('Control');
      await page.keyboard.press('z');
      await page.keyboard.up('Control');
      await waitForFrame(page, (text) => text.includes(originalSummary), 'the original again');
      await page.keyboard.down('Control');
      await page.keyboard.down('Shift');
      await page.keyboard.press('z');
      await page.keyboard.up('Shift');
      await page.keyboard.up('Control');
      await waitForFrame(page, (text) => text.includes('delivery pipelines'), 'the rewrite again');

      // It is saved: a reload shows it.
      await waitUntilSaved(page);
      await page.reload();
      await waitForFrame(page, (text) => text.includes('delivery pipelines'), 'the saved rewrite');
      expect(await builderFrameText(page)).not.toContain(originalSummary);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('marks a number, a percentage and a tool the resume never states; Accept waits for a confirmation', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      await storeAiSettings(page);
      await setJob(page, id);

      // The screens first, while the summary is the sample's (light and dark, 1440 and 390 px).
      for (let variant = 0; variant < 4; variant += 1) {
        openAi.answerNext({ status: 200, body: completion(embellished) });
      }
      await captureScreen(suite.browser, `${suite.app.url}/builder/${id}`, 'builder-ai-tailor', {
        context: page.browserContext(),
        prepare: async (shot) => {
          await builderFrameText(shot);
          if ((shot.viewport()?.width ?? 1440) <= phoneWidth) {
            await clickByRole(shot, 'button', 'Sections');
          }
          await scrollToSection(shot, 'summary');
          await (await summaryButton(shot, 'Tailor to the job')).click();
          await byRole(shot, 'dialog', dialogName).wait();
        },
      });
      openAi.reset();
      // The screenshots' pages came and went in front of this one: a page in the
      // background gets no animation frames, so the dialogs below would never close.
      await page.bringToFront();

      await openBuilder(page, id);
      openAi.answerNext({ status: 200, body: completion(embellished) });
      await (await summaryButton(page, 'Tailor to the job')).click();
      await byRole(page, 'dialog', dialogName).wait();

      const marks = await proposalMarks(page);
      expect(marks.flagged).toEqual(['12', 'Nomad', '30%']);
      // Kubernetes is in the resume's skills: not flagged.
      expect(marks.flagged).not.toContain('Kubernetes');
      const list = await page.$$eval(
        '[role="dialog"] ul[aria-label="Not in your resume"] li',
        (items) => items.map((item) => item.textContent),
      );
      expect(list).toEqual(['12', 'Nomad', '30%']);
      const dialogText = await page.$eval('[role="dialog"]', (dialog) => dialog.textContent ?? '');
      expect(dialogText).toContain('The rewrite adds 3 things your resume does not say anywhere.');
      expect(await acceptButtonDisabled(page)).toBe(true);
      expect(await violationsInDialog(page)).toEqual([]);

      // Escape refuses: nothing changed, and the focus is back on the button.
      await page.keyboard.press('Escape');
      await dialogGone(page);
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('aria-label') === 'Tailor to the job',
        { timeout: 5_000, polling: 50 },
      );
      expect(await summaryText(page)).toContain(originalSummary);

      // Again, confirmed this time: Accept applies it.
      openAi.answerNext({ status: 200, body: completion(embellished) });
      const asked = openAi.requests.length;
      await (await summaryButton(page, 'Tailor to the job')).click();
      await byRole(page, 'dialog', dialogName).wait();
      expect(openAi.requests.length).toBe(asked + 1);
      expect(await acceptButtonDisabled(page)).toBe(true);
      // The box is named by its label, which is what a person clicks.
      expect(
        await page.$(
          '[role="dialog"] ::-p-aria([name="I checked the marked words: they are true"][role="checkbox"])',
        ),
      ).not.toBeNull();
      await page.locator('[role="dialog"] label').click();
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('[role="dialog"] button')].some(
            (button) => button.textContent === 'Accept' && !(button as HTMLButtonElement).disabled,
          ),
        { timeout: 5_000, polling: 50 },
      );
      await clickByRole(page, 'button', 'Accept');
      await dialogGone(page);
      await waitForFrame(page, (text) => text.includes('cutting costs by 30%'), 'the rewrite');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
  it('tailors a bullet of an experience in its dialog: the proposal over the dialog, Accept fills the field, Save Changes keeps it', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      await storeAiSettings(page);
      await setJob(page, id);
      await openBuilder(page, id);
      await scrollToSection(page, 'experience');
      await clickByRole(page, 'button', 'More actions for Tidewater Logistics');
      await clickByRole(page, 'menuitem', 'Update');
      const itemDialog = await byRole(page, 'dialog', 'Update an existing item').waitHandle();

      const before = openAi.requests.length;
      openAi.answerNext({ status: 200, body: completion(bulletsReworded) });
      const tailor = await itemDialog.waitForSelector(
        '::-p-aria([name="Tailor to the job"][role="button"])',
      );
      await tailor!.click();
      await byRole(page, 'dialog', dialogName).wait();
      expect(openAi.requests[before].body.messages[0].content).toContain(
        'Led the move of 140 services to Kubernetes',
      );
      const marks = await proposalMarks(page);
      expect(marks.removed).toEqual(['move']);
      expect(marks.added).toEqual(['migration']);
      expect(marks.flagged).toEqual([]);
      await clickByRole(page, 'button', 'Accept');
      // The proposal closes; the item's dialog stays, its field holding the rewrite.
      await page.waitForFunction(
        (name) =>
          ![...document.querySelectorAll('[role="dialog"]')].some((dialog) =>
            dialog.textContent?.includes(name),
          ),
        { timeout: 15_000, polling: 50 },
        dialogName,
      );
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('[role="dialog"] .ProseMirror')].some((editor) =>
            editor.textContent?.includes('Led the migration of 140 services'),
          ),
        { timeout: 10_000, polling: 50 },
      );
      await clickByRole(page, 'button', 'Save Changes');
      await waitForFrame(
        page,
        (text) => text.includes('Led the migration of 140 services to Kubernetes'),
        'the tailored bullet',
      );
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});
