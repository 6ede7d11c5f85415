// The dashboard as a person uses it: the shell and its shortcuts, the
// resumes page in grid and list, and the resume and lock dialogs.
import { type ElementHandle, type Page } from 'puppeteer-core';

import {
  appForTests,
  byLabel,
  byRole,
  captureScreen,
  clickByRole,
  closePage,
  expectAccessible,
  fillByLabel,
  openPage,
  originPage,
  pageErrors,
  phoneWidth,
  waitForText,
  waitForUrl,
} from './harness';

jest.setTimeout(180_000);

const suite = appForTests();
let people = 0;

type Resume = {
  id: string;
  title: string;
  slug: string;
  locked: boolean;
  data: { basics: { name: string } };
};

/** Signs a new person up through the API from the page (so the cookies are the page's), then opens the resumes page. */
async function signedIn({ width }: { width?: number } = {}): Promise<Page> {
  const page = await openPage(suite.browser, originPage(suite.app.url), { width });
  people += 1;
  const tag = `${Date.now().toString(36)}${people}`;
  const status = await page.evaluate(async (unique) => {
    const response = await fetch('/api/auth/register', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        name: 'Ada King Lovelace',
        username: `ada${unique}`,
        email: `ada.${unique}@example.org`,
        password: 'correct horse battery',
        locale: 'en-US',
      }),
    });
    return response.status;
  }, tag);
  expect(status).toBe(201);
  // The app asks the server who is signed in only when this browser says someone may be.
  await page.evaluate(() => localStorage.setItem('vitae-session', '1'));
  await page.goto(`${suite.app.url}/dashboard/resumes`, { waitUntil: 'load' });
  await byRole(page, 'heading', 'Resumes')
    .wait()
    .catch(async (error: unknown) => {
      const body = await page.evaluate(() => document.body.innerText);
      throw new Error(
        `The resumes page did not show its heading at ${page.url()}: ${String(error)}\n${body}\n${pageErrors(page).join('\n')}`,
      );
    });
  return page;
}

/** The person's resumes as the API has them. */
function storedResumes(page: Page): Promise<Resume[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/resume', { credentials: 'include' });
    return (await response.json()) as Resume[];
  }) as Promise<Resume[]>;
}

async function inputValue(page: Page, label: string): Promise<string> {
  const field = (await byLabel(page, label).waitHandle()) as ElementHandle<HTMLInputElement>;
  return field.evaluate((input) => input.value);
}

/** Waits until the field labelled `label` holds `value`. */
async function waitForValue(page: Page, label: string, value: string): Promise<void> {
  await page.waitForFunction(
    (name, expected) =>
      [...document.querySelectorAll('label')].some((labelElement) => {
        if (!labelElement.textContent?.startsWith(name)) {
          return false;
        }
        const input = labelElement.htmlFor ? document.getElementById(labelElement.htmlFor) : null;
        return input instanceof HTMLInputElement && input.value === expected;
      }),
    { timeout: 10_000 },
    label,
    value,
  );
}

/** Waits until the page's animations (a dialog fading in) have finished, so axe sees the final colours. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Waits until no dialog is open and its backdrop is gone (it would take the next click). */
async function dialogClosed(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[role="dialog"], [role="alertdialog"], [data-scope="dialog"][data-part="backdrop"]',
      ),
    { timeout: 15_000 },
  );
}

/** The titles of the resume tiles, in the order the page shows them. */
function tileTitles(page: Page): Promise<string[]> {
  return page.$$eval('[data-resume-id]', (tiles) =>
    tiles.map((tile) => tile.getAttribute('aria-label') ?? ''),
  );
}

async function waitForTile(page: Page, title: string, present = true): Promise<void> {
  await page.waitForFunction(
    (name, wanted) =>
      [...document.querySelectorAll('[data-resume-id]')].some(
        (tile) => tile.getAttribute('aria-label') === name,
      ) === wanted,
    { timeout: 15_000 },
    title,
    present,
  );
}

/** Create opens the builder on the new resume (docs/product.md#resume-list): back to the list from there. */
async function backFromBuilder(page: Page): Promise<void> {
  await waitForUrl(page, /^\/builder\/[^/?]+$/);
  await page.goBack();
  await waitForUrl(page, '/dashboard/resumes');
}

/**
 * Clicks the Create tile and waits for its dialog. When the dialog does not
 * come, the error tells what the page showed instead: its address, its text,
 * what had the focus and the page's own errors.
 */
