import '../../test/artboard/jsdom-text-encoding';

import { sampleLetterData, sampleResumeData } from '@vitae/schema';

import { listenForResume } from './messages';
import { getDocument, getLetter, getResume, setResume } from './store';

function post(data: unknown, origin: string) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

/** Lets a letter's code load and its draw run (letter/load-letter.ts). */
function letterRead(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

describe('resume data by message', () => {
  let stop: () => void;
  beforeEach(() => {
    setResume(sampleResumeData());
    stop = listenForResume(window);
  });
  afterEach(() => stop());

  it('draws the resume the parent page posts', () => {
    const data = sampleResumeData();
    data.basics.name = 'Posted By Parent';
    post({ type: 'artboard:data', data }, window.location.origin);
    expect(getResume()?.basics.name).toBe('Posted By Parent');
  });

  it('ignores messages from any other origin', () => {
    const data = sampleResumeData();
    data.basics.name = 'Posted By Stranger';
    post({ type: 'artboard:data', data }, 'https://stranger.example');
    expect(getResume()?.basics.name).toBe('Ingrid Castellanos');
  });

  it('ignores data that is not a resume', () => {
    post(
      { type: 'artboard:data', data: { metadata: { template: 'nonexistent' } } },
      window.location.origin,
    );
    expect(getResume()?.basics.name).toBe('Ingrid Castellanos');
  });
});

describe('a cover letter by message', () => {
  let stop: () => void;
  beforeEach(() => {
    setResume(sampleResumeData());
    stop = listenForResume(window);
  });
  afterEach(() => stop());

  it('draws the letter the parent page posts, in place of the resume, once its code is here', async () => {
    const data = sampleLetterData();
    data.subject = 'Posted By Parent';
    post({ type: 'artboard:letter', data }, window.location.origin);
    await letterRead();
    expect(getLetter()?.subject).toBe('Posted By Parent');
    expect(getResume()).toBeNull();
    // The header reads the sender as the resume's basics (letter/letter-resume.ts).
    expect(getDocument()?.data.basics.name).toBe('Ingrid Castellanos');
  });

  it('draws the last document received: a resume after a letter', async () => {
    post({ type: 'artboard:letter', data: sampleLetterData() }, window.location.origin);
    post({ type: 'artboard:data', data: sampleResumeData() }, window.location.origin);
    await letterRead();
    expect(getDocument()?.kind).toBe('resume');
    expect(getLetter()).toBeNull();
  });

  it('ignores a letter from any other origin, or one that does not parse', async () => {
    post({ type: 'artboard:letter', data: sampleLetterData() }, 'https://stranger.example');
    post({ type: 'artboard:letter', data: { date: '2026-02-30' } }, window.location.origin);
    await letterRead();
    expect(getDocument()?.kind).toBe('resume');
  });
});
