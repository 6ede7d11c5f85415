import { type Page } from 'puppeteer-core';

import {
  appForTests,
  byRole,
  captureScreen,
  closePage,
  expectAccessible,
  openPage,
  originPage,
  pageErrors,
  waitForUrl,
} from './harness';

jest.setTimeout(240_000);

const suite = appForTests();
const stamp = Date.now().toString(36);
const username = `grace${stamp}`;
const person = { name: 'Grace Hopper', headline: 'Compiler pioneer & rear admiral' };
const publicResume = { title: 'Navy Engineer', slug: 'navy-engineer' };
const privateResume = { title: 'Draft', slug: 'draft' };
/**
 * A whole resume, so the page (and its screenshots) show what a reader meets:
 * the sections of the person's career, merged into the new resume's sections.
 */
const career: Record<string, Record<string, unknown>> = {
  summary: {
    content:
      '<p>Mathematician and naval officer who taught computers to read words. I wrote the first compiler, argued that programs should be written in English-like languages, and spent forty years making machines easier for people to use.</p>',
  },
  experience: {
    items: [
      {
        company: 'United States Navy',
        position: 'Rear Admiral, Director of Navy Programming Languages',
        location: 'Washington, D.C.',
        date: '1967 - 1986',
        summary:
          "<ul><li>Standardised the Navy's programming languages and wrote the tests that checked every COBOL compiler against the standard.</li><li>Championed networks of small computers over one central machine.</li></ul>",
      },
      {
        company: 'Remington Rand (Sperry Rand)',
        position: 'Director of Automatic Programming',
        location: 'Philadelphia, PA',
        date: '1949 - 1967',
        summary:
          '<ul><li>Built the A-0 system for the UNIVAC I, the first compiler.</li><li>Led the team behind FLOW-MATIC, the first language with English-like statements, and shaped the design of COBOL.</li></ul>',
      },
      {
        company: 'Harvard Computation Laboratory',
        position: 'Programmer, Mark I',
        location: 'Cambridge, MA',
        date: '1944 - 1949',
        summary: '<p>Programmed the Harvard Mark I and wrote its 561-page manual of operation.</p>',
      },
    ],
  },
  education: {
    items: [
      {
        institution: 'Yale University',
        studyType: 'Ph.D.',
        area: 'Mathematics',
        date: '1930 - 1934',
      },
      {
        institution: 'Vassar College',
        studyType: 'B.A.',
        area: 'Mathematics and Physics',
        date: '1924 - 1928',
      },
    ],
  },
  skills: {
    items: [
      {
        name: 'Compilers',
        description: 'Expert',
        level: 5,
        keywords: ['A-0', 'FLOW-MATIC', 'COBOL'],
      },
      { name: 'Teaching', description: 'Expert', level: 5, keywords: ['Lectures', 'Manuals'] },
      { name: 'Mathematics', description: 'Advanced', level: 4, keywords: ['Numerical analysis'] },
    ],
  },
  awards: {
    items: [
      {
        title: 'National Medal of Technology',
        awarder: 'President of the United States',
        date: '1991',
      },
      {
        title: 'Computer Sciences Man of the Year',
        awarder: 'Data Processing Management Association',
        date: '1969',
      },
    ],
  },
};

/** Registers the owner and makes one public and one private resume, as the app's calls do. */
async function seed(page: Page): Promise<void> {
  const result = await page.evaluate(
    async (account, resumes, basics, sections) => {
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
      for (const resume of resumes) {
        const created = (await call('/resume', 'POST', resume)) as {
          id: string;
          data: {
            basics: Record<string, unknown>;
            sections: Record<string, Record<string, unknown>>;
          };
        };
        const merged = { ...created.data.sections };
        for (const [key, section] of Object.entries(sections)) {
          merged[key] = { ...merged[key], ...section };
        }
        const data = {
          ...created.data,
          basics: { ...created.data.basics, ...basics },
          sections: merged,
        };
        await call(`/resume/${created.id}`, 'PATCH', { data });
      }
      return 'seeded';
    },
    {
      name: person.name,
      username,
      email: `${username}@example.org`,
      password: 'correct horse battery',
      locale: 'en-US',
    },
    [
      { ...publicResume, visibility: 'public' },
      { ...privateResume, visibility: 'private' },
    ],
    { ...person, location: 'Arlington, Virginia' },
    career,
  );
  expect(result).toBe('seeded');
}

/** The artboard frame's visible text once it has drawn the resume. */
async function frameText(page: Page): Promise<string> {
  await page.locator('[data-state="rendered"]').wait();
  const frame = page.frames().find((candidate) => candidate.url().endsWith('/artboard/preview'));
  if (!frame) {
    throw new Error('the page has no artboard frame');
  }
  return frame.evaluate(() => document.body.innerText);
}

