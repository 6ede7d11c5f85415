import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type Frame, type Page } from 'puppeteer-core';

import {
  appForTests,
  byRole,
  closePage,
  openPage,
  originPage,
  pageErrors,
  phoneWidth,
} from './harness';

jest.setTimeout(300_000);

/**
 * The public page's views (docs/product.md#public-resume-page): the printed
 * sheets one under the other on a wide screen, the resume reflowed for reading
 * on a phone (with a switch to the sheets), and page numbers legible in print.
 */
const suite = appForTests();
const stamp = Date.now().toString(36);
const username = `ada${stamp}`;
/** Screenshots of the views go here when set (docs/testing-web.md). */
const shotsDir = process.env.PUBLIC_SHEETS_SHOTS;

/** An experience long enough to fill more than one A4 sheet. */
function experience(words: { position: string; company: string; line: string }) {
  return Array.from({ length: 9 }, (_, index) => ({
    company: `${words.company} ${index + 1}`,
    position: words.position,
    location: 'London',
    date: `${1990 + index} - ${1991 + index}`,
    summary: `<ul>${Array.from({ length: 4 }, () => `<li>${words.line}</li>`).join('')}</ul>`,
  }));
}

const resumes = {
  english: {
    title: 'Analyst',
    slug: 'analyst',
    language: 'en-US',
    basics: { name: 'Ada Lovelace', headline: 'Analyst of engines' },
    summary:
      '<p>Mathematician who wrote the first published program, for an engine that was never built, and saw that such machines could work on more than numbers.</p>',
    items: experience({
      position: 'Analyst',
      company: 'Analytical Engine Works',
      line: 'Wrote the notes on the engine, with the table of its operations for the numbers of Bernoulli.',
    }),
  },
  arabic: {
    title: 'محللة',
    slug: 'arabic',
    language: 'ar-SA',
    basics: { name: 'آدا لوفليس', headline: 'محللة المحركات' },
    summary:
      '<p>عالمة رياضيات كتبت أول برنامج منشور لآلة لم تُبنَ قط، ورأت أن هذه الآلات تستطيع أن تعمل على أكثر من الأرقام.</p>',
    items: experience({
      position: 'محللة',
      company: 'مصنع المحرك التحليلي',
      line: 'كتبت الملاحظات عن المحرك مع جدول عملياته لحساب أعداد برنولي.',
    }),
  },
};

/** Registers the owner and makes the public resumes, as the app's calls do. */
async function seed(page: Page): Promise<void> {
  const result = await page.evaluate(
    async (account, all) => {
      const call = async (path: string, method: string, body?: unknown) => {
        const response = await fetch(`/api${path}`, {
          method,
          credentials: 'include',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) {
          throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
        }
        return response.status === 204 ? null : response.json();
      };
      await call('/auth/register', 'POST', account);
      for (const resume of all) {
        const created = (await call('/resume', 'POST', {
          title: resume.title,
          slug: resume.slug,
          visibility: 'public',
        })) as {
          id: string;
          data: {
            basics: Record<string, unknown>;
            metadata: Record<string, unknown>;
            sections: Record<string, Record<string, unknown>>;
          };
        };
        const { sections } = created.data;
        const data = {
          ...created.data,
          basics: { ...created.data.basics, ...resume.basics },
          metadata: { ...created.data.metadata, language: resume.language },
          sections: {
            ...sections,
            summary: { ...sections.summary, content: resume.summary },
            experience: { ...sections.experience, items: resume.items },
          },
        };
        await call(`/resume/${created.id}`, 'PATCH', { data });
      }
      return 'seeded';
    },
    {
      name: 'Ada Lovelace',
      username,
      email: `${username}@example.org`,
      password: 'correct horse battery',
      locale: 'en-US',
    },
    [resumes.english, resumes.arabic],
  );
  expect(result).toBe('seeded');
}

const url = (slug: string) => `${suite.app.url}/${username}/${slug}`;

/** The artboard frame, once the page shows the resume in `view`. */
async function shown(page: Page, view: 'sheets' | 'reading'): Promise<Frame> {
  await page.locator(`[data-state="rendered"][data-view="${view}"]`).wait();
  const frame = page.frames().find((candidate) => candidate.url().endsWith('/artboard/preview'));
  if (!frame) {
    throw new Error('the page has no artboard frame');
  }
  return frame;
}

/** How many sheets the artboard counts for print, and the sheets the page shows with their numbers. */
async function sheets(frame: Frame): Promise<{ printed: number; shown: string[] }> {
  await frame.waitForFunction(() => document.querySelectorAll('.vp-sheet').length > 0);
  return frame.evaluate(() => ({
    printed: [...document.querySelectorAll<HTMLElement>('#artboard .page')].reduce(
      (sum, page) => sum + Number(page.dataset.sheets),
      0,
    ),
    shown: [...document.querySelectorAll<HTMLElement>('.vp-sheet')].map(
      (sheet) => sheet.querySelector('.vp-sheet-number')?.textContent ?? '',
    ),
  }));
}

async function shoot(page: Page, name: string): Promise<void> {
  if (shotsDir) {
    mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: false });
  }
}

beforeAll(async () => {
  const owner = await openPage(suite.browser, originPage(suite.app.url));
  try {
    await seed(owner);
  } finally {
    await closePage(owner);
  }
});

