// Import on the letters page (docs/letters.md#import-and-export) in Chromium
// against the app as `make run` starts it: a letter's JSON file, as Export JSON
// writes it, becomes a new private letter that opens in the letter builder; a
// file the server refuses is shown with each problem at its path in the file,
// and nothing is made.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type ElementHandle, type Page } from 'puppeteer-core';

import {
  appForTests,
  byRole,
  closePage,
  expectAccessible,
  pageErrors,
  personWithResume,
  waitForText,
  waitForUrl,
} from './harness';

jest.setTimeout(240_000);

const suite = appForTests();

type Letter = { id: string; title: string; visibility: string; data: { subject: string } };

function letters(page: Page): Promise<Letter[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/letter');
    return (await response.json()) as Letter[];
  });
}

/** A letter written from the resume through REST, and its JSON file as Export JSON gets it. */
async function exportedLetter(page: Page, resumeId: string): Promise<string> {
  return page.evaluate(async (fromResumeId) => {
    const created = await fetch('/api/letter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Letter to Initech', slug: 'initech', fromResumeId }),
    });
    const { id } = (await created.json()) as { id: string };
    return (await fetch(`/api/letter/${id}/export/json`)).text();
  }, resumeId);
}

/** Opens the Import dialog of the letters page. */
async function openImport(page: Page): Promise<void> {
  await page.goto(`${suite.app.url}/dashboard/letters`, { waitUntil: 'load' });
  await byRole(page, 'heading', 'Letters').wait();
  await byRole(page, 'button', 'Import').click();
  await byRole(page, 'dialog', 'Import a letter').wait();
}

/** Chooses a file in the dialog's File field and sends it with the dialog's Import. */
async function importFile(page: Page, path: string): Promise<void> {
  const input = (await page.waitForSelector(
    '[role="dialog"] input[type="file"]',
  )) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(path);
  await input.dispose();
  await page.click('[role="dialog"] button[type="submit"]');
}

describe('importing a letter on the letters page', () => {
  it('makes a private letter from its JSON file and opens it; a refused file names each problem', async () => {
    const { page, id: resumeId } = await personWithResume(suite.browser, suite.app);
    const scratch = mkdtempSync(join(tmpdir(), 'vitae-letter-import-'));
    try {
      const file = JSON.parse(await exportedLetter(page, resumeId)) as Record<string, unknown>;
      expect(file.vitaeLetter).toBe(1);
      const good = join(scratch, 'letter.json');
      writeFileSync(good, JSON.stringify({ ...file, subject: 'Application at Globex' }, null, 2));
      const sender = file.sender as Record<string, unknown>;
      const bad = join(scratch, 'bad.json');
      writeFileSync(
        bad,
        JSON.stringify({
          ...file,
          sender: { ...sender, name: 'x'.repeat(256) },
          date: '2026-02-30',
        }),
      );
      const notJson = join(scratch, 'notes.json');
      writeFileSync(notJson, 'Dear Bill,');
      expect(await letters(page)).toHaveLength(1);

      // A file that is no JSON: the whole file is named.
      await openImport(page);
      await expectAccessible(page, 'the letter import dialog');
      await importFile(page, notJson);
      await waitForText(page, 'This file cannot be imported');
      await waitForText(page, 'The file:');
      await waitForText(page, 'Failed to parse JSON');

      // A letter file with two fields out of the model: each at its path.
      await importFile(page, bad);
      await page.waitForFunction(
        () => document.querySelector('[role="alert"]')?.textContent?.includes('sender.name'),
        { polling: 100, timeout: 30_000 },
      );
      const problems = await page.$eval('[role="alert"]', (alert) => alert.textContent ?? '');
      expect(problems).toContain('sender.nameText must be at most 255 characters long.');
      expect(problems).toContain('date');
      expect(problems).not.toContain('file.');
      await expectAccessible(page, 'the letter import dialog with problems');
      expect(await letters(page)).toHaveLength(1);

      // The letter's file: a new private letter, opened in the builder.
      await importFile(page, good);
      await waitForUrl(page, /^\/letters\/[^/]+$/, { timeoutMs: 60_000 });
      const id = new URL(page.url()).pathname.split('/')[2]!;
      await page.waitForFunction(
        () =>
          (document.querySelector('[name="subject"]') as HTMLInputElement | null)?.value ===
          'Application at Globex',
        { polling: 200, timeout: 60_000 },
      );
      const all = await letters(page);
      expect(all).toHaveLength(2);
      expect(all.find((letter) => letter.id === id)).toMatchObject({
        title: 'Application at Globex',
        visibility: 'private',
        data: { subject: 'Application at Globex' },
      });

      // Back on Letters, both are listed.
      await page.goto(`${suite.app.url}/dashboard/letters`, { waitUntil: 'load' });
      await page.waitForFunction(
        () => document.querySelectorAll('main [data-letter-id]').length === 2,
        { polling: 100, timeout: 30_000 },
      );
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