beforeAll(async () => {
  const owner = await openPage(suite.browser, originPage(suite.app.url));
  try {
    await seed(owner);
  } finally {
    await closePage(owner);
  }
});

describe('the public resume page', () => {
  const url = () => `${suite.app.url}/${username}/${publicResume.slug}`;

  it('shows a public resume in the artboard frame, titled, with a Built with link to /', async () => {
    const page = await openPage(suite.browser, url());
    try {
      const text = await frameText(page);
      expect(text).toContain(person.name);
      expect(text).toContain(person.headline);
      expect(text).toContain('Director of Automatic Programming');
      expect(await page.title()).toBe(`${publicResume.title} - Vitae`);
      await byRole(page, 'heading', person.name).wait();
      const builtWith = await byRole(page, 'link', 'Built with Vitae').waitHandle();
      expect(await builtWith.evaluate((link) => link.getAttribute('href'))).toBe('/');
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('opens a tab at the click of Download PDF, before the print answers, and sends it to the PDF', async () => {
    const page = await openPage(suite.browser, url());
    try {
      await page.locator('[data-state="rendered"]').wait();
      // The print's answer is held back until the tab is seen: a tab opened
      // only after the answer (after an `await`) would wait forever here, and a
      // popup blocker would have stopped it.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.url().endsWith('/print')) {
          void held.then(() => request.continue());
        } else {
          void request.continue();
        }
      });
      const opened = suite.browser.waitForTarget((target) => target.opener() === page.target());
      await byRole(page, 'button', 'Download PDF').click();
      const tab = await opened;
      expect(tab.url()).toBe('about:blank');
      release();
      const pdf = await suite.browser.waitForTarget(
        (target) => target === tab && target.url() !== 'about:blank',
      );
      const response = await fetch(pdf.url());
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.toString('latin1')).toContain(`/Title (${publicResume.title})`);
    } finally {
      await closePage(page);
    }
  });

  it("closes the tab again and words a failed print with the app's error messages", async () => {
    const page = await openPage(suite.browser, url());
    try {
      await page.locator('[data-state="rendered"]').wait();
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.url().endsWith('/print')) {
          void request.respond({
            status: 502,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 502,
              code: 'ResumePrinterError',
              message: 'printer said no',
            }),
          });
        } else {
          void request.continue();
        }
      });
      const opened = suite.browser.waitForTarget((target) => target.opener() === page.target());
      await byRole(page, 'button', 'Download PDF').click();
      const tab = await opened;
      const alert = await page.locator('[role="alert"]').waitHandle();
      const text = await alert.evaluate((element) => element.textContent ?? '');
      expect(text).toContain('Oops, the server returned an error.');
      expect(text).toContain(
        'Something went wrong while printing your resume. Please try again later.',
      );
      // The tab opened at the click is closed again.
      const closed = new Promise<void>((resolve) => {
        const check = () => !suite.browser.targets().includes(tab) && resolve();
        suite.browser.on('targetdestroyed', check);
        check();
      });
      await closed;
      expect(suite.browser.targets()).not.toContain(tab);
    } finally {
      await closePage(page);
    }
  });

  it('sends a reader of a private resume to the landing page', async () => {
    const page = await openPage(
      suite.browser,
      `${suite.app.url}/${username}/${privateResume.slug}`,
    );
    try {
      await waitForUrl(page, '/');
      await page
        .locator(
          '::-p-aria([role="heading"][name="A resume you are proud to send, without paying for it."])',
        )
        .wait();
    } finally {
      await closePage(page);
    }
  });

  it('serves the link-preview tags in the HTML, and none for a private resume', async () => {
    const html = await (await fetch(url(), { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`<meta property="og:title" content="${publicResume.title}" />`);
    expect(html).toContain(
      `<meta property="og:description" content="${person.name} · Compiler pioneer &amp; rear admiral" />`,
    );
    // The resume template's static picture, on PUBLIC_URL: the HTML waits on no print.
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/templates\/jpg\/[a-z]+\.jpg" \/>/,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const hidden = await (
      await fetch(`${suite.app.url}/${username}/${privateResume.slug}`, {
        headers: { accept: 'text/html' },
      })
    ).text();
    expect(hidden).not.toContain('og:title');
  });

  it('has no serious or critical accessibility violation, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openPage(suite.browser, url(), { colorScheme });
      try {
        await page.locator('[data-state="rendered"]').wait();
        await expectAccessible(page, `the public resume page (${colorScheme})`);
      } finally {
        await closePage(page);
      }
    }
    await captureScreen(suite.browser, url(), 'public', {
      prepare: async (page) => {
        await page.locator('[data-state="rendered"]').wait();
        await page.waitForFunction(
          () =>
            (document.querySelector('[data-state="rendered"]') as HTMLElement).offsetHeight > 300,
        );
      },
    });
  });
});