async function openCreateDialog(page: Page): Promise<void> {
  await clickByRole(page, 'button', 'Create a new resume');
  await byRole(page, 'dialog', 'Create a new resume')
    .wait()
    .catch(async (error: unknown) => {
      const shown = await page.evaluate(() => ({
        text: document.body.innerText.slice(0, 1500),
        focus: document.activeElement?.outerHTML.slice(0, 300) ?? 'nothing',
        dialogs: [...document.querySelectorAll('[role="dialog"]')].map(
          (dialog) => `${dialog.getAttribute('data-state')}: ${dialog.textContent?.slice(0, 80)}`,
        ),
      }));
      throw new Error(
        `No "Create a new resume" dialog at ${page.url()}: ${String(error)}\n` +
          `Dialogs: ${shown.dialogs.join(' | ') || 'none'}\nFocus: ${shown.focus}\n` +
          `${shown.text}\n${pageErrors(page).join('\n')}`,
      );
    });
}

async function createResume(page: Page, title: string): Promise<void> {
  await openCreateDialog(page);
  await fillByLabel(page, 'Title', title);
  await clickByRole(page, 'button', 'Create');
  await dialogClosed(page);
  await backFromBuilder(page);
  await waitForTile(page, title);
}

async function openMenuOf(page: Page, title: string): Promise<void> {
  await clickByRole(page, 'button', `More actions for ${title}`);
  await byRole(page, 'menuitem', 'Open').wait();
}

async function pressWith(page: Page, modifier: 'Control' | 'Shift', key: string): Promise<void> {
  await page.keyboard.down(modifier);
  await page.keyboard.press(key as never);
  await page.keyboard.up(modifier);
}

