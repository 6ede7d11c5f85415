import { parseCsv, readCsvTable } from '../../src/import/linkedin/csv';

describe('reading CSV (RFC 4180)', () => {
  it('splits records on CRLF and fields on commas', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(parseCsv('name,note\r\n"Smith, Jo","line one\r\nline two ""quoted"""\r\n')).toEqual([
      ['name', 'note'],
      ['Smith, Jo', 'line one\r\nline two "quoted"'],
    ]);
  });

  it('ignores a byte order mark, accepts LF line ends and a missing last line end', () => {
    expect(parseCsv('\uFEFFName\nGo\nRust')).toEqual([['Name'], ['Go'], ['Rust']]);
  });

  it('keeps empty fields and skips blank lines', () => {
    expect(parseCsv('a,,c\r\n\r\n,,\r\n')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });

  it('is lenient with a stray quote inside a field and an unclosed quote', () => {
    expect(parseCsv('5" screen,"open\r\nto the end')).toEqual([
      ['5" screen', 'open\r\nto the end'],
    ]);
  });

  it('reads rows by their header, a short row giving empty cells', () => {
    expect(readCsvTable(' Name ,Proficiency\r\nEnglish\r\n')).toEqual({
      columns: ['Name', 'Proficiency'],
      rows: [{ Name: 'English', Proficiency: '' }],
    });
  });
});
