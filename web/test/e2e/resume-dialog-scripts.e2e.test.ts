// The resume dialog with titles in other scripts and very long titles
// (docs/resume.md#slugs): the slug is transliterated in the browser, a long
// title stops at the rule's limit and says so, and no false message shows.
import { type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';

import {
  appForTests,
  byLabel,
  byRole,
  captureScreen,
  catalogue,
  clickByRole,
  closePage,
  fillByLabel,
  openPage,
  originPage,
  personWithResume,
  waitForText,
} from './harness';

jest.setTimeout(180_000);

const suite = appForTests();

type Stored = { id: string; title: string; slug: string };

let person: { context: BrowserContext; username: string };

beforeAll(async () => {
  const made = await personWithResume(suite.browser, suite.app, { sample: false });
  person = { context: made.page.browserContext(), username: made.username };
  await made.page.close();
});

afterAll(async () => {
  await person?.context.close().catch(() => undefined);
});

/** The resumes page as the signed-in person, the dialog to create one open. */
async function createDialog(): Promise<Page> {
  const page = await openPage(person.context, `${suite.app.url}/dashboard/resumes`);
  await clickByRole(page, 'button', 'Create a new resume');
  await byRole(page, 'dialog', 'Create a new resume').wait();
  return page;
}

async function valueOf(page: Page, label: string): Promise<string> {
  const field = (await byLabel(page, label).waitHandle()) as ElementHandle<HTMLInputElement>;
  try {
    return await field.evaluate((input) => input.value);
  } finally {
    await field.dispose();
  }
}

/** Waits until the slug field holds a value `accept` takes, and gives it. */
async function slugWhen(
  page: Page,
  accept: (slug: string) => boolean,
  label = 'Slug',
): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const slug = await valueOf(page, label);
    if (accept(slug)) {
      return slug;
    }
    if (Date.now() > deadline) {
      throw new Error(`The slug field still holds "${slug}"`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The dialog's text: its field messages and helpers. */
function dialogText(page: Page): Promise<string> {
  return page.$eval('[role="dialog"]', (dialog) => (dialog as HTMLElement).innerText);
}

async function dialogClosed(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('[role="dialog"], [data-scope="dialog"][data-part="backdrop"]'),
    { timeout: 15_000 },
  );
}

/** The person's resumes as the API has them. */
function storedResumes(page: Page): Promise<Stored[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/resume', { credentials: 'include' });
    return (await response.json()) as Stored[];
  }) as Promise<Stored[]>;
}

const usable = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const arabicTitle = 'السيرة الذاتية للتصميم';