describe('the resumes page', () => {
  it('invites the first resume when there is none, titled "Resumes - Vitae" and accessible', async () => {
    const page = await signedIn();
    try {
      await waitForText(page, 'No resumes yet');
      expect(await page.title()).toBe('Resumes - Vitae');
      await byRole(page, 'button', 'Create a new resume').wait();
      await byRole(page, 'button', 'Import an existing resume').wait();
      await byRole(page, 'link', 'Resumes').wait();
      await byRole(page, 'link', 'Settings').wait();
      expect(await tileTitles(page)).toEqual([]);
      await expectAccessible(page, 'the empty resumes page');
      await clickByRole(page, 'button', 'Create your first resume');
      await byRole(page, 'dialog', 'Create a new resume').wait();
      expect(pageErrors(page)).toEqual([]);
      await captureScreen(suite.browser, `${suite.app.url}/dashboard/resumes`, 'dashboard-empty', {
        context: page.browserContext(),
        prepare: (shot) => waitForText(shot, 'No resumes yet'),
      });
    } finally {
      await closePage(page);
    }
  });

  it('creates a resume from a typed title, the slug following it, and from the dice', async () => {
    const page = await signedIn();
    try {
      await pressWith(page, 'Control', 'n');
      await byRole(page, 'dialog', 'Create a new resume').wait();
      await fillByLabel(page, 'Title', 'Senior Café Designer');
      await waitForValue(page, 'Slug', 'senior-cafe-designer');
      await settled(page);
      await expectAccessible(page, 'the create dialog');
      await page.keyboard.press('Enter');
      await dialogClosed(page);
      await backFromBuilder(page);
      await waitForTile(page, 'Senior Café Designer');
      await waitForText(page, /Last updated (now|\d+ seconds? ago)/);

      await openCreateDialog(page);
      await clickByRole(page, 'button', 'Generate a random title');
      const rolled = await inputValue(page, 'Title');
      expect(rolled).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(await inputValue(page, 'Slug')).toBe(rolled.toLowerCase().replaceAll(' ', '-'));
      await fillByLabel(page, 'Slug', 'my own slug');
      await clickByRole(page, 'button', 'Generate a random title');
      const rerolled = await inputValue(page, 'Title');
      expect(rerolled).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+$/);
      // Edited by hand, the slug no longer follows; leaving the field makes it hyphenated lowercase.
      expect(await inputValue(page, 'Slug')).toBe('my-own-slug');
      await clickByRole(page, 'button', 'Create');
      await dialogClosed(page);
      await backFromBuilder(page);
      await waitForTile(page, rerolled);

      const stored = await storedResumes(page);
      expect(
        stored
          .map(({ title, slug }) => ({ title, slug }))
          .sort((a, b) => a.slug.localeCompare(b.slug)),
      ).toEqual([
        { title: rerolled, slug: 'my-own-slug' },
        { title: 'Senior Café Designer', slug: 'senior-cafe-designer' },
      ]);
      // Newest first.
      expect(await tileTitles(page)).toEqual([rerolled, 'Senior Café Designer']);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('refuses an empty title in the browser and keeps the typed values after a server error', async () => {
    const page = await signedIn();
    try {
      await createResume(page, 'Portfolio');
      await openCreateDialog(page);
      await clickByRole(page, 'button', 'Create');
      await waitForText(page, 'Title must not be empty.');

      await fillByLabel(page, 'Title', 'Another portfolio');
      await fillByLabel(page, 'Slug', 'portfolio');
      await clickByRole(page, 'button', 'Create');
      await waitForText(page, 'Oops, the server returned an error.');
      await waitForText(page, 'Please pick a different unique identifier.');
      await byRole(page, 'dialog', 'Create a new resume').wait();
      expect(await inputValue(page, 'Title')).toBe('Another portfolio');
      expect(await inputValue(page, 'Slug')).toBe('portfolio');
      expect(await storedResumes(page)).toHaveLength(1);
    } finally {
      await closePage(page);
    }
  });

  it('creates the sample resume from the split button', async () => {
    const page = await signedIn();
    try {
      await openCreateDialog(page);
      await fillByLabel(page, 'Title', 'Sample');
      await clickByRole(page, 'button', 'More ways to create');
      await clickByRole(page, 'menuitem', 'Create Sample Resume');
      await dialogClosed(page);
      await backFromBuilder(page);
      await waitForTile(page, 'Sample');
      const [sample] = await storedResumes(page);
      const full = (await page.evaluate(async (id) => {
        const response = await fetch(`/api/resume/${id}`, { credentials: 'include' });
        return response.json();
      }, sample.id)) as Resume;
      expect(full.data.basics.name).toBe('Ingrid Castellanos');
    } finally {
      await closePage(page);
    }
  });

  it('renames, duplicates (" (Copy)"), locks and unlocks, and deletes with its warning', async () => {
    const page = await signedIn();
    try {
      await createResume(page, 'Engineer');

      await openMenuOf(page, 'Engineer');
      await clickByRole(page, 'menuitem', 'Rename');
      await byRole(page, 'dialog', 'Update an existing resume').wait();
      expect(await inputValue(page, 'Title')).toBe('Engineer');
      await settled(page);
      await expectAccessible(page, 'the update dialog');
      await fillByLabel(page, 'Title', 'Staff Engineer');
      await waitForValue(page, 'Slug', 'staff-engineer');
      await clickByRole(page, 'button', 'Save Changes');
      await dialogClosed(page);
      await waitForTile(page, 'Staff Engineer');
      await waitForTile(page, 'Engineer', false);

      // The context menu, by a right click on the tile.
      const tile = await page.waitForSelector('[data-resume-id][aria-label="Staff Engineer"]');
      await tile!.click({ button: 'right' });
      await clickByRole(page, 'menuitem', 'Duplicate');
      await byRole(page, 'dialog', 'Duplicate an existing resume').wait();
      expect(await inputValue(page, 'Title')).toBe('Staff Engineer (Copy)');
      expect(await inputValue(page, 'Slug')).toBe('staff-engineer-copy');
      await settled(page);
      await expectAccessible(page, 'the duplicate dialog');
      await clickByRole(page, 'button', 'Duplicate');
      await dialogClosed(page);
      await waitForTile(page, 'Staff Engineer (Copy)');
      const stored = await storedResumes(page);
      expect(stored.map((resume) => resume.slug).sort()).toEqual([
        'staff-engineer',
        'staff-engineer-copy',
      ]);

      await openMenuOf(page, 'Staff Engineer');
      await clickByRole(page, 'menuitem', 'Lock');
      await byRole(page, 'alertdialog', 'Lock this resume?').wait();
      await waitForText(page, 'Lock a resume to prevent editing.');
      await settled(page);
      await expectAccessible(page, 'the lock dialog');
      await clickByRole(page, 'button', 'Lock');
      await dialogClosed(page);
      await page.waitForSelector(
        '[data-resume-id][aria-label="Staff Engineer"] [data-testid="lock-overlay"]',
      );
      expect(
        (await storedResumes(page)).find((resume) => resume.title === 'Staff Engineer')?.locked,
      ).toBe(true);
      await openMenuOf(page, 'Staff Engineer');
      const rename = await byRole(page, 'menuitem', 'Rename').waitHandle();
      expect(await rename.evaluate((item) => item.getAttribute('aria-disabled'))).toBe('true');
      await clickByRole(page, 'menuitem', 'Unlock');
      await byRole(page, 'alertdialog', 'Unlock this resume?').wait();
      await clickByRole(page, 'button', 'Unlock');
      await dialogClosed(page);
      await page.waitForFunction(
        () =>
          !document.querySelector(
            '[data-resume-id][aria-label="Staff Engineer"] [data-testid="lock-overlay"]',
          ),
      );
      expect(
        (await storedResumes(page)).find((resume) => resume.title === 'Staff Engineer')?.locked,
      ).toBe(false);

      await openMenuOf(page, 'Staff Engineer (Copy)');
      await clickByRole(page, 'menuitem', 'Delete');
      await byRole(page, 'alertdialog', 'Are you sure you want to delete your resume?').wait();
      await waitForText(page, 'moves to the Trash for 30 days');
      await settled(page);
      await expectAccessible(page, 'the delete dialog');
      await clickByRole(page, 'button', 'Delete');
      await dialogClosed(page);
      await waitForTile(page, 'Staff Engineer (Copy)', false);
      expect((await storedResumes(page)).map((resume) => resume.title)).toEqual(['Staff Engineer']);

      await openMenuOf(page, 'Staff Engineer');
      await clickByRole(page, 'menuitem', 'Open');
      await waitForUrl(page, /^\/builder\/[^/]+$/);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('shows the preview image of a resume and opens the builder on a click', async () => {
    const page = await signedIn();
    try {
      await createResume(page, 'Pictured');
      await page.waitForFunction(
        () => {
          const image = document.querySelector<HTMLImageElement>('img[alt="Preview of Pictured"]');
          return Boolean(image?.complete && image.naturalWidth > 0);
        },
        { timeout: 90_000 },
      );
      const src = await page.$eval(
        'img[alt="Preview of Pictured"]',
        (image) => (image as HTMLImageElement).src,
      );
      expect(src).toMatch(/[?&]v=/);
      await clickByRole(page, 'link', 'Pictured');
      await waitForUrl(page, /^\/builder\/[^/]+$/);
    } finally {
      await closePage(page);
    }
  });

  it('switches between grid and list and remembers the choice in this browser', async () => {
    const page = await signedIn();
    try {
      await createResume(page, 'Listed');
      const gridButton = await byRole(page, 'button', 'Grid view').waitHandle();
      expect(await gridButton.evaluate((button) => button.getAttribute('aria-pressed'))).toBe(
        'true',
      );
      expect(await page.$('ul [data-resume-id]')).toBeNull();
      await clickByRole(page, 'button', 'List view');
      await page.waitForSelector('ul li[data-resume-id][aria-label="Listed"]');
      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector('ul li[data-resume-id][aria-label="Listed"]');
      const listButton = await byRole(page, 'button', 'List view').waitHandle();
      expect(await listButton.evaluate((button) => button.getAttribute('aria-pressed'))).toBe(
        'true',
      );
      await expectAccessible(page, 'the resumes page as a list');
      await clickByRole(page, 'button', 'Grid view');
      await page.waitForSelector('article[data-resume-id][aria-label="Listed"]');
    } finally {
      await closePage(page);
    }
  });
});

describe('the dashboard shell', () => {
  it('opens the import dialog with ctrl+I and from its tile', async () => {
    const page = await signedIn();
    try {
      await pressWith(page, 'Control', 'i');
      await page.waitForSelector('[role="dialog"][data-state="open"]');
      await page.keyboard.press('Escape');
      await dialogClosed(page);
      await clickByRole(page, 'button', 'Import an existing resume');
      await page.waitForSelector('[role="dialog"][data-state="open"]');
    } finally {
      await closePage(page);
    }
  });

  it('goes to settings with shift+S and back with shift+R, but not while typing', async () => {
    const page = await signedIn();
    try {
      await pressWith(page, 'Shift', 'S');
      await waitForUrl(page, '/dashboard/settings');
      await pressWith(page, 'Shift', 'R');
      await waitForUrl(page, '/dashboard/resumes');

      await openCreateDialog(page);
      await fillByLabel(page, 'Title', 'Research Scientist');
      expect(await inputValue(page, 'Title')).toBe('Research Scientist');
      expect(new URL(page.url()).pathname).toBe('/dashboard/resumes');
    } finally {
      await closePage(page);
    }
  });

  it('shows the initials in the user menu, logs out from it, and with shift+Q to /', async () => {
    const page = await signedIn();
    try {
      const trigger = await byRole(
        page,
        'button',
        'Account menu of Ada King Lovelace',
      ).waitHandle();
      // No picture: the avatar shows the first letters of the first and last words of the name.
      const letters = await trigger.evaluate((button) => {
        const fallback = button.querySelector('[data-initials]');
        // One picture of the person: the letters, no generic icon beside them.
        if (button.querySelector('svg:not([class*="lucide"])')) {
          return 'an icon as well';
        }
        return fallback ? getComputedStyle(fallback, '::before').content : null;
      });
      expect(letters).toBe('"AL"');
      await clickByRole(page, 'button', 'Account menu of Ada King Lovelace');
      await clickByRole(page, 'menuitem', 'Settings');
      await waitForUrl(page, '/dashboard/settings');

      await pressWith(page, 'Shift', 'Q');
      await waitForUrl(page, '/');
      await page.waitForFunction(
        async () => (await fetch('/api/user/me', { credentials: 'include' })).status === 401,
      );
      await page.goto(`${suite.app.url}/dashboard/resumes`, { waitUntil: 'load' });
      await waitForUrl(page, /^\/auth\/login\?redirect=/);
    } finally {
      await closePage(page);
    }
  });

  it('puts the side menu in a drawer on a phone, and logs out from the user menu', async () => {
    const page = await signedIn({ width: phoneWidth });
    try {
      await createResume(page, 'On the go');
      await expectAccessible(page, 'the resumes page on a phone');
      await clickByRole(page, 'button', 'Open menu');
      await byRole(page, 'dialog', 'Menu').wait();
      await clickByRole(page, 'link', 'Settings');
      await waitForUrl(page, '/dashboard/settings');
      await dialogClosed(page);
      await clickByRole(page, 'button', 'Account menu of Ada King Lovelace');
      await clickByRole(page, 'menuitem', 'Logout');
      await waitForUrl(page, '/');
      await page.waitForFunction(
        async () => (await fetch('/api/user/me', { credentials: 'include' })).status === 401,
      );
    } finally {
      await closePage(page);
    }
  });
});

describe('screenshots', () => {
  it('captures the resumes page in grid and list, and the dialogs', async () => {
    const page = await signedIn();
    try {
      // The sample resume, so the previews show a real page.
      for (const title of ['Product Designer', 'Frontend Engineer', 'Data Analyst']) {
        await openCreateDialog(page);
        await fillByLabel(page, 'Title', title);
        await clickByRole(page, 'button', 'More ways to create');
        await clickByRole(page, 'menuitem', 'Create Sample Resume');
        await dialogClosed(page);
        await backFromBuilder(page);
        await waitForTile(page, title);
      }
      await openMenuOf(page, 'Frontend Engineer');
      await clickByRole(page, 'menuitem', 'Lock');
      await clickByRole(page, 'button', 'Lock');
      await dialogClosed(page);
      const context = page.browserContext();
      const previewsDrawn = (shot: Page) =>
        shot.waitForFunction(
          () => {
            const images = [
              ...document.querySelectorAll<HTMLImageElement>('img[alt^="Preview of"]'),
            ];
            return (
              images.length === 3 &&
              images.every((image) => image.complete && image.naturalWidth > 0)
            );
          },
          { timeout: 90_000 },
        );
      const view = (name: 'Grid view' | 'List view') => async (shot: Page) => {
        await clickByRole(shot, 'button', name);
        await previewsDrawn(shot);
      };
      const url = `${suite.app.url}/dashboard/resumes`;
      await captureScreen(suite.browser, url, 'dashboard-resumes-grid', {
        context,
        prepare: view('Grid view'),
      });
      await captureScreen(suite.browser, url, 'dashboard-resumes-list', {
        context,
        prepare: view('List view'),
      });
      await captureScreen(suite.browser, url, 'dashboard-create-dialog', {
        context,
        prepare: async (shot) => {
          await view('Grid view')(shot);
          await clickByRole(shot, 'button', 'Create a new resume');
          await fillByLabel(shot, 'Title', 'Marketing Lead');
        },
      });
      await captureScreen(suite.browser, url, 'dashboard-lock-dialog', {
        context,
        prepare: async (shot) => {
          await previewsDrawn(shot);
          await openMenuOf(shot, 'Data Analyst');
          await clickByRole(shot, 'menuitem', 'Lock');
          await byRole(shot, 'alertdialog', 'Lock this resume?').wait();
        },
      });
      await captureScreen(suite.browser, url, 'dashboard-delete-dialog', {
        context,
        prepare: async (shot) => {
          await previewsDrawn(shot);
          await openMenuOf(shot, 'Data Analyst');
          await clickByRole(shot, 'menuitem', 'Delete');
          await byRole(shot, 'alertdialog', 'Are you sure you want to delete your resume?').wait();
        },
      });
      expect(await tileTitles(page)).toEqual([
        'Frontend Engineer',
        'Data Analyst',
        'Product Designer',
      ]);
    } finally {
      await closePage(page);
    }
  });
});
