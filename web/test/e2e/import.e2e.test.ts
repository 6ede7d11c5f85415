import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';

import {
  appForTests,
  byLabel,
  byRole,
  captureScreen,
  clickByRole,
  expectAccessible,
  openPage,
  originPage,
  pageErrors,
  phoneWidth,
  waitForText,
} from './harness';

jest.setTimeout(180_000);

const fixtures = join(__dirname, 'fixtures/import');
/** The sample resume printed in each template by Vitae (`make templates`), without the JSON a print carries. */
const templatePdfs = join(__dirname, '../../public/templates/pdf');

/** The labels of the dialog's file types, as a person picks them. */
const typeLabel = {
  'reactive-resume-json': 'Vitae or Reactive Resume (.json)',
  'reactive-resume-v3-json': 'Reactive Resume v3 (.json)',
  'json-resume-json': 'JSON Resume (.json)',
  'linkedin-data-export-zip': 'LinkedIn Data Export (.zip)',
  pdf: 'PDF (.pdf)',
  docx: 'Word document (.docx)',
} as const;
type FileType = keyof typeof typeLabel;

const suite = appForTests();
/** One signed-in person for the whole file. */
let person: BrowserContext;
/** Files made for the run: too big for the browser, too big for the server. */
let scratch: string;

beforeAll(async () => {
  person = await suite.browser.createBrowserContext();
  const page = await openPage(person, originPage(suite.app.url));
  const username = `importer${Date.now().toString(36)}`;
  const status = await page.evaluate(
    async (account) => {
      const response = await fetch('/api/auth/register', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      return response.status;
    },
    {
      name: 'Noor Haddad',
      username,
      email: `${username}@example.org`,
      password: 'import all the things',
      locale: 'en-US',
    },
  );
  expect(status).toBe(201);
  // The app asks the server for the user only when this browser last had a session;
  // signing in through the login page sets that mark, registering through the API does not.
  await page.evaluate(() => localStorage.setItem('vitae-session', '1'));
  await page.close();

  scratch = mkdtempSync(join(tmpdir(), 'vitae-import-e2e-'));
  // Over the 5 MB a JSON file may have (docs/quality.md#case-26).
  writeFileSync(join(scratch, 'huge.json'), `{"basics":{"name":"${'x'.repeat(6 * 1024 * 1024)}"}}`);
  // Valid for the browser (under 5 MB) but larger than the server accepts in one request.
  writeFileSync(
    join(scratch, 'long-summary.json'),
    // 1.3 MB in 30 jobs, each summary within a rich-text field's 50,000 characters,
    // so the browser keeps every one (a single longer summary is cut there).
    JSON.stringify({
      basics: { name: 'Verbose Person' },
      work: Array.from({ length: 30 }, (_, index) => ({
        name: `Company ${index + 1}`,
        position: 'Writer',
        summary: 'All work and no play. '.repeat(2_000),
      })),
    }),
  );
});

// The person's context closes with the browser (appForTests).
afterAll(() => {
  if (scratch) {
    rmSync(scratch, { recursive: true, force: true });
  }
});

/** The dashboard's resumes page with the import dialog open, as a person opens it from its tile. */
async function openDialog(page: Page): Promise<void> {
  await clickByRole(page, 'button', 'Import an existing resume');
  const dialog = byRole(page, 'dialog', 'Import an existing resume');
  // Right after the dialog closed, a click on a busy machine can land while the
  // closing dialog still holds the page; a person clicks again, and so does this.
  const opened = await dialog
    .setTimeout(10_000)
    .wait()
    .then(() => true)
    .catch(() => false);
  if (!opened) {
    await clickByRole(page, 'button', 'Import an existing resume');
    await dialog.wait();
  }
}

async function openImport(width = 1440): Promise<Page> {
  const page = await openPage(person, `${suite.app.url}/dashboard/resumes`, { width });
  await openDialog(page);
  return page;
}

async function chooseType(page: Page, type: FileType): Promise<void> {
  const select = await byLabel(page, 'File type').waitHandle();
  await select.select(type);
  await select.dispose();
  expect(await selectedTypeLabel(page)).toBe(typeLabel[type]);
}

async function selectedTypeLabel(page: Page): Promise<string> {
  const select = await byLabel(page, 'File type').waitHandle();
  const label = await select.evaluate(
    (element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '',
  );
  await select.dispose();
  return label;
}

/**
 * The control the dialog's "File" label names. Chromium's accessibility query
 * does not reach file inputs, so the label is followed as a browser does.
 */
async function fileField(page: Page): Promise<ElementHandle<HTMLInputElement>> {
  const handle = await page.waitForFunction(() => {
    const label = [...document.querySelectorAll('[role="dialog"] label')].find(
      (element) => element.textContent?.replace('*', '').trim() === 'File',
    ) as HTMLLabelElement | undefined;
    return label?.control ?? undefined;
  });
  return handle as ElementHandle<HTMLInputElement>;
}

/** Picks a file in the browser's file chooser, opened by clicking the File field. */
async function chooseFile(page: Page, path: string): Promise<void> {
  const field = await fileField(page);
  const [chooser] = await Promise.all([page.waitForFileChooser(), field.click()]);
  await chooser.accept([path]);
  await field.dispose();
}

/** What the File field shows: the chosen file's name, or the prompt to choose one. */
async function fileFieldText(page: Page): Promise<string> {
  const field = await fileField(page);
  const text = await field.evaluate((input) =>
    (input.parentElement as HTMLElement).innerText.trim(),
  );
  await field.dispose();
  return text;
}

async function readFileField<T>(page: Page, read: (input: HTMLInputElement) => T): Promise<T> {
  const field = await fileField(page);
  const value = await field.evaluate(read);
  await field.dispose();
  return value;
}

async function isDisabled(page: Page, role: string, name: string): Promise<boolean> {
  const control = await byRole(page, role, name).waitHandle();
  const disabled = await control.evaluate((element) => (element as HTMLButtonElement).disabled);
  await control.dispose();
  return disabled;
}

async function isShown(page: Page, role: string, name: string): Promise<boolean> {
  const found = await page.$(`::-p-aria([name="${name}"][role="${role}"])`);
  await found?.dispose();
  return found !== null;
}

async function dialogText(page: Page): Promise<string> {
  return page.$eval('[role="dialog"]', (dialog) => (dialog as HTMLElement).innerText);
}

/** Waits until the dialog is gone and the resume list on the page (not a toast) shows `title`. */
async function waitForResumeInList(page: Page, title: string): Promise<void> {
  await page
    .waitForFunction(
      (expected) => {
        if (document.querySelector('[role="dialog"]')) {
          return false;
        }
        const main = document.querySelector('main');
        return main !== null && main.innerText.includes(expected);
      },
      { timeout: 30_000 },
      title,
    )
    .catch(async (error: unknown) => {
      const shown = await page.evaluate(() => document.body.innerText);
      throw new Error(
        `"${title}" did not join the list: ${String(error)}\nThe page shows:\n${shown}`,
      );
    });
}

/** Type, file, Validate: what a person does before Import. */
async function validate(page: Page, type: FileType, file: string): Promise<void> {
  await chooseType(page, type);
  await chooseFile(page, file);
  await clickByRole(page, 'button', 'Validate');
}

describe('the import dialog', () => {
  it.each([
    ['reactive-resume-json', 'vitae.json', 'Ingrid Solberg'],
    ['reactive-resume-v3-json', 'reactive-resume-v3.json', 'Tomasz Wielki'],
    ['json-resume-json', 'json-resume.json', 'Amara Okonkwo'],
    ['linkedin-data-export-zip', 'linkedin-export.zip', 'Lucía Ferreira'],
    // Read from its text: the sample printed in a template, and Vitae's own Word export of it.
    ['pdf', join(templatePdfs, 'onyx.pdf'), 'Ingrid Castellanos'],
    ['docx', 'resume.docx', 'Ingrid Castellanos'],
  ] as const)('imports %s (%s) and the resume joins the list', async (type, file, name) => {
    const page = await openImport();
    try {
      await validate(page, type, resolve(fixtures, file));
      await waitForText(page, 'The file is valid and ready to import.');
      await waitForText(page, `It holds the resume of ${name}.`);
      expect(await isDisabled(page, 'button', 'Validated')).toBe(true);
      expect(await isShown(page, 'button', 'Validate')).toBe(false);

      await clickByRole(page, 'button', 'Import');
      await waitForResumeInList(page, name);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('brings back a PDF Vitae printed exactly, from the JSON it carries', async () => {
    const page = await openImport();
    try {
      // A resume of this person's, printed as the builder's Download PDF prints it.
      const printed = await page.evaluate(async () => {
        const created = await fetch('/api/resume', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            title: 'Printed to come back',
            slug: 'printed-to-come-back',
            sample: true,
          }),
        });
        const resume = (await created.json()) as { id: string; data: unknown };
        const print = (await (await fetch(`/api/resume/print/${resume.id}`)).json()) as {
          url: string;
        };
        const pdf = await (await fetch(print.url)).arrayBuffer();
        return { data: resume.data, pdf: Array.from(new Uint8Array(pdf)) };
      });
      const file = join(scratch, 'printed by vitae.pdf');
      writeFileSync(file, Buffer.from(printed.pdf));

      await validate(page, 'pdf', file);
      await waitForText(page, 'The file is valid and ready to import.');
      await clickByRole(page, 'button', 'Import');
      await waitForText(page, /was imported/);
      const imported = await page.evaluate(async () => {
        const list = (await (await fetch('/api/resume')).json()) as {
          id: string;
          createdAt: string;
        }[];
        const newest = list.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
        return ((await (await fetch(`/api/resume/${newest.id}`)).json()) as { data: unknown }).data;
      });
      // Every field, id and design choice as it was: nothing read from the page's text.
      expect(imported).toEqual(printed.data);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await page.close();
    }
    await captureScreen(
      suite.browser,
      `${suite.app.url}/dashboard/resumes`,
      'import-pdf-validated',
      {
        context: person,
        prepare: async (shot) => {
          await openDialog(shot);
          await validate(shot, 'pdf', join(scratch, 'printed by vitae.pdf'));
          await waitForText(shot, 'The file is valid and ready to import.');
        },
      },
    );
  });

  it('refuses a PDF with a password, a damaged PDF and a scan, each in its own words', async () => {
    const page = await openImport();
    const damaged = join(scratch, 'damaged.pdf');
    writeFileSync(damaged, '%PDF-1.7 the rest is missing');
    const scan = join(scratch, 'scan.pdf');
    // A page with a drawing and no text, as a scanner's PDF holds a picture and no text.
    writeFileSync(
      scan,
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R>>endobj\n4 0 obj<</Length 27>>stream\n50 500 300 200 re f\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const notWord = join(scratch, 'not-word.docx');
    copyFileSync(join(fixtures, 'linkedin-export.zip'), notWord);
    try {
      for (const [type, file, words] of [
        [
          'pdf',
          join(fixtures, 'encrypted.pdf'),
          'The PDF is protected by a password. Save a copy without the password, then import that.',
        ],
        ['pdf', damaged, 'The file is damaged or is not a PDF.'],
        ['pdf', scan, 'The PDF holds pictures of text but no text (a scan).'],
        ['docx', notWord, 'The file is damaged or is not a Word (.docx) document.'],
      ] as const) {
        await validate(page, type, file);
        await waitForText(page, words);
        await clickByRole(page, 'button', 'Discard');
        await byRole(page, 'button', 'Validate').wait();
      }
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await page.close();
    }
    await captureScreen(suite.browser, `${suite.app.url}/dashboard/resumes`, 'import-pdf-refused', {
      context: person,
      prepare: async (shot) => {
        await openDialog(shot);
        await validate(shot, 'pdf', join(fixtures, 'encrypted.pdf'));
        await waitForText(shot, 'The PDF is protected by a password.');
        await expectAccessible(shot, 'the import dialog refusing a PDF');
      },
    });
  });

  it("shows the parser's per-field warnings before Import", async () => {
    const page = await openImport();
    try {
      await validate(page, 'json-resume-json', join(fixtures, 'json-resume.json'));
      await waitForText(page, /\d+ things were changed so that the file fits/);
      const text = await dialogText(page);
      // "last spring" is not a date; "amara.example.ng" has no scheme.
      expect(text).toContain(
        'Experience 2, Start date: not a date we could read (kept as written)',
      );
      expect(text).toContain(
        'Basics, Website: no https:// at the start (read as https://amara.example.ng)',
      );
      expect(text).not.toContain('work.1.startDate');
      expect(await isShown(page, 'button', 'Import')).toBe(true);
      await expectAccessible(page, 'the import dialog with warnings');
    } finally {
      await page.close();
    }
    await captureScreen(suite.browser, `${suite.app.url}/dashboard/resumes`, 'import-validated', {
      context: person,
      prepare: async (shot) => {
        await openDialog(shot);
        await validate(shot, 'json-resume-json', join(fixtures, 'json-resume.json'));
        await waitForText(shot, 'things were changed so that the file fits');
      },
    });
  });

  it('asks for a file type and a file (both required) and hints what each type accepts', async () => {
    const page = await openImport();
    try {
      await clickByRole(page, 'button', 'Validate');
      await waitForText(page, 'Choose the type of the file to import.');
      expect(await readFileField(page, (input) => input.disabled)).toBe(true);
      await expectAccessible(page, 'the import dialog asking for a type');

      await chooseType(page, 'linkedin-data-export-zip');
      await waitForText(page, 'Accepts only .zip files');
      expect(await dialogText(page)).not.toContain('Choose the type of the file to import.');
      await clickByRole(page, 'button', 'Validate');
      await waitForText(page, 'Choose a file to import.');

      await chooseType(page, 'json-resume-json');
      await waitForText(page, 'Accepts only .json files');
      expect(await readFileField(page, (input) => input.accept)).toBe('.json');
    } finally {
      await page.close();
    }
    await captureScreen(suite.browser, `${suite.app.url}/dashboard/resumes`, 'import-dialog', {
      context: person,
      prepare: openDialog,
    });
  });

  it.each([
    ['json-resume-json', 'not-json.json', 'Failed to parse JSON'],
    ['reactive-resume-json', 'not-utf8.json', 'Failed to read the file'],
    ['linkedin-data-export-zip', 'not-a-zip.zip', 'Failed to read the file'],
    [
      'linkedin-data-export-zip',
      'empty.zip',
      'ParserError: There were no files found inside the zip archive.',
    ],
    [
      'reactive-resume-json',
      'deeply-nested.json',
      'The file nests lists and objects more than 64 levels deep.',
    ],
  ] as const)(
    'refuses %s %s with "%s", a toast, and Discard resets',
    async (type, file, message) => {
      const page = await openImport();
      try {
        await validate(page, type, join(fixtures, file));
        await waitForText(page, 'This file cannot be imported');
        expect(await dialogText(page)).toContain(message);
        await waitForText(page, 'An error occurred while validating the file.');
        expect(await isShown(page, 'button', 'Import')).toBe(false);

        await clickByRole(page, 'button', 'Discard');
        await byRole(page, 'button', 'Validate').wait();
        expect(await dialogText(page)).not.toContain(message);
        expect(await fileFieldText(page)).toBe('Drop your file here, or click to choose one');
        expect(await selectedTypeLabel(page)).toBe(typeLabel[type]);
      } finally {
        await page.close();
      }
    },
  );

  it('refuses a JSON file over 5 MB with a clear error, and the page stays responsive', async () => {
    const page = await openImport();
    try {
      await validate(page, 'reactive-resume-json', join(scratch, 'huge.json'));
      // The page answers while the worker reads the file.
      expect(
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(1)))),
      ).toBe(1);
      await waitForText(page, 'The file is larger than 5 MB.');
      await waitForText(page, 'An error occurred while validating the file.');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('refuses a file of another format as not of the chosen type', async () => {
    const page = await openImport();
    try {
      await validate(page, 'reactive-resume-json', join(fixtures, 'reactive-resume-v3.json'));
      await waitForText(page, 'This file is not a Reactive Resume file.');
      await expectAccessible(page, 'the import dialog refusing a file');
    } finally {
      await page.close();
    }
    await captureScreen(suite.browser, `${suite.app.url}/dashboard/resumes`, 'import-refused', {
      context: person,
      prepare: async (shot) => {
        await openDialog(shot);
        await validate(shot, 'linkedin-data-export-zip', join(fixtures, 'empty.zip'));
        await waitForText(shot, 'This file cannot be imported');
      },
    });
  });

  it('changing the file type resets the file and the result', async () => {
    const page = await openImport();
    try {
      await validate(page, 'json-resume-json', join(fixtures, 'json-resume.json'));
      await waitForText(page, 'The file is valid and ready to import.');
      expect(await fileFieldText(page)).toContain('json-resume.json');

      await chooseType(page, 'reactive-resume-v3-json');
      await byRole(page, 'button', 'Validate').wait();
      const text = await dialogText(page);
      expect(text).not.toContain('The file is valid and ready to import.');
      expect(text).not.toContain('json-resume.json');
      expect(await isShown(page, 'button', 'Import')).toBe(false);
      expect(await fileFieldText(page)).toBe('Drop your file here, or click to choose one');
      expect(await readFileField(page, (input) => input.files?.length)).toBe(0);

      // Validate now asks for a file again instead of validating the old one.
      await clickByRole(page, 'button', 'Validate');
      await waitForText(page, 'Choose a file to import.');
    } finally {
      await page.close();
    }
  });

  it('shows a server failure as "Oops, the server returned an error." and keeps the dialog open', async () => {
    const page = await openImport();
    try {
      await validate(page, 'json-resume-json', join(scratch, 'long-summary.json'));
      await waitForText(page, 'The file is valid and ready to import.');
      await clickByRole(page, 'button', 'Import');
      await waitForText(page, 'Oops, the server returned an error.');
      const description = await page.$eval(
        '[data-scope="toast"][data-part="description"]',
        (element) => (element as HTMLElement).innerText,
      );
      // The gateway's own words for a request over its body limit, shown as the description.
      expect(description).toBe('Request body is too large');
      expect(await isShown(page, 'dialog', 'Import an existing resume')).toBe(true);
      expect(await isDisabled(page, 'button', 'Import')).toBe(false);
    } finally {
      await page.close();
    }
  });

  it('opens with ctrl+I, has no serious or critical accessibility violation, and closes with Escape', async () => {
    const page = await openPage(person, `${suite.app.url}/dashboard/resumes`, {
      width: phoneWidth,
    });
    try {
      await byRole(page, 'button', 'Import an existing resume').wait();
      await page.keyboard.down('Control');
      await page.keyboard.press('i');
      await page.keyboard.up('Control');
      await byRole(page, 'dialog', 'Import an existing resume').wait();
      await expectAccessible(page, 'the import dialog on a phone');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.querySelector('[role="dialog"]') === null, {
        polling: 100,
      });
    } finally {
      await page.close();
    }
  });

  it('starts afresh each time it opens', async () => {
    const page = await openImport();
    try {
      await validate(page, 'json-resume-json', join(fixtures, 'not-json.json'));
      await waitForText(page, 'This file cannot be imported');
      await clickByRole(page, 'button', 'Close');
      await page.waitForFunction(() => document.querySelector('[role="dialog"]') === null, {
        polling: 100,
      });
      await openDialog(page);
      expect(await selectedTypeLabel(page)).toBe('Select a file type');
      expect(await dialogText(page)).not.toContain('This file cannot be imported');
    } finally {
      await page.close();
    }
  });
});
