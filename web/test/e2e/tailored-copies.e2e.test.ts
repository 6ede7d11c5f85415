// Tailored copies as a person uses them (docs/web.md#tailored-copies-on-the-dashboard,
// docs/web.md#the-job-section, docs/resume.md#tailored-copies): a copy made for a job
// from the dashboard, listed under its source with its job; the job in the
// builder's Job section; a section changed in the source taken into the copy
// and seen in the preview.
import { type Page } from 'puppeteer-core';

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
  graphql,
  pageErrors,
  personWithResume,
  scrollToSection,
  waitForText,
  waitUntilSaved,
} from './harness';

jest.setTimeout(300_000);

const suite = appForTests();

type Stored = {
  id: string;
  version: number;
  data: { sections: { summary: { name: string; content: string } } };
};

const stored = async (page: Page, id: string) =>
  (
    await graphql<{ resume: Stored }>(
      page,
      'query ($id: ID!) { resume(id: $id) { id version data } }',
      { id },
    )
  ).resume;

/** The titles of the resumes page's tiles, in the order shown. */
function tileTitles(page: Page): Promise<string[]> {
  return page.$$eval('article[data-resume-id]', (tiles) =>
    tiles.map((tile) => tile.getAttribute('aria-label') ?? ''),
  );
}

async function fieldValue(page: Page, label: string): Promise<string> {
  const field = await byLabel(page, label).waitHandle();
  return field.evaluate((element) => (element as HTMLInputElement).value);
}

async function dialogClosed(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), {
    timeout: 15_000,
  });
}

/** The question (an alertdialog) is gone. */
async function questionClosed(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[role="alertdialog"]'), {
    timeout: 15_000,
  });
}

async function openJobSection(page: Page): Promise<void> {
  // The builder and its lazily loaded sections take their time on a busy 2-core machine.
  page.setDefaultTimeout(90_000);
  if ((page.viewport()?.width ?? 1440) < 1024) {
    await clickByRole(page, 'button', 'Design');
  }
  await clickByRole(page, 'button', 'Job');
  await scrollToSection(page, 'job');
  await byRole(page, 'heading', 'Job').wait();
}

