import {
  defaultLetterData,
  defaultResumeData,
  letterDataSchema,
  letterFromResume,
  letterLimits,
  parseLetterData,
  richTextLimits,
  sampleLetterData,
  sampleResumeData,
} from '../src';

/** The refusals of a letter, by path and message. */
function refusalsOf(input: object): { path: string; message: string }[] {
  const result = parseLetterData(input);
  return result.success ? [] : result.issues;
}

const over = (max: number) => 'x'.repeat(max + 1);

/** Every bounded text field of a letter (docs/letters.md#bounds): how to set it, and its bound. */
const textBounds: { path: string; max: number; input: (value: string) => object }[] = [
  { path: 'sender.name', max: 255, input: (name) => ({ sender: { name } }) },
  { path: 'sender.headline', max: 1_000, input: (headline) => ({ sender: { headline } }) },
  { path: 'sender.phone', max: 1_000, input: (phone) => ({ sender: { phone } }) },
  { path: 'sender.location', max: 1_000, input: (location) => ({ sender: { location } }) },
  {
    path: 'sender.website.label',
    max: 1_000,
    input: (label) => ({ sender: { website: { label } } }),
  },
  { path: 'recipient.name', max: 255, input: (name) => ({ recipient: { name } }) },
  { path: 'recipient.title', max: 1_000, input: (title) => ({ recipient: { title } }) },
  { path: 'recipient.company', max: 255, input: (company) => ({ recipient: { company } }) },
  { path: 'recipient.address', max: 5_000, input: (address) => ({ recipient: { address } }) },
  { path: 'subject', max: 1_000, input: (subject) => ({ subject }) },
  { path: 'salutation', max: 1_000, input: (salutation) => ({ salutation }) },
  { path: 'closing', max: 1_000, input: (closing) => ({ closing }) },
  { path: 'signature.name', max: 255, input: (name) => ({ signature: { name } }) },
  {
    path: 'signature.pictureUrl',
    max: 2_048,
    input: (pictureUrl) => ({ signature: { pictureUrl } }),
  },
  { path: 'metadata.notes', max: 5_000, input: (notes) => ({ metadata: { notes } }) },
  {
    path: 'metadata.css.value',
    max: 50_000,
    input: (value) => ({ metadata: { css: { value } } }),
  },
];