describe('the public page on a wide screen', () => {
  it('shows an N-page resume as N separate sheets, each with its page number', async () => {
    const page = await openPage(suite.browser, url(resumes.english.slug), { width: 1440 });
    try {
      const frame = await shown(page, 'sheets');
      const { printed, shown: numbers } = await sheets(frame);
      expect(printed).toBeGreaterThanOrEqual(2);
      expect(numbers).toEqual(
        Array.from({ length: printed }, (_, index) => `Page ${index + 1} of ${printed}`),
      );
      // Each sheet is a page of its own, apart from the next one.
      const boxes = await frame.evaluate(() =>
        [...document.querySelectorAll('.vp-sheet')].map((sheet) => {
          const box = sheet.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom, height: box.height };
        }),
      );
      for (let index = 1; index < boxes.length; index += 1) {
        expect(boxes[index].top - boxes[index - 1].bottom).toBeGreaterThanOrEqual(16);
        expect(boxes[index].height).toBeCloseTo(boxes[0].height, 0);
      }
      // No switch on a wide screen: the sheets are the view.
      expect(await page.$('.vp-switch')).toBeNull();
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});

describe('the public page on a phone', () => {
  it('reflows the resume with readable text, and switches to the printed pages and back', async () => {
    const page = await openPage(suite.browser, url(resumes.english.slug), { width: phoneWidth });
    try {
      let frame = await shown(page, 'reading');
      const reading = await frame.evaluate(() => {
        const size = (selector: string) =>
          Number.parseFloat(getComputedStyle(document.querySelector(selector)!).fontSize);
        const line = document.querySelector('.item-summary li')!.getBoundingClientRect();
        return {
          summary: size('.summary-content p'),
          item: size('.item-summary li'),
          width: document.documentElement.clientWidth,
          right: line.right,
        };
      });
      expect(reading.summary).toBeGreaterThanOrEqual(14);
      expect(reading.item).toBeGreaterThanOrEqual(14);
      // One column that fits the phone: the frame is not scaled down.
      expect(reading.right).toBeLessThanOrEqual(reading.width);
      const box = await page.$eval('.vp-frame', (element) => element.getBoundingClientRect().width);
      expect(box).toBeGreaterThan(phoneWidth - 40);

      await byRole(page, 'button', 'Show the printed pages').click();
      frame = await shown(page, 'sheets');
      const { printed, shown: numbers } = await sheets(frame);
      expect(numbers).toHaveLength(printed);
      expect(printed).toBeGreaterThanOrEqual(2);

      await byRole(page, 'button', 'Show for reading').click();
      await shown(page, 'reading');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});

describe('page numbers', () => {
  it('are printed at 8 pt or more', async () => {
    const page = await openPage(suite.browser, url(resumes.english.slug));
    try {
      // Waits for the drawn resume only: the page-number style is the artboard's, whatever the view.
      await page.locator('[data-state="rendered"]').wait();
      const frame = page
        .frames()
        .find((candidate) => candidate.url().endsWith('/artboard/preview'))!;
      // The @page rule the printer follows: its number box's font size.
      const rule = await frame.evaluate(
        () =>
          [...document.querySelectorAll('style')]
            .map((style) => style.textContent ?? '')
            .find((text) => text.includes('@page')) ?? '',
      );
      const [, size, unit] = /@bottom-(?:left|right)\s*\{[^}]*font:\s*([\d.]+)(pt|px)/.exec(rule)!;
      const points = unit === 'pt' ? Number(size) : (Number(size) * 72) / 96;
      expect(points).toBeGreaterThanOrEqual(8);
      // And on the paper on screen, where 1 pt is 4/3 px.
      const shownSize = await frame.$eval('.page-number', (number) =>
        Number.parseFloat(getComputedStyle(number).fontSize),
      );
      expect(shownSize).toBeGreaterThanOrEqual((8 * 96) / 72);
    } finally {
      await closePage(page);
    }
    // The PDF itself: the label's words are as tall as 8 pt type.
    const response = await fetch(
      `${suite.app.url}/api/resume/public/${username}/${resumes.english.slug}/print`,
    );
    const { url: pdfUrl } = (await response.json()) as { url: string };
    const pdf = Buffer.from(await (await fetch(new URL(pdfUrl, suite.app.url))).arrayBuffer());
    const dir = mkdtempSync(join(tmpdir(), 'vitae-pdf-'));
    writeFileSync(join(dir, 'resume.pdf'), pdf);
    const boxes = execFileSync('pdftotext', ['-bbox', join(dir, 'resume.pdf'), '-'], {
      encoding: 'utf8',
    });
    const words = [
      ...boxes.matchAll(
        /<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">Page<\/word>/g,
      ),
    ];
    expect(words.length).toBeGreaterThanOrEqual(2);
    for (const [, top, bottom] of words) {
      // A word's box is its font's ascent and descent, 1.3 times its size here
      // (11.7 pt at 9 pt; the 6.75 pt of a 18 px margin's old numbers gave 8.8).
      expect(Number(bottom) - Number(top)).toBeGreaterThanOrEqual(8 * 1.25);
    }
  });
});

describe('screenshots of the views', () => {
  it('are taken at 1440 and 390, light and dark, in English and in Arabic', async () => {
    if (!shotsDir) {
      return;
    }
    for (const resume of [resumes.english, resumes.arabic]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const width of [1440, phoneWidth]) {
          const page = await openPage(suite.browser, url(resume.slug), { width, colorScheme });
          try {
            await shown(page, width > phoneWidth ? 'sheets' : 'reading');
            const name = `${resume.language}-${width}-${colorScheme}`;
            await shoot(page, name);
            await page.evaluate(() => window.scrollTo(0, 1100));
            await shoot(page, `${name}-scrolled`);
            if (width === phoneWidth) {
              await byRole(page, 'button', 'Show the printed pages').click();
              await shown(page, 'sheets');
              await shoot(page, `${name}-printed`);
            }
          } finally {
            await closePage(page);
          }
        }
      }
    }
  });
});
