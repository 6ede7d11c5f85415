import { strToU8, zipSync } from 'fflate';

import { importLimits, importMessages } from '../../src';
import { fixture, imported, refused, zipOf } from './helpers';
import { linkedInCsv } from './linkedin-export';

const positionsHeader = 'Company Name,Title,Description,Location,Started On,Finished On\r\n';

/** Sets the uncompressed size a zip's central directory declares for every entry. */
function declareSize(zip: Uint8Array, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at < copy.length - 4; at += 1) {
    if (view.getUint32(at, true) === 0x02014b50) {
      view.setUint32(at + 24, size, true);
    }
  }
  return copy;
}

describe('quality: hostile imports', () => {
  it('refuses a 20 MB JSON file before parsing it, as text or as bytes', () => {
    const huge = `{"basics":{"name":"${'x'.repeat(20 * 1024 * 1024)}"}}`;
    expect(refused('reactive-resume-json', huge)).toEqual([
      { path: '', message: importMessages.jsonTooLarge },
    ]);
    expect(refused('json-resume-json', strToU8(huge))).toEqual([
      { path: '', message: importMessages.jsonTooLarge },
    ]);
    expect(importMessages.jsonTooLarge).toBe('The file is larger than 5 MB.');
  });

  it('refuses deeply nested JSON without overflowing the stack', () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    expect(refused('reactive-resume-json', deep)).toEqual([
      { path: '', message: importMessages.tooDeep },
    ]);
    const hidden = `{"basics":{"extra":${'{"a":'.repeat(100)}1${'}'.repeat(100)}}}`;
    expect(refused('json-resume-json', hidden)).toEqual([
      { path: '', message: importMessages.tooDeep },
    ]);
  });

  it('counts brackets inside strings as text, so a resume quoting brackets imports', () => {
    const file = JSON.parse(fixture('json-resume.json'));
    file.basics.summary = '['.repeat(500);
    expect(imported('json-resume-json', JSON.stringify(file)).data.sections.summary.content).toBe(
      `<p>${'['.repeat(500)}</p>`,
    );
  });

  it('refuses a zip with 10,000 entries', () => {
    const files = Object.fromEntries(
      Array.from({ length: 10_000 }, (_, index) => [`f${index}.txt`, strToU8('x')]),
    );
    expect(refused('linkedin-data-export-zip', zipSync(files, { level: 0 }))).toEqual([
      { path: '', message: importMessages.tooManyEntries },
    ]);
  });

  it('refuses a zip bomb among the files it reads, from the declared size, before inflating it', () => {
    const bomb = zipSync({ 'Positions.csv': new Uint8Array(10 * 1024 * 1024) }, { level: 9 });
    expect(bomb.byteLength).toBeLessThan(100_000);
    expect(refused('linkedin-data-export-zip', bomb)).toEqual([
      { path: '', message: importMessages.entryTooLarge('Positions.csv') },
    ]);
    expect(
      refused('linkedin-data-export-zip', declareSize(zipOf(linkedInCsv), 0xfffffff0)),
    ).toEqual([{ path: '', message: importMessages.entryTooLarge('Profile.csv') }]);
  });

  it('refuses files to read that together inflate past the bound', () => {
    const third = `${positionsHeader}${'Acme,Engineer,,,,\r\n'.repeat(Math.ceil(importLimits.maxEntrySize / 20) - 10)}`;
    expect(third.length).toBeLessThan(importLimits.maxEntrySize);
    const zip = zipOf({ 'Positions.csv': third, 'Projects.csv': third, 'Skills.csv': third });
    expect(refused('linkedin-data-export-zip', zip)).toEqual([
      { path: '', message: importMessages.inflatedTooLarge },
    ]);
  });

  it('never inflates a huge entry it does not read', () => {
    const zip = zipSync(
      {
        'messages.csv': new Uint8Array(16 * 1024 * 1024),
        'Profile.csv': strToU8(linkedInCsv['Profile.csv']),
      },
      { level: 9 },
    );
    expect(imported('linkedin-data-export-zip', zip).data.basics.name).toBe('Priya Raman');
  });

  it('inflates no more than an entry declares, even when its data holds more', () => {
    const rows = 'Acme,Engineer,,,Jan 2020,\r\n'.repeat(50_000);
    const lying = declareSize(zipOf({ 'Positions.csv': `${positionsHeader}${rows}` }), 200);
    const { data } = imported('linkedin-data-export-zip', lying);
    expect(data.sections.experience.items.length).toBeLessThan(10);
  });

  it('strips the leading trigger of CSV cells that start like formulas, with a warning for each', () => {
    const csv =
      positionsHeader +
      `"=cmd|' /C calc'!A0",+Engineer,"@SUM(1+1)*cmd|' /C calc'!A0",-2+3+cmd,Jan 2020,\r\n`;
    const { data, warnings } = imported(
      'linkedin-data-export-zip',
      zipOf({ 'Positions.csv': csv }),
    );
    expect(data.sections.experience.items[0]).toMatchObject({
      company: "cmd|' /C calc'!A0",
      position: 'Engineer',
      location: '2+3+cmd',
      summary: "<p>SUM(1+1)*cmd|' /C calc'!A0</p>",
    });
    expect(warnings.map((warning) => warning.path)).toEqual([
      'Positions.csv.0.Company Name',
      'Positions.csv.0.Title',
      'Positions.csv.0.Location',
      'Positions.csv.0.Description',
    ]);
    expect(warnings[0].message).toBe(importMessages.formula("=cmd|' /C calc'!A0"));
  });

  it('does not let __proto__ keys reach any prototype', () => {
    const v3 = JSON.parse(fixture('reactive-resume-v3.json'));
    const text = JSON.stringify(v3).replace(
      '"sections":{',
      '"sections":{"__proto__":{"polluted":true,"items":[]},',
    );
    imported('reactive-resume-v3-json', text);
    const ours =
      '{"basics":{"__proto__":{"polluted":true}},"sections":{"custom":{"__proto__":{"polluted":true}}}}';
    const result = imported('reactive-resume-json', ours);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(result.data.basics).not.toHaveProperty('polluted');
  });
});
