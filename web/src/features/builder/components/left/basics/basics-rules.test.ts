import { resumeDataSchema } from '@vitae/schema';

import {
  absolutePictureUrl,
  addCustomField,
  emailIsValid,
  hrefIsValid,
  moveCustomField,
  newCustomField,
  parsePictureSize,
  pictureUrlIsValid,
  removeCustomField,
  updateCustomField,
} from './basics-rules';
import { customFieldIcons, matchingIcons } from './custom-field-icons';

const empty = resumeDataSchema.parse({});

function withFields(...names: string[]) {
  return names.reduce(
    (data, name) => addCustomField(data, { ...newCustomField(), id: name, name }),
    empty,
  );
}

const namesOf = (data: typeof empty) => data.basics.customFields.map((field) => field.name);

describe('basics rules', () => {
  it('takes an empty email or a valid address, nothing else', () => {
    expect(emailIsValid('')).toBe(true);
    expect(emailIsValid('grace@example.org')).toBe(true);
    expect(emailIsValid('grace@')).toBe(false);
    expect(emailIsValid('grace example.org')).toBe(false);
  });

  it('takes an empty website or an http(s) address, nothing else', () => {
    expect(hrefIsValid('')).toBe(true);
    expect(hrefIsValid('https://grace.dev')).toBe(true);
    expect(hrefIsValid('http://grace.dev/cv')).toBe(true);
    expect(hrefIsValid('grace.dev')).toBe(false);
    expect(hrefIsValid('javascript:alert(1)')).toBe(false);
  });

  it('takes a picture from the web or inline image data', () => {
    expect(pictureUrlIsValid('')).toBe(true);
    expect(pictureUrlIsValid('https://cdn.example.org/me.png')).toBe(true);
    expect(pictureUrlIsValid('data:image/png;base64,AAAA')).toBe(true);
    expect(pictureUrlIsValid('ftp://example.org/me.png')).toBe(false);
  });

  it('reads the picture size as a whole number within 0 to 1024, or not at all', () => {
    expect(parsePictureSize('128')).toBe(128);
    expect(parsePictureSize(' 96.6 ')).toBe(97);
    expect(parsePictureSize('5000')).toBe(1024);
    expect(parsePictureSize('')).toBeNull();
    expect(parsePictureSize('-3')).toBeNull();
    expect(parsePictureSize('12px')).toBeNull();
  });

  it('makes a stored picture address absolute and leaves a full one as it is', () => {
    expect(absolutePictureUrl('/api/storage/files/a.png', 'https://vitae.test')).toBe(
      'https://vitae.test/api/storage/files/a.png',
    );
    expect(absolutePictureUrl('https://cdn.example.org/a.png', 'https://vitae.test')).toBe(
      'https://cdn.example.org/a.png',
    );
  });
});

describe('custom fields', () => {
  it('gives every new field its own id and empty values', () => {
    const first = newCustomField();
    const second = newCustomField();
    expect(first.id).not.toBe(second.id);
    expect(first).toEqual({ id: first.id, icon: '', name: '', value: '' });
  });

  it('adds at the end, changes one field and removes one, leaving the others as they were', () => {
    const data = withFields('a', 'b', 'c');
    expect(namesOf(data)).toEqual(['a', 'b', 'c']);
    const changed = updateCustomField(data, 'b', { value: '@grace', icon: 'github' });
    expect(changed.basics.customFields[1]).toEqual({
      id: 'b',
      name: 'b',
      value: '@grace',
      icon: 'github',
    });
    expect(changed.basics.customFields[0]).toBe(data.basics.customFields[0]);
    expect(namesOf(removeCustomField(changed, 'a'))).toEqual(['b', 'c']);
    // The document it came from is untouched (undo keeps it).
    expect(namesOf(data)).toEqual(['a', 'b', 'c']);
  });

  it('moves a field to where another one is, down or up', () => {
    const data = withFields('a', 'b', 'c');
    expect(namesOf(moveCustomField(data, 'a', 'c'))).toEqual(['b', 'c', 'a']);
    expect(namesOf(moveCustomField(data, 'c', 'a'))).toEqual(['c', 'a', 'b']);
    expect(moveCustomField(data, 'a', 'a')).toBe(data);
    expect(moveCustomField(data, 'a', 'missing')).toBe(data);
  });
});

describe('custom field icons', () => {
  it('lists the artboard’s own icons first, then its brands', () => {
    expect(customFieldIcons.slice(0, 3)).toEqual(['link', 'globe', 'email']);
    expect(customFieldIcons).toContain('github');
    expect(customFieldIcons).toContain('x');
  });

  it('finds icons by part of their name, ignoring case and spaces', () => {
    expect(matchingIcons('GIT')).toEqual(expect.arrayContaining(['github', 'gitlab', 'gitea']));
    expect(matchingIcons('stack over')).toEqual(['stackoverflow']);
    expect(matchingIcons('')).toBe(customFieldIcons);
    expect(matchingIcons('nothing-like-it')).toEqual([]);
  });
});
