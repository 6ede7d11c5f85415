// The job-description match in the builder's Job section as a person uses it
// (docs/web.md#the-job-section, docs/ats.md#job-description-match): a posting
// pasted, the match asked for, the score and the terms; a missing term added
// to the skills in two clicks, then found on the resume and in the preview.
import { type Page } from 'puppeteer-core';

import {
  appForTests,
  builderFrameText,
  byRole,
  captureScreen,
  clickByRole,
  closePage,
  expectAccessible,
  fillByLabel,
  pageErrors,
  personWithResume,
  scrollToSection,
  waitForText,
  waitUntilSaved,
} from './harness';

jest.setTimeout(300_000);

const suite = appForTests();

// A posting written for this test: the sample resume (Ingrid Castellanos, a
// platform engineer) has Kubernetes in its experience, Terraform only in its
// skills, and no GraphQL anywhere.
const posting = [
  'Platform Engineer at Brightwater Labs.',
  'You will run Kubernetes clusters and manage our infrastructure with Terraform.',
  'Requirements: experience with Kubernetes and PostgreSQL in production, and GraphQL APIs.',
  'We use GraphQL between every service.',
].join('\n');

async function openJobSection(page: Page): Promise<void> {
  // The builder and its lazily loaded sections take their time on a busy 2-core machine.
  page.setDefaultTimeout(90_000);
  if ((page.viewport()?.width ?? 1440) < 1024) {
    await clickByRole(page, 'button', 'Design');
  }
  await clickByRole(page, 'button', 'Job');
  await scrollToSection(page, 'job');
  await byRole(page, 'heading', 'Match with the posting').wait();
}

/** The names of the terms listed under a group's heading ("Missing (3)"). */
function termsUnder(page: Page, heading: RegExp): Promise<string[]> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source);
    const title = [...document.querySelectorAll('h4')].find((h) =>
      pattern.test(h.textContent ?? ''),
    );
    const items = title?.closest('section')?.querySelectorAll('li') ?? [];
    return [...items].map((item) => (item.querySelector('button, p')?.textContent ?? '').trim());
  }, heading.source);
}

async function pasteAndMatch(page: Page): Promise<void> {
  await fillByLabel(page, 'Company', 'Brightwater Labs');
  await fillByLabel(page, 'Job posting', posting);
  await clickByRole(page, 'button', 'Match the posting');
  await waitForText(page, /Match score: \d+ of 100/, { timeoutMs: 30_000 });
}

describe('the job-description match', () => {
  it('scores a pasted posting, lists a missing term, adds it in two clicks and shows it on the resume', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      page.setDefaultTimeout(90_000);
      await page.goto(`${suite.app.url}/builder/${id}`, { waitUntil: 'load' });
      expect(await builderFrameText(page)).not.toContain('GraphQL');
      await openJobSection(page);
      await pasteAndMatch(page);

      const scoreText = await page.$eval('[role="status"]', (element) => element.textContent);
      const before = Number(
        /Match score: (\d+)/.exec(await page.evaluate(() => document.body.innerText))?.[1],
      );
      expect(before).toBeGreaterThan(0);
      expect(before).toBeLessThan(100);
      expect(scoreText).toBeDefined();

      expect(await termsUnder(page, /^Missing \(/)).toEqual(expect.arrayContaining(['GraphQL']));
      expect(await termsUnder(page, /^Only listed \(/)).toEqual(
        expect.arrayContaining(['Terraform']),
      );
      expect(await termsUnder(page, /^Present \(/)).toEqual(
        expect.arrayContaining(['Kubernetes', 'PostgreSQL']),
      );
      // The company's name is not a term.
      const listed = [
        ...(await termsUnder(page, /^Missing \(/)),
        ...(await termsUnder(page, /^Only listed \(/)),
        ...(await termsUnder(page, /^Present \(/)),
      ];
      expect(listed.length).toBeGreaterThan(4);
      expect(listed.filter((term) => /Brightwater/.test(term))).toEqual([]);

      // A present term shows where the resume has it.
      await clickByRole(page, 'button', 'PostgreSQL');
      await waitForText(page, 'Experience · Orbita Studio');
      await expectAccessible(page, 'the Job section with a match');

      // Two clicks: Add, then where.
      await clickByRole(page, 'button', 'Add “GraphQL” to the resume');
      await byRole(page, 'menuitem', 'To the keywords of “Languages”').wait();
      await expectAccessible(page, 'the Add menu of a missing term');
      await clickByRole(page, 'menuitem', 'As a new skill');

      // Found now, in the skills list; the score goes up; the preview shows it.
      // (The match runs again after the edit: a loaded machine takes a while.)
      const deadline = Date.now() + 30_000;
      while ((await termsUnder(page, /^Missing \(/)).includes('GraphQL') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await termsUnder(page, /^Missing \(/)).not.toContain('GraphQL');
      expect(await termsUnder(page, /^Only listed \(/)).toContain('GraphQL');
      const after = Number(
        /Match score: (\d+)/.exec(await page.evaluate(() => document.body.innerText))?.[1],
      );
      expect(after).toBeGreaterThan(before);
      await page.waitForFunction(
        () =>
          document
            .querySelector<HTMLIFrameElement>('iframe[src="/artboard/builder"]')
            ?.contentDocument?.body.textContent?.includes('GraphQL'),
        { timeout: 30_000, polling: 200 },
      );

      // Saved as any edit is: the skill is there after a reload.
      await waitUntilSaved(page);
      await page.reload({ waitUntil: 'load' });
      expect(await builderFrameText(page)).toContain('GraphQL');

      await captureScreen(suite.browser, `${suite.app.url}/builder/${id}`, 'builder-job-match', {
        context: page.browserContext(),
        prepare: async (shot) => {
          await openJobSection(shot);
          await pasteAndMatch(shot);
          await scrollToSection(shot, 'job');
          await shot.$eval('[id="section-job"] h3', (heading) => heading.scrollIntoView());
        },
      });
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('says plainly when the posting has no words', async () => {
    const { page, id } = await personWithResume(suite.browser, suite.app);
    try {
      page.setDefaultTimeout(90_000);
      await page.goto(`${suite.app.url}/builder/${id}`, { waitUntil: 'load' });
      await builderFrameText(page);
      await openJobSection(page);
      await clickByRole(page, 'button', 'Match the posting');
      await waitForText(
        page,
        'The posting has no words to match: paste the job posting above first.',
        {
          timeoutMs: 30_000,
        },
      );
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});
