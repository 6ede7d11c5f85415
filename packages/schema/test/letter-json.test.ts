import {
  exportLetterJson,
  importLetterJson,
  importLimits,
  letterJsonVersion,
  sampleLetterData,
} from '../src';

/** A letter file as text: the envelope and `fields`. */
const file = (fields: object, version: unknown = 1) =>
  JSON.stringify({ vitaeLetter: version, ...fields });

describe('exportLetterJson (docs/letters.md#import-and-export)', () => {
  it('writes the versioned envelope first, then the letter, with two-space indentation', () => {
    const text = exportLetterJson(sampleLetterData());
    expect(letterJsonVersion).toBe(1);
    expect(text.startsWith('{\n  "vitaeLetter": 1,\n  "sender": {\n    "name": "Ingrid')).toBe(
      true,
    );
    expect(JSON.parse(text)).toEqual({ vitaeLetter: 1, ...sampleLetterData() });
  });

  it('writes the same letter as the same text', () => {
    expect(exportLetterJson(sampleLetterData())).toBe(exportLetterJson(sampleLetterData()));
  });
});

describe('importLetterJson', () => {
  it('reads back what was exported, unchanged and without warnings', () => {
    const letter = sampleLetterData();
    letter.metadata.resumeId = 'clx1resume';
    letter.metadata.followResume = false;
    expect(importLetterJson(exportLetterJson(letter))).toEqual({
      ok: true,
      data: letter,
      warnings: [],
    });
  });

  it('fills in what a file leaves out, and warns of what it leaves out of the file', () => {
    const result = importLetterJson(file({ subject: 'Hello', fax: '123' }));
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({ subject: 'Hello', body: '', date: '' }),
      warnings: [{ path: 'fax', message: 'Not a field of a letter; it was left out.' }],
    });
  });

  it('refuses text that is not JSON', () => {
    expect(importLetterJson('{"vitaeLetter": 1,')).toEqual({
      ok: false,
      errors: [{ path: '', message: 'Failed to parse JSON' }],
    });
  });

  it("refuses a file over the resume import's size or depth", () => {
    const big = file({ body: 'x'.repeat(importLimits.maxJsonSize) });
    expect(importLetterJson(big)).toEqual({
      ok: false,
      errors: [{ path: '', message: 'The file is larger than 5 MB.' }],
    });
    const deep = `${'['.repeat(65)}${']'.repeat(65)}`;
    expect(importLetterJson(deep)).toEqual({
      ok: false,
      errors: [{ path: '', message: 'The file nests lists and objects more than 64 levels deep.' }],
    });
  });

  it.each([
    ['a resume', JSON.stringify({ basics: {}, sections: {}, metadata: {} })],
    ['an array', '[1, 2]'],
    ['a string', '"letter"'],
    ['null', 'null'],
  ])('refuses %s as no letter file', (_, text) => {
    expect(importLetterJson(text)).toEqual({
      ok: false,
      errors: [{ path: '', message: 'This file is not a Vitae letter file.' }],
    });
  });

  it.each([2, 0, '1', null])('refuses version %p, naming the version field', (version) => {
    expect(importLetterJson(file({}, version))).toEqual({
      ok: false,
      errors: [
        {
          path: 'vitaeLetter',
          message: `Version ${JSON.stringify(version)} of the letter file is not one this version reads (1).`,
        },
      ],
    });
  });

  it('refuses fields out of bounds or of the wrong kind, naming each', () => {
    const text = file({
      sender: { name: 'x'.repeat(256), email: 'nobody' },
      recipient: { address: 'x'.repeat(5_001) },
      date: 'tomorrow',
      body: 'x'.repeat(50_001),
      signature: { pictureUrl: 42 },
      metadata: { template: 'unknown', followResume: 'yes' },
    });
    const result = importLetterJson(text);
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors.map((error) => error.path)).toEqual([
      'sender.name',
      'sender.email',
      'recipient.address',
      'date',
      'body',
      'signature.pictureUrl',
      'metadata.template',
      'metadata.followResume',
    ]);
    expect(errors).toContainEqual({
      path: 'sender.name',
      message: 'Text must be at most 255 characters long.',
    });
    expect(errors).toContainEqual({
      path: 'recipient.address',
      message: 'Text must be at most 5000 characters long.',
    });
  });
});
