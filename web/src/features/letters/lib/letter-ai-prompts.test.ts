import { defaultLetterData, richTextLimits, sampleResumeData } from '@vitae/schema';

import { normaliseRichText } from '../../builder/components/rich-text/html';
import { answerToHtml } from '../../builder/lib/ai-request';
import {
  draftAsHtml,
  draftPrompt,
  languageName,
  LetterAiError,
  offerableRichText,
  oneLine,
  parseDraftAnswer,
  resumeForPrompt,
  splitBlocks,
  tonePrompt,
} from './letter-ai-prompts';

const draft = {
  salutation: 'Dear Ms Rivera,',
  body: '<p>I would like to build your platform.</p>',
  closing: 'Kind regards,',
};

describe('parseDraftAnswer', () => {
  it('reads the JSON object, in a code fence or after an echoed label', () => {
    expect(parseDraftAnswer(JSON.stringify(draft))).toEqual(draft);
    expect(parseDraftAnswer('```json\n' + JSON.stringify(draft) + '\n```')).toEqual(draft);
    expect(parseDraftAnswer(`Letter as JSON: """${JSON.stringify(draft)}"""`)).toEqual(draft);
  });

  it('keeps a missing salutation or closing empty', () => {
    expect(parseDraftAnswer('{"body": "<p>Hello</p>"}')).toEqual({
      salutation: '',
      body: '<p>Hello</p>',
      closing: '',
    });
  });

  it('refuses an answer with no letter in it, carrying what the model said (a refusal in words)', () => {
    const answer = 'I’m sorry, but I can’t help with that request.';
    expect(() => parseDraftAnswer(answer)).toThrow(LetterAiError);
    try {
      parseDraftAnswer(answer);
    } catch (error) {
      expect(error).toMatchObject({ problem: 'unreadable', answer });
    }
  });

  it('refuses an empty answer and a letter without a body as empty', () => {
    expect(() => parseDraftAnswer('  ')).toThrow(expect.objectContaining({ problem: 'empty' }));
    expect(() => parseDraftAnswer('{"salutation": "Hi", "body": " "}')).toThrow(
      expect.objectContaining({ problem: 'empty' }),
    );
  });

  it('refuses broken JSON as unreadable', () => {
    expect(() => parseDraftAnswer('{"body": "<p>unclosed}')).toThrow(
      expect.objectContaining({ problem: 'unreadable' }),
    );
  });
});

describe('offerableRichText (the answer sanitised to the editor’s tags and bounds)', () => {
  const offer = (answer: string) => offerableRichText(answer, answerToHtml, normaliseRichText);

  it('drops what the editor does not write: scripts, handlers, frames and unknown tags', () => {
    expect(
      offer(
        '<p onclick="steal()">Hello <strong>team</strong><script>alert(1)</script></p><iframe src="https://evil.example"></iframe><table><tr><td>cell</td></tr></table>',
      ),
    ).toBe('<p>Hello <strong>team</strong></p><p>cell</p>');
  });

  it('turns plain text into paragraphs', () => {
    expect(offer('First part.\n\nSecond part.')).toBe('<p>First part.</p><p>Second part.</p>');
  });

  it('refuses an answer with no text left as empty', () => {
    expect(() => offer('<p><script>x</script></p>')).toThrow(
      expect.objectContaining({ problem: 'empty' }),
    );
  });

  it('refuses an answer past the body’s bound as too long', () => {
    const long = `<p>${'word '.repeat(richTextLimits.maxLength / 5 + 10)}</p>`;
    expect(() => offer(long)).toThrow(expect.objectContaining({ problem: 'tooLong' }));
  });
});

describe('the prompts', () => {
  it('asks for the draft in the letter’s language, from the resume and posting, to the named recipient, inventing nothing', () => {
    const letter = defaultLetterData();
    letter.metadata.language = 'de-DE';
    letter.recipient = { ...letter.recipient, name: 'Ms Rivera', company: 'Initech' };
    letter.subject = 'Application for Staff Engineer';
    const prompt = draftPrompt({
      resume: 'Ada Lovelace\nAnalyst',
      posting: 'Initech needs a "staff" engineer.',
      letter,
    });
    expect(prompt).toContain('German (Germany) (de-DE)');
    expect(prompt).toContain('Ada Lovelace\nAnalyst');
    expect(prompt).toContain('Initech needs a "staff" engineer.');
    expect(prompt).toContain('The letter is to: Ms Rivera, Initech.');
    expect(prompt).toContain('Its subject: Application for Staff Engineer.');
    expect(prompt).toMatch(/Never state a fact/);
    expect(prompt).toMatch(/"salutation".*"body".*"closing"/);
    expect(prompt.endsWith('Letter as JSON: """')).toBe(true);
  });

  it('asks for a tone rewrite of the HTML, tags kept, in the letter’s language', () => {
    const prompt = tonePrompt('concise', '<p>Hello there.</p>', 'fr-FR');
    expect(prompt).toContain('concise');
    expect(prompt).toContain('Text: """<p>Hello there.</p>"""');
    expect(prompt).toContain('French (France) (fr-FR)');
    expect(languageName('not a tag')).toBe('not a tag');
  });

  it('quotes the resume’s words without design, ids, links or hidden items', () => {
    const resume = sampleResumeData();
    const first = resume.sections.experience.items[0];
    resume.sections.experience.items[1] = {
      ...resume.sections.experience.items[1],
      visible: false,
      company: 'Hidden Corp',
    };
    const text = resumeForPrompt(resume);
    expect(text.startsWith(resume.basics.name)).toBe(true);
    expect(text).toContain(first.company);
    expect(text).not.toContain('Hidden Corp');
    expect(text).not.toContain(first.id);
    expect(text).not.toContain(resume.metadata.template);
    expect(resumeForPrompt(null)).toBe('');
  });
});

describe('a draft shown as a proposal', () => {
  it('puts the salutation and closing around the body, escaped', () => {
    expect(draftAsHtml({ salutation: 'Dear A & B,', body: '<p>Body</p>', closing: '' })).toBe(
      '<p>Dear A &amp; B,</p><p>Body</p>',
    );
  });

  it('keeps a line to one line within its bound', () => {
    expect(oneLine('  Dear\n  team,  ', 1000)).toBe('Dear team,');
    expect(oneLine('x'.repeat(20), 5)).toBe('xxxxx');
  });
});

describe('splitBlocks (the selected paragraphs of the body)', () => {
  const body =
    '<p>Dear team,</p><p>I <strong>build</strong> platforms.</p><ul><li><p>Nine</p></li></ul><p>Thanks.</p>';

  it('cuts the body around the blocks the editor names', () => {
    expect(splitBlocks(body, { first: 1, last: 2 })).toEqual({
      before: '<p>Dear team,</p>',
      selected: '<p>I <strong>build</strong> platforms.</p><ul><li><p>Nine</p></li></ul>',
      after: '<p>Thanks.</p>',
    });
  });

  it('finds nothing to cut past the last block', () => {
    expect(splitBlocks(body, { first: 7, last: 8 })).toBeNull();
  });
});
