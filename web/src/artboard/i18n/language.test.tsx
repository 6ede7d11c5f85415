import '../../../test/artboard/jsdom-text-encoding';

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { act, render, waitFor } from '@testing-library/react';
import { type ResumeData, sampleResumeData } from '@vitae/schema';

import { quietPageCssErrors } from '../../../test/artboard/jsdom-page-css';
import { installApi } from '../api';
import { Artboard } from '../artboard';
import { listenForResume } from '../messages';
import { getResume, setResume, useResume } from '../store';
import { loadStrings, resetStringsForTests } from './load-strings';

// Fonts cannot load in jsdom; the render API's wait for them is not under test here.
jest.mock('../fonts/fonts', () => ({
  ...jest.requireActual<object>('../fonts/fonts'),
  fontsSettled: () => Promise.resolve(),
}));

const catalogues = '/assets/i18n/test/';
Object.assign(globalThis, { __CATALOGUES__: catalogues });

/** A language's committed file, as the build serves it. */
const file = (locale: string) =>
  JSON.parse(readFileSync(join(__dirname, 'locales', `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;

/** Answers the artboard's downloads from the committed files, and records them. */
let asked: string[] = [];
let answer: (url: string) => Promise<Response>;
const serveFiles = (url: string) => {
  const locale = url.slice(`${catalogues}artboard/`.length).replace(/\.json$/, '');
  return Promise.resolve({
    ok: true,
    status: 200,
    json: () => Promise.resolve(file(locale)),
  } as Response);
};

beforeEach(() => {
  resetStringsForTests();
  asked = [];
  answer = serveFiles;
  window.fetch = jest.fn((input: RequestInfo | URL) => {
    asked.push(String(input));
    return answer(String(input));
  }) as typeof fetch;
  document.documentElement.removeAttribute('dir');
  document.documentElement.lang = 'en';
});

quietPageCssErrors();

function resume(language: string, change: (data: ResumeData) => void = () => {}): ResumeData {
  const data = sampleResumeData();
  data.metadata.language = language as ResumeData['metadata']['language'];
  data.metadata.template = 'azurill';
  change(data);
  return data;
}

const heading = (page: Element, id: string) =>
  page.querySelector(`[data-section="${id}"] .section-heading`)?.textContent;

/** Draws a resume as the artboard page does: its language's strings loaded first. */
async function draw(data: ResumeData, mode: 'builder' | 'preview' = 'preview') {
  await loadStrings(data.metadata.language);
  return render(<Artboard data={data} mode={mode} />).container;
}

describe('a resume in its own language', () => {
  it('lays an Arabic resume out right to left, in Arabic, the page as well as the artboard', async () => {
    const container = await draw(resume('ar-SA'));
    const board = container.querySelector('.artboard');
    expect(board?.getAttribute('dir')).toBe('rtl');
    expect(board?.getAttribute('lang')).toBe('ar-SA');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar-SA');
    expect(heading(container, 'experience')).toBe('الخبرة');
    expect(heading(container, 'summary')).toBe('الملخص');
    expect(container.querySelector('.page-number')?.textContent).toBe('صفحة ١ من ١');
    // The printed number: in Arabic words and digits, in the bottom-left corner.
    const rule = container.querySelector('style')?.textContent ?? '';
    expect(rule).toContain('@bottom-left { content: "صفحة " counter(page, arabic-indic)');
    expect(rule).not.toContain('@bottom-right');
    expect(asked).toEqual([`${catalogues}artboard/ar-SA.json`]);
  });

  it('keeps an English resume left to right, downloading nothing', async () => {
    const container = await draw(resume('en-US'));
    expect(container.querySelector('.artboard')?.getAttribute('dir')).toBe('ltr');
    expect(heading(container, 'experience')).toBe('Experience');
    expect(container.querySelector('style')?.textContent).toContain('@bottom-right');
    expect(asked).toEqual([]);
  });

  it('titles default-named sections in Japanese and leaves a renamed one as typed', async () => {
    const data = resume('ja-JP', (d) => {
      d.sections.skills.name = 'Technical toolbox';
      d.sections.custom = {
        talks: {
          id: 'talks',
          name: 'Custom Section',
          columns: 1,
          separateLinks: true,
          visible: true,
          items: [
            {
              id: 'talk-1',
              visible: true,
              name: 'Routing at sea',
              description: '',
              date: '2023',
              location: '',
              summary: '',
              keywords: [],
              url: { label: '', href: '' },
            },
          ],
        },
      } as unknown as ResumeData['sections']['custom'];
      d.metadata.layout[0][0].push('custom.talks');
    });
    const container = await draw(data, 'builder');
    expect(heading(container, 'experience')).toBe('職歴');
    expect(heading(container, 'education')).toBe('学歴');
    expect(heading(container, 'custom.talks')).toBe('カスタムセクション');
    expect(heading(container, 'skills')).toBe('Technical toolbox');
    expect(container.querySelector('.page-number')?.textContent).toBe('1 / 1 ページ');
    expect(container.querySelector('.artboard')?.getAttribute('dir')).toBe('ltr');
    const level = container.querySelector('[data-section="languages"] .level, .level');
    expect(level?.getAttribute('aria-label')).toMatch(/^レベル \d \/ 5$/);
  });

  it('says the level in the resume’s language and digits', async () => {
    const data = resume('ar-SA', (d) => {
      d.sections.skills.items[0].level = 4;
    });
    const container = await draw(data);
    expect(heading(container, 'skills')).toBe('المهارات');
    const level = container.querySelector('[data-section="skills"] .item .level');
    expect(level?.getAttribute('aria-label')).toBe('المستوى ٤ من ٥');
  });

  it('draws in English, not a blank page, when the language cannot be downloaded', async () => {
    answer = () => Promise.resolve({ ok: false, status: 404 } as Response);
    const container = await draw(resume('de-DE'));
    expect(asked).toHaveLength(1);
    expect(heading(container, 'experience')).toBe('Experience');
    expect(heading(container, 'education')).toBe('Education');
    expect(container.querySelector('.artboard')?.getAttribute('lang')).toBe('de-DE');
  });
});

/** The artboard page as main.tsx sets it up: whatever resume the store holds, drawn. */
function ArtboardRoot() {
  const data = useResume();
  return data ? <Artboard data={data} mode="preview" /> : null;
}

describe('the render API', () => {
  afterEach(() => act(() => setResume(null)));

  it('waits for the language’s strings before drawing, so a print is never English by accident', async () => {
    let release: () => void = () => {};
    answer = (url) =>
      new Promise((resolve) => {
        release = () => void serveFiles(url).then(resolve);
      });
    const { container } = render(<ArtboardRoot />);
    const root = container as HTMLElement;
    const api = installApi(root, window);
    let done = false;
    const rendering = api.render(resume('he-IL')).then((result) => {
      done = true;
      return result;
    });
    await waitFor(() => expect(asked).toEqual([`${catalogues}artboard/he-IL.json`]));
    // Nothing drawn, nothing ready, while the Hebrew words are on their way.
    expect(done).toBe(false);
    expect(root.dataset.ready).toBeUndefined();
    expect(heading(root, 'experience')).toBeUndefined();
    await act(async () => {
      release();
      await rendering;
    });
    expect(root.dataset.ready).toBe('true');
    expect(heading(root, 'experience')).toBe('ניסיון תעסוקתי');
    expect(root.querySelector('.artboard')?.getAttribute('dir')).toBe('rtl');
  });

  it('prints in English when the language cannot be had, rather than not at all', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const { container } = render(<ArtboardRoot />);
    const api = installApi(container as HTMLElement, window);
    await act(async () => {
      await api.render(resume('fr-FR'));
    });
    expect(heading(container, 'experience')).toBe('Experience');
    expect((container as HTMLElement).dataset.ready).toBe('true');
  });
});

describe('resume data by message in a new language', () => {
  let stop: () => void;
  beforeEach(() => {
    setResume(null);
    stop = listenForResume(window);
  });
  afterEach(() => stop());

  const post = (data: ResumeData) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'artboard:data', data },
        origin: window.location.origin,
      }),
    );

  it('sets the resume once its strings are here, then at once on every later message', async () => {
    post(resume('ko-KR', (d) => (d.basics.name = 'First')));
    // Not drawn in English first: held until the Korean words arrive.
    expect(getResume()).toBeNull();
    await waitFor(() => expect(getResume()?.basics.name).toBe('First'));
    post(resume('ko-KR', (d) => (d.basics.name = 'Second')));
    expect(getResume()?.basics.name).toBe('Second');
    expect(asked).toEqual([`${catalogues}artboard/ko-KR.json`]);
  });

  it('does not let a late download put back an older resume', async () => {
    post(resume('th-TH', (d) => (d.basics.name = 'Older')));
    post(resume('en-US', (d) => (d.basics.name = 'Newer')));
    expect(getResume()?.basics.name).toBe('Newer');
    await waitFor(() => expect(asked).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(getResume()?.basics.name).toBe('Newer');
  });
});
