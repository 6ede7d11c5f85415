import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { exportResumeJson, parseImport, parseResumeData } from '../../src';

const file = JSON.parse(
  readFileSync(join(__dirname, '../fixtures/reactive-resume-v4.json'), 'utf8'),
);
const parsed = parseResumeData(file);
if (!parsed.success) {
  throw new Error('the fixture must parse');
}
const data = parsed.data;

describe('exporting our JSON', () => {
  const exported = exportResumeJson({ id: 'clx8c2m1q0000abcd1234efgh', data });

  it('names the file after the resume id', () => {
    expect(exported.fileName).toBe('clx8c2m1q0000abcd1234efgh.json');
  });

  it('pretty prints with two-space indentation', () => {
    expect(exported.text.split('\n').slice(0, 3)).toEqual([
      '{',
      '  "basics": {',
      '    "name": "Rafael Moreno-Quist",',
    ]);
    expect(exported.text).toBe(JSON.stringify(data, null, 2));
  });

  it('imports back as the same resume, ids included', () => {
    const result = parseImport('reactive-resume-json', exported.text);
    expect(result).toEqual({ ok: true, data, warnings: [] });
  });
});
