import '../../test/artboard/jsdom-text-encoding';

import { sampleResumeData } from '@vitae/schema';

import { listenForResume } from './messages';
import { getResume, setResume } from './store';

function post(data: unknown, origin: string) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
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