describe('tailored copies', () => {
  it('makes a copy for a job from the dashboard, lists it under its source, and takes a section the source changed', async () => {
    const { page, id: sourceId } = await personWithResume(suite.browser, suite.app);
    try {
      // Another resume, newer than the source: the copy still sits right after its source.
      await graphql(
        page,
        'mutation ($input: CreateResumeInput!) { createResume(input: $input) { id } }',
        { input: { title: 'Other resume', slug: 'other' } },
      );
      await page.goto(`${suite.app.url}/dashboard/resumes`, { waitUntil: 'load' });
      await waitForText(page, 'Other resume');
      expect(await tileTitles(page)).toEqual(['Other resume', 'Navy Engineer']);

      await clickByRole(page, 'button', 'More actions for Navy Engineer');
      await clickByRole(page, 'menuitem', 'Copy for a job');
      await byRole(page, 'dialog', 'Copy for a job').wait();
      const today = await page.evaluate(() => {
        const now = new Date();
        return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
          .map((part) => String(part).padStart(2, '0'))
          .join('-');
      });
      // A date field is no textbox: found by its label's `for`.
      expect(
        await page.evaluate(() => {
          const label = [...document.querySelectorAll('label')].find(
            (element) => element.textContent?.trim() === 'Date',
          );
          return document.querySelector<HTMLInputElement>(`[id="${label?.htmlFor}"]`)?.value;
        }),
      ).toBe(today);
      await fillByLabel(page, 'Company', 'Acme');
      await fillByLabel(page, 'Role', 'Backend engineer');
      await fillByLabel(page, 'Job posting', 'We want a TypeScript engineer.');
      await waitForText(page, '30 of 20,000 characters');
      await expectAccessible(page, 'the Copy for a job dialog');
      await clickByRole(page, 'button', 'Make the copy');
      await dialogClosed(page);

      // The copy, named for the company, right after its source with its job.
      await waitForText(page, 'For Acme · Backend engineer');
      expect(await tileTitles(page)).toEqual([
        'Other resume',
        'Navy Engineer',
        'Navy Engineer · Acme',
      ]);
      await clickByRole(page, 'button', 'List view');
      await waitForText(page, 'For Acme · Backend engineer');
      expect(
        await page.$$eval('li[data-resume-id]', (rows) =>
          rows.map((row) => row.getAttribute('aria-label')),
        ),
      ).toEqual(['Other resume', 'Navy Engineer', 'Navy Engineer · Acme']);
      await expectAccessible(page, 'the resume list with a copy');
      const copyId = await page.$eval('li[aria-label="Navy Engineer · Acme"]', (row) =>
        row.getAttribute('data-resume-id'),
      );
      expect(copyId).toBeTruthy();

      // The source's summary changes elsewhere (through the API, as another tab would).
      const source = await stored(page, sourceId);
      const summaryName = source.data.sections.summary.name;
      const data = structuredClone(source.data);
      data.sections.summary.content = '<p>Rust and PostgreSQL at scale.</p>';
      await graphql(
        page,
        'mutation ($id: ID!, $input: UpdateResumeInput!) { updateResume(id: $id, input: $input) { id } }',
        { id: sourceId, input: { data, baseVersion: source.version } },
      );

      // The copy's builder: its job, and the summary changed in the source.
      await page.goto(`${suite.app.url}/builder/${copyId}`, { waitUntil: 'load' });
      expect(await builderFrameText(page)).not.toContain('Rust and PostgreSQL at scale.');
      await openJobSection(page);
      expect(await fieldValue(page, 'Company')).toBe('Acme');
      expect(await fieldValue(page, 'Role')).toBe('Backend engineer');
      expect(await fieldValue(page, 'Job posting')).toBe('We want a TypeScript engineer.');
      await waitForText(page, 'Against “Navy Engineer”');
      await waitForText(page, 'Changed in the source');
      await expectAccessible(page, 'the Job section of a copy');

      await clickByRole(page, 'button', `Take from source: ${summaryName}`);
      await waitForText(page, `${summaryName} is taken from the source.`);
      await page.waitForFunction(
        () => {
          const frame = document.querySelector<HTMLIFrameElement>(
            'iframe[src="/artboard/builder"]',
          );
          return frame?.contentDocument?.body.textContent?.includes(
            'Rust and PostgreSQL at scale.',
          );
        },
        { timeout: 30_000, polling: 200 },
      );
      await page.waitForFunction(() => !document.body.innerText.includes('Changed in the source'), {
        timeout: 30_000,
        polling: 200,
      });
      await waitUntilSaved(page);
      const copy = await stored(page, copyId!);
      expect(copy.data.sections.summary.content).toBe('<p>Rust and PostgreSQL at scale.</p>');

      await captureScreen(
        suite.browser,
        `${suite.app.url}/dashboard/resumes`,
        'dashboard-tailored-copies',
        {
          context: page.browserContext(),
          prepare: (shot) => waitForText(shot, 'For Acme · Backend engineer'),
        },
      );
      await captureScreen(
        suite.browser,
        `${suite.app.url}/dashboard/resumes`,
        'dashboard-copy-for-job',
        {
          context: page.browserContext(),
          prepare: async (shot) => {
            await waitForText(shot, 'Other resume');
            await clickByRole(shot, 'button', 'More actions for Other resume');
            await clickByRole(shot, 'menuitem', 'Copy for a job');
            await byRole(shot, 'dialog', 'Copy for a job').wait();
            await fillByLabel(shot, 'Company', 'Initech');
          },
        },
      );
      await captureScreen(suite.browser, `${suite.app.url}/builder/${copyId}`, 'builder-job', {
        context: page.browserContext(),
        prepare: async (shot) => {
          await builderFrameText(shot);
          await openJobSection(shot);
          await waitForText(shot, 'Against “Navy Engineer”');
        },
      });
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
  it('saves the job edited in the builder, and asks before taking a part both sides changed', async () => {
    const { page, id: sourceId } = await personWithResume(suite.browser, suite.app);
    try {
      const made = await graphql<{ copyResumeForJob: { id: string } }>(
        page,
        'mutation ($id: ID!, $job: ResumeJobInput!) { copyResumeForJob(id: $id, job: $job) { id } }',
        { id: sourceId, job: { company: 'Initech', role: 'SRE', posting: 'Keep the lights on.' } },
      );
      const copyId = made.copyResumeForJob.id;
      // The summary changes on both sides (through the API, as other tabs would).
      const summaryOf = async (id: string, content: string) => {
        const resume = await stored(page, id);
        const data = structuredClone(resume.data);
        data.sections.summary.content = content;
        await graphql(
          page,
          'mutation ($id: ID!, $input: UpdateResumeInput!) { updateResume(id: $id, input: $input) { id } }',
          { id, input: { data, baseVersion: resume.version } },
        );
        return resume.data.sections.summary.name;
      };
      const summaryName = await summaryOf(sourceId, '<p>Words the source chose.</p>');
      await summaryOf(copyId, '<p>Words the copy chose.</p>');

      // (a) The job edited in the builder and saved with Save job, there after a reload.
      await page.goto(`${suite.app.url}/builder/${copyId}`, { waitUntil: 'load' });
      await builderFrameText(page);
      await openJobSection(page);
      expect(await fieldValue(page, 'Company')).toBe('Initech');
      await fillByLabel(page, 'Company', 'Initrode');
      await fillByLabel(page, 'Role', 'Site reliability engineer');
      await fillByLabel(page, 'Job posting', 'Keep every light on, at night too.');
      await clickByRole(page, 'button', 'Save job');
      await waitForText(page, 'The job is saved.');
      const job = await graphql<{
        resume: { job: { company: string; role: string; posting: string } };
      }>(page, 'query ($id: ID!) { resume(id: $id) { job { company role posting } } }', {
        id: copyId,
      });
      expect(job.resume.job).toEqual({
        company: 'Initrode',
        role: 'Site reliability engineer',
        posting: 'Keep every light on, at night too.',
      });
      await page.reload({ waitUntil: 'load' });
      await builderFrameText(page);
      await openJobSection(page);
      await page.waitForFunction(
        () => [...document.querySelectorAll('input')].some((input) => input.value === 'Initrode'),
        { timeout: 30_000, polling: 200 },
      );
      expect(await fieldValue(page, 'Company')).toBe('Initrode');
      expect(await fieldValue(page, 'Role')).toBe('Site reliability engineer');
      expect(await fieldValue(page, 'Job posting')).toBe('Keep every light on, at night too.');
      await waitForText(page, 'The job is saved.');

      // (b) The summary changed here and in the source: taking it asks first.
      await waitForText(page, 'Changed on both sides');
      expect(await builderFrameText(page)).toContain('Words the copy chose.');
      await clickByRole(page, 'button', `Take from source: ${summaryName}`);
      await byRole(page, 'alertdialog', 'Replace your edits here?').wait();
      await waitForText(
        page,
        `${summaryName} changed here and in the source. Taking it replaces this copy’s edits of ${summaryName} with the source’s.`,
      );
      await expectAccessible(page, 'the question before taking a part both sides changed');
      // Cancel leaves the copy as it is.
      await clickByRole(page, 'button', 'Cancel');
      await questionClosed(page);
      expect(await builderFrameText(page)).toContain('Words the copy chose.');

      await clickByRole(page, 'button', `Take from source: ${summaryName}`);
      await byRole(page, 'alertdialog', 'Replace your edits here?').wait();
      await clickByRole(page, 'button', 'Take from source');
      await questionClosed(page);
      await waitForText(page, `${summaryName} is taken from the source.`);
      await page.waitForFunction(
        () => {
          const frame = document.querySelector<HTMLIFrameElement>(
            'iframe[src="/artboard/builder"]',
          );
          const text = frame?.contentDocument?.body.textContent ?? '';
          return (
            text.includes('Words the source chose.') && !text.includes('Words the copy chose.')
          );
        },
        { timeout: 30_000, polling: 200 },
      );
      await page.waitForFunction(() => !document.body.innerText.includes('Changed on both sides'), {
        timeout: 30_000,
        polling: 200,
      });
      await waitUntilSaved(page);
      const copy = await stored(page, copyId);
      expect(copy.data.sections.summary.content).toBe('<p>Words the source chose.</p>');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});
