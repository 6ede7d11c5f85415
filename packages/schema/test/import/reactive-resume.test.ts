import { importMessages, parseResumeData } from '../../src';
import { fixture, imported, plain, refused } from './helpers';

const extraKeys = () => JSON.parse(fixture('reactive-resume-v4-extra-keys.json'));
const importFile = (value: unknown) => imported('reactive-resume-json', JSON.stringify(value));

describe('importing our own JSON (the Reactive Resume v4 shape)', () => {
  it('imports a real v4 export unchanged, ids kept, without a warning', () => {
    const file = fixture('reactive-resume-v4.json');
    const { data, warnings } = imported('reactive-resume-json', file);
    const direct = parseResumeData(JSON.parse(file));
    expect(direct.success && direct.data).toEqual(data);
    expect(plain(warnings)).toEqual([]);
    expect(data.sections.experience.items[0].id).toBe('ex1aaaaaaaaaaaaaaaaaaaaa');
  });

  it('tolerates the extra keys of newer exports and drops them', () => {
    const { data, warnings } = imported(
      'reactive-resume-json',
      fixture('reactive-resume-v4-extra-keys.json'),
    );
    expect(plain(warnings)).toEqual([]);
    expect(data).not.toHaveProperty('version');
    expect(data.basics.picture.effects).toEqual({ hidden: false, border: true, grayscale: true });
    expect(data.sections.skills.separateLinks).toBe(false);
    expect(data.sections.experience.items[0]).not.toHaveProperty('roles');
    expect(data.metadata.theme).toEqual({
      background: '#fafafa',
      text: '#111827',
      primary: '#2563eb',
    });
    expect(data.sections.custom.talks0aaaaaaaaaaaaaaaaaaa.items[0].name).toBe(
      'Exactly Once, Mostly',
    );
  });

  it('reads the file from bytes as well as text, a byte order mark included', () => {
    const bytes = new TextEncoder().encode(`\uFEFF${fixture('reactive-resume-v4.json')}`);
    expect(imported('reactive-resume-json', bytes).data.basics.name).toBe('Rafael Moreno-Quist');
    expect(imported('reactive-resume-json', bytes.buffer).data.basics.name).toBe(
      'Rafael Moreno-Quist',
    );
    const padded = new Uint8Array(bytes.length + 8);
    padded.set(bytes, 4);
    const view = padded.subarray(4, 4 + bytes.length);
    expect(imported('reactive-resume-json', view).data.basics.name).toBe('Rafael Moreno-Quist');
  });

  it('fixes a link without a scheme with one warning naming its path', () => {
    const file = extraKeys();
    file.sections.awards.items[0].url.href = 'datafest.example.org';
    const { data, warnings } = importFile(file);
    expect(data.sections.awards.items[0].url.href).toBe('https://datafest.example.org');
    expect(plain(warnings)).toEqual([
      {
        path: 'sections.awards.items.0.url.href',
        message: importMessages.schemeAdded('datafest.example.org'),
      },
    ]);
  });

  it('resets a wrong value of one item to its default with a warning, keeping the item', () => {
    const file = extraKeys();
    file.sections.skills.items[0].level = 9;
    file.sections.certifications.items[0].url.href = 'javascript:alert(1)';
    const { data, warnings } = importFile(file);
    expect(data.sections.skills.items[0].level).toBe(1);
    expect(data.sections.certifications.items[0].url.href).toBe('');
    expect(data.sections.certifications.items[0].name).toBe('Professional Data Engineer');
    expect(warnings.map((warning) => warning.path)).toEqual([
      'sections.certifications.items.0.url.href',
      'sections.skills.items.0.level',
    ]);
  });

  it('skips an item missing its required field and gives a missing id a fresh one', () => {
    const file = extraKeys();
    file.sections.awards.items.push({ awarder: 'Nobody' });
    file.sections.education.items[0].id = '';
    const { data, warnings } = importFile(file);
    expect(data.sections.awards.items).toHaveLength(1);
    expect(data.sections.education.items[0].id).not.toBe('');
    expect(plain(warnings)).toContainEqual({
      path: 'sections.awards.items.1',
      message: 'Title is required. The item was skipped.',
    });
  });

  it('gives a fresh id, with a warning, to each item repeating an id already used', () => {
    const file = extraKeys();
    file.sections.languages.items[1].id = file.sections.languages.items[0].id;
    file.sections.awards.items[0].id = file.sections.languages.items[0].id;
    const { data, warnings } = importFile(file);
    const ids = [
      data.sections.awards.items[0].id,
      ...data.sections.languages.items.map((item) => item.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(data.sections.awards.items[0].id).toBe(file.sections.awards.items[0].id);
    expect(warnings.map((warning) => warning.path)).toEqual([
      'sections.languages.items.0.id',
      'sections.languages.items.1.id',
    ]);
  });

  it('refuses a file that is not ours at all, and a v3 file chosen as ours', () => {
    const notOurs = { path: '', message: 'This file is not a Reactive Resume file.' };
    expect(refused('reactive-resume-json', '"just a string"')).toEqual([notOurs]);
    expect(refused('reactive-resume-json', '{"title": "My resume"}')).toEqual([notOurs]);
    expect(refused('reactive-resume-json', fixture('reactive-resume-v3.json'))).toEqual([notOurs]);
  });
});
