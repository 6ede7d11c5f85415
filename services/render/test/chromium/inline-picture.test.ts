import { sampleLetterData, sampleResumeData } from '@vitae/schema';

import {
  inlinePicture,
  inlineSignature,
  type PictureFetcher,
} from '../../src/chromium/inline-picture';

/** A fetcher that answers one PNG for `ok` addresses and refuses the rest, counting the calls. */
function fakeFetcher(): PictureFetcher & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async fetchImage(url) {
      calls.push(url);
      if (!url.includes('ok')) {
        throw new Error('refused');
      }
      return { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/png' };
    },
  };
}

describe('inlining pictures for a print (docs/render.md#printing-pipeline, step 2)', () => {
  it("inlines a resume's picture and a letter's signature through the same fetcher", async () => {
    const fetcher = fakeFetcher();
    const resume = sampleResumeData();
    resume.basics.picture.url = 'https://example.com/ok/photo.png';
    const letter = sampleLetterData();
    letter.signature.pictureUrl = 'https://example.com/ok/signature.png';

    const drawnResume = await inlinePicture(resume, fetcher);
    const drawnLetter = await inlineSignature(letter, fetcher);

    expect(drawnResume.basics.picture.url).toBe('data:image/png;base64,AQID');
    expect(drawnLetter.signature.pictureUrl).toBe('data:image/png;base64,AQID');
    expect(drawnLetter.signature.name).toBe(letter.signature.name);
    // The documents handed in are not changed.
    expect(letter.signature.pictureUrl).toBe('https://example.com/ok/signature.png');
    expect(fetcher.calls).toHaveLength(2);
  });

  it('leaves out a signature the fetcher refuses, telling why, and the letter still prints', async () => {
    const fetcher = fakeFetcher();
    const refused: string[] = [];
    const letter = sampleLetterData();
    letter.signature.pictureUrl = 'http://127.0.0.1/signature.png';

    const drawn = await inlineSignature(letter, fetcher, (url) => refused.push(url));

    expect(drawn.signature.pictureUrl).toBe('');
    expect(refused).toEqual(['http://127.0.0.1/signature.png']);
  });

  it('asks nothing for a letter without a signature picture or with one inlined already', async () => {
    const fetcher = fakeFetcher();
    const blank = sampleLetterData();
    const inlined = sampleLetterData();
    inlined.signature.pictureUrl = 'data:image/png;base64,AQID';

    expect(await inlineSignature(blank, fetcher)).toBe(blank);
    expect(await inlineSignature(inlined, fetcher)).toBe(inlined);
    expect(fetcher.calls).toEqual([]);
  });
});