describe('the bounds of a letter (docs/letters.md#bounds)', () => {
  it('are the documented ones', () => {
    expect(letterLimits).toEqual({
      name: 255,
      shortText: 1_000,
      url: 2_048,
      longText: 5_000,
      css: 50_000,
    });
  });

  describe.each(textBounds)('$path', ({ path, max, input }) => {
    it(`takes ${max} characters`, () => expect(refusalsOf(input('x'.repeat(max)))).toEqual([]));
    it(`refuses ${max + 1}, naming the field`, () =>
      expect(refusalsOf(input(over(max)))).toEqual([
        { path, message: `Text must be at most ${max} characters long.` },
      ]));
  });

  it('refuses an over-long email and website address, naming each', () => {
    const email = `${'a'.repeat(250)}@example.com`;
    const href = `https://example.com/${'a'.repeat(2_048)}`;
    expect(refusalsOf({ sender: { email, website: { href } } })).toEqual([
      { path: 'sender.email', message: 'Email must be at most 255 characters long.' },
      { path: 'sender.website.href', message: 'URL must be at most 2048 characters long.' },
    ]);
  });

  it('checks the email and website as the resume does', () => {
    expect(
      refusalsOf({ sender: { email: 'not an address', website: { href: 'ftp://x.org' } } }),
    ).toEqual([
      { path: 'sender.email', message: 'Email must be a valid address.' },
      { path: 'sender.website.href', message: 'URL must start with https://' },
    ]);
  });

  it('takes a date written YYYY-MM-DD or none, and refuses any other', () => {
    expect(refusalsOf({ date: '2026-02-28' })).toEqual([]);
    expect(refusalsOf({ date: '' })).toEqual([]);
    for (const date of ['2026-02-30', '14/03/2026', '2026-3-14', 'March 14, 2026']) {
      expect(refusalsOf({ date })).toEqual([
        { path: 'date', message: 'Date must be empty or a date written YYYY-MM-DD.' },
      ]);
    }
  });

  it('bounds the body as the resume summary is bounded', () => {
    expect(refusalsOf({ body: over(richTextLimits.maxLength) })).toEqual([
      { path: 'body', message: 'Rich text must be at most 50000 characters long.' },
    ]);
    const deep = `${'<b>'.repeat(33)}x${'</b>'.repeat(33)}`;
    expect(refusalsOf({ body: deep })).toEqual([
      { path: 'body', message: 'Rich text must not nest more than 32 elements deep.' },
    ]);
  });

  it("keeps the resume's rules for the design it shares with it", () => {
    expect(refusalsOf({ metadata: { template: 'nope', page: { margin: 50 } } })).toEqual([
      expect.objectContaining({ path: 'metadata.template' }),
      expect.objectContaining({ path: 'metadata.page.margin' }),
    ]);
    expect(refusalsOf({ metadata: { language: 'xx-XX' } })).toEqual([
      { path: 'metadata.language', message: 'Language must be one of the supported locales.' },
    ]);
  });

  it('takes a resume id or null, not an empty or over-long one', () => {
    expect(refusalsOf({ metadata: { resumeId: 'c123' } })).toEqual([]);
    expect(refusalsOf({ metadata: { resumeId: null } })).toEqual([]);
    expect(refusalsOf({ metadata: { resumeId: '' } }).map((issue) => issue.path)).toEqual([
      'metadata.resumeId',
    ]);
    expect(refusalsOf({ metadata: { resumeId: over(255) } }).map((issue) => issue.path)).toEqual([
      'metadata.resumeId',
    ]);
  });
});

describe('a blank letter (docs/letters.md#defaults)', () => {
  it('has every field empty, follows no resume yet, and takes the resume design defaults', () => {
    const letter = defaultLetterData();
    expect(letter).toMatchObject({
      sender: { name: '', headline: '', email: '', phone: '', location: '' },
      recipient: { name: '', title: '', company: '', address: '' },
      date: '',
      subject: '',
      salutation: '',
      body: '',
      closing: '',
      signature: { name: '', pictureUrl: '' },
    });
    expect(letter.sender.website).toEqual({ label: '', href: '' });
    const { layout: _layout, css: _css, notes: _notes, ...design } = defaultResumeData().metadata;
    expect(letter.metadata).toEqual({
      ...design,
      css: { value: '', visible: false },
      notes: '',
      followResume: true,
      resumeId: null,
    });
    expect(letter.metadata).not.toHaveProperty('layout');
  });

  it('is a new object each time', () => {
    const first = defaultLetterData();
    first.metadata.typography.font.variants.push('700');
    expect(defaultLetterData().metadata.typography.font.variants).toEqual([
      'regular',
      'italic',
      '600',
    ]);
  });

  it('drops unknown keys', () => {
    const result = parseLetterData({ extra: 1, sender: { fax: '123' } });
    expect(result.success && result.data).not.toHaveProperty('extra');
    expect(result.success && result.data.sender).not.toHaveProperty('fax');
  });
});

describe('the sample letter', () => {
  it('is valid as it is, and unchanged by a second parse', () => {
    const sample = sampleLetterData();
    expect(parseLetterData(sample)).toEqual({ success: true, data: sample });
    expect(letterDataSchema.parse(JSON.parse(JSON.stringify(sample)))).toEqual(sample);
  });

  it('fills every text field, so a template sees them all', () => {
    const sample = sampleLetterData();
    const empty = Object.entries({
      ...sample.sender,
      ...sample.recipient,
      website: sample.sender.website.href,
      date: sample.date,
      subject: sample.subject,
      salutation: sample.salutation,
      body: sample.body,
      closing: sample.closing,
      signature: sample.signature.name,
    }).filter(([, value]) => value === '');
    expect(empty).toEqual([]);
  });
});

