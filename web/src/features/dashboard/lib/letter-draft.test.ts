import { resumeSlugMaxLength } from '@vitae/schema';

import { fitTitle, freeLetterSlug, postingOf } from './letter-draft';

describe('postingOf', () => {
  it('passes a tailored copy’s company, role and posting, trimmed', () => {
    expect(
      postingOf({ company: ' Acme ', role: 'Backend engineer', posting: ' We build. ' }),
    ).toEqual({ company: 'Acme', role: 'Backend engineer', description: 'We build.' });
  });

  it('leaves out the parts the job does not name', () => {
    expect(postingOf({ company: 'Acme', role: ' ', posting: '' })).toEqual({ company: 'Acme' });
  });

  it('gives no posting for a resume aimed at no job', () => {
    expect(postingOf(null)).toBeUndefined();
    expect(postingOf({ company: '', role: '' })).toBeUndefined();
  });
});

describe('fitTitle', () => {
  it('cuts a title to 255 characters', () => {
    expect(fitTitle(`${'a'.repeat(300)} letter`)).toHaveLength(255);
  });
});

describe('freeLetterSlug', () => {
  it('takes the title’s slug when no letter has it', () => {
    expect(freeLetterSlug('Letter to Acme', [])).toBe('letter-to-acme');
  });

  it('adds -2, -3, … to a slug another letter has', () => {
    expect(freeLetterSlug('Letter to Acme', ['letter-to-acme'])).toBe('letter-to-acme-2');
    expect(freeLetterSlug('Letter to Acme', ['letter-to-acme', 'letter-to-acme-2'])).toBe(
      'letter-to-acme-3',
    );
  });

  it('falls back to "letter" for a title with nothing to slug from', () => {
    expect(freeLetterSlug('!!!', [])).toBe('letter');
  });

  it('keeps a suffixed slug within the slug rule’s length', () => {
    const title = 'x'.repeat(200);
    const slug = freeLetterSlug(title, ['x'.repeat(resumeSlugMaxLength)]);
    expect(slug).toHaveLength(resumeSlugMaxLength);
    expect(slug.endsWith('-2')).toBe(true);
  });
});