describe('the resume dialog with a title in another script', () => {
  it('creates an Arabic-titled resume with a usable slug whose builder and public page open', async () => {
    const page = await createDialog();
    try {
      await fillByLabel(page, 'Title', arabicTitle);
      const slug = await slugWhen(page, (value) => value !== '');
      expect(slug).toBe('lsyr-ldhty-lltsmym');
      await clickByRole(page, 'button', 'Create');
      await dialogClosed(page);
      const resume = (await storedResumes(page)).find((one) => one.title === arabicTitle);
      expect(resume?.slug).toBe(slug);
      const id = resume?.id ?? '';

      // The builder opens at its address.
      await page.goto(`${suite.app.url}/builder/${id}`, { waitUntil: 'load' });
      await waitForText(page, arabicTitle);

      // Made public, its public address answers with it.
      const status = await page.evaluate(async (resumeId) => {
        const response = await fetch(`/api/resume/${resumeId}`, {
          method: 'PATCH',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ visibility: 'public' }),
        });
        return response.status;
      }, id);
      expect(status).toBe(200);
      const publicUrl = `${suite.app.url}/${person.username}/${slug}`;
      const viewer = await openPage(suite.browser, publicUrl);
      try {
        await viewer.waitForFunction(
          (title) => document.title.startsWith(title),
          { timeout: 30_000 },
          arabicTitle,
        );
      } finally {
        await closePage(viewer);
      }
    } finally {
      await closePage(page);
    }
  });

  it('keeps the Arabic words of a mixed title, not only "resume"', async () => {
    const page = await createDialog();
    try {
      await fillByLabel(page, 'Title', 'سيرة ذاتية 🚀 Résumé');
      const slug = await slugWhen(page, (value) => value !== '' && value !== 'resume');
      expect(slug).toBe('syr-dhty-resume');
      expect(slug).toMatch(usable);
    } finally {
      await closePage(page);
    }
  });

  it('clears both errors of an empty submit once a title is typed, in Latin or Arabic', async () => {
    const page = await createDialog();
    try {
      await clickByRole(page, 'button', 'Create');
      await waitForText(page, 'Title must not be empty.');
      await waitForText(page, 'Slug must not be empty.');
      await fillByLabel(page, 'Title', 'Writer');
      await slugWhen(page, (value) => value === 'writer');
      await page.waitForFunction(
        () => !/must not be empty|must contain/.test(document.body.innerText),
        { timeout: 10_000 },
      );

      await fillByLabel(page, 'Title', '');
      await clickByRole(page, 'button', 'Create');
      await waitForText(page, 'Title must not be empty.');
      await fillByLabel(page, 'Title', 'مصمم');
      await slugWhen(page, (value) => value !== '');
      await page.waitForFunction(
        () => !/must not be empty|must contain/.test(document.body.innerText),
        { timeout: 10_000 },
      );
    } finally {
      await closePage(page);
    }
  });
});

describe('the resume dialog with a pasted long title', () => {
  it('holds 255 characters, says the limit, shows no false message, and creates', async () => {
    const page = await createDialog();
    try {
      const words = 'Senior Product Designer and Design Systems Lead ';
      const pasted = words.repeat(Math.ceil(5_000 / words.length)).slice(0, 5_000);
      const title = (await byLabel(page, 'Title').waitHandle()) as ElementHandle<HTMLInputElement>;
      await title.click();
      // What a paste does: the text arrives at once.
      await page.keyboard.sendCharacter(pasted);
      await title.dispose();
      expect((await valueOf(page, 'Title')).length).toBe(255);
      await waitForText(page, 'Limit reached: 255 of 255 characters.');
      const slug = await slugWhen(page, (value) => value !== '');
      expect(slug.length).toBeLessThanOrEqual(100);
      expect(slug).toMatch(usable);
      expect(`${pasted.toLowerCase().trim().replace(/\s+/g, '-')}`.startsWith(`${slug}-`)).toBe(
        true,
      );
      expect(await dialogText(page)).not.toMatch(/must/);

      await clickByRole(page, 'button', 'Create');
      await dialogClosed(page);
      const resume = (await storedResumes(page)).find((one) => one.slug === slug);
      expect(resume?.title).toBe(pasted.slice(0, 255).trim());
    } finally {
      await closePage(page);
    }
  });
});

describe('screenshots', () => {
  it('pictures the dialog in Arabic with an Arabic title', async () => {
    const words = catalogue('ar-SA');
    const setup = await openPage(person.context, originPage(suite.app.url));
    try {
      await setup.evaluate(() => localStorage.setItem('vitae-locale', 'ar-SA'));
    } finally {
      await setup.close();
    }
    try {
      await captureScreen(
        suite.browser,
        `${suite.app.url}/dashboard/resumes`,
        'dashboard-create-dialog-ar-SA',
        {
          context: person.context,
          prepare: async (shot) => {
            await clickByRole(shot, 'button', words['dashboard.tiles.create.title']);
            await fillByLabel(shot, words['dashboard.resumeDialog.field.title'], arabicTitle);
            await slugWhen(
              shot,
              (value) => value !== '',
              words['dashboard.resumeDialog.field.slug'],
            );
          },
        },
      );
    } finally {
      const reset = await openPage(person.context, originPage(suite.app.url));
      await reset.evaluate(() => localStorage.removeItem('vitae-locale'));
      await reset.close();
    }
  });
});
