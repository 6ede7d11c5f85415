import {
  importAccept,
  importAcceptHint,
  importMessages,
  importTypes,
  isImportType,
} from '../../src';
import { refused } from './helpers';

const jsonTypes = ['reactive-resume-json', 'reactive-resume-v3-json', 'json-resume-json'] as const;

describe('the import types and their files', () => {
  it('offers the six file types', () => {
    expect(importTypes).toEqual([
      'reactive-resume-json',
      'reactive-resume-v3-json',
      'json-resume-json',
      'linkedin-data-export-zip',
      'pdf',
      'docx',
    ]);
    expect(isImportType('json-resume-json')).toBe(true);
    expect(isImportType('pdf')).toBe(true);
    expect(isImportType('doc')).toBe(false);
  });

  it('accepts .json for the JSON types and .zip for the LinkedIn export, with the hint "Accepts only {accept} files"', () => {
    for (const type of jsonTypes) {
      expect(importAccept[type]).toBe('.json');
      expect(importAcceptHint(type)).toBe('Accepts only .json files');
    }
    expect(importAccept['linkedin-data-export-zip']).toBe('.zip');
    expect(importAcceptHint('linkedin-data-export-zip')).toBe('Accepts only .zip files');
    expect(importAcceptHint('pdf')).toBe('Accepts only .pdf files');
    expect(importAcceptHint('docx')).toBe('Accepts only .docx files');
  });

  it('leaves PDF and Word files to the document reader, which loads pdf.js or mammoth', () => {
    expect(refused('pdf', new Uint8Array([0x25, 0x50, 0x44, 0x46]))).toEqual([
      { path: '', message: importMessages.readFile },
    ]);
  });
});

describe('files that cannot be read (messages)', () => {
  it.each(jsonTypes)('says "Failed to parse JSON" for a %s file that is not JSON', (type) => {
    expect(refused(type, '{"basics": {"name": "Ada",}')).toEqual([
      { path: '', message: 'Failed to parse JSON' },
    ]);
    expect(importMessages.parseJson).toBe('Failed to parse JSON');
  });

  it.each(jsonTypes)(
    'says "Failed to read the file" for a %s file that is not UTF-8 text',
    (type) => {
      const notText = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x00, 0xc3, 0x28, 0x7d]);
      expect(refused(type, notText)).toEqual([{ path: '', message: 'Failed to read the file' }]);
    },
  );

  it('says a JSON Resume date that is not ISO 8601 was kept as written', () => {
    expect(importMessages.isoDate).toBe('Not an ISO 8601 date; it was kept as written.');
  });
});

describe('a request without a file or a type (both required)', () => {
  it('asks for the type when it is not one of the six', () => {
    expect(refused('doc' as never, '{}')).toEqual([
      { path: 'type', message: importMessages.typeRequired },
    ]);
  });

  it('asks for the file when there is none', () => {
    expect(refused('json-resume-json', undefined as never)).toEqual([
      { path: 'file', message: importMessages.fileRequired },
    ]);
  });
});