describe('the body', () => {
  it("is the resume's rich text: stored as written within its bounds; the artboard sanitises it when drawn", () => {
    // docs/letters.md#the-data-model: like the resume summary, the model bounds the markup and
    // the artboard's sanitiser drops scripts on drawing; the model does not rewrite it.
    const body = '<p>Hello</p><script>alert(1)</script>';
    expect(parseLetterData({ body })).toEqual({
      success: true,
      data: expect.objectContaining({ body }),
    });
  });
});

describe('letterFromResume (docs/letters.md#a-letter-from-a-resume)', () => {
  it('takes the sender and the design from the resume, and follows it', () => {
    const resume = sampleResumeData();
    const letter = letterFromResume(resume);
    expect(letter.sender).toEqual({
      name: resume.basics.name,
      headline: resume.basics.headline,
      email: resume.basics.email,
      phone: resume.basics.phone,
      location: resume.basics.location,
      website: resume.basics.url,
    });
    expect(letter.signature.name).toBe(resume.basics.name);
    const { template, typography, theme, page, language } = resume.metadata;
    expect(letter.metadata).toMatchObject({ template, typography, theme, page, language });
    expect(letter.metadata.template).toBe('glalie');
    expect(letter.metadata.followResume).toBe(true);
    expect(letter.metadata.resumeId).toBeNull();
    expect(parseLetterData(letter)).toEqual({ success: true, data: letter });
  });

  it('shares no object with the resume', () => {
    const resume = sampleResumeData();
    const letter = letterFromResume(resume);
    letter.metadata.typography.font.variants.push('800');
    letter.metadata.page.margin = 30;
    expect(resume.metadata.typography.font.variants).not.toContain('800');
    expect(resume.metadata.page.margin).toBe(14);
  });

  it('takes the company, the subject and the notes from the posting, and the date given', () => {
    const letter = letterFromResume(
      sampleResumeData(),
      { company: ' Harbourline ', role: ' Platform Engineer ', description: 'Run our clusters.' },
      '2026-03-14',
      { subject: (role) => `Application for ${role}` },
    );
    expect(letter.recipient.company).toBe('Harbourline');
    expect(letter.subject).toBe('Application for Platform Engineer');
    expect(letter.metadata.notes).toBe('Run our clusters.');
    expect(letter.date).toBe('2026-03-14');
  });

  it('has no words of its own: the role alone without words, nothing without a role', () => {
    const resume = sampleResumeData();
    expect(letterFromResume(resume, { role: 'Platform Engineer' }).subject).toBe(
      'Platform Engineer',
    );
    const words = { subject: (role: string) => `Application for ${role}` };
    expect(letterFromResume(resume, { company: 'Acme' }, '', words).subject).toBe('');
    expect(letterFromResume(resume, { role: '  ' }, '', words).subject).toBe('');
    const blank = letterFromResume(resume);
    expect([blank.salutation, blank.closing, blank.body, blank.date]).toEqual(['', '', '', '']);
  });

  it('makes what it copies fit the bounds instead of refusing the letter', () => {
    const resume = defaultResumeData();
    resume.basics.name = over(300);
    resume.basics.email = `${'a'.repeat(300)}@example.com`;
    resume.basics.url = { label: 'me', href: `https://example.com/${'a'.repeat(3_000)}` };
    const letter = letterFromResume(resume, { company: over(300), role: over(1_100) });
    expect(letter.sender.name).toHaveLength(255);
    expect(letter.signature.name).toHaveLength(255);
    expect(letter.sender.email).toBe('');
    expect(letter.sender.website).toEqual({ label: 'me', href: '' });
    expect(letter.recipient.company).toHaveLength(255);
    expect(letter.subject).toHaveLength(1_000);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => letterFromResume(sampleResumeData(), {}, '14 March')).toThrow();
  });
});
