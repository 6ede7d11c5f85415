import { parseCsv, readCsvTable } from '../../src/import/linkedin/csv';

describe('reading CSV (RFC 4180)', () => {
  it.each([
    {
      rule: 'splits records on CRLF and fields on commas',
      text: 'a,b,c\r\n1,2,3\r\n',
      records: [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    },
    {
      rule: 'keeps commas, line breaks and doubled quotes inside quoted fields',
      text: 'name,note\r\n"Smith, Jo","line one\r\nline two ""quoted"""\r\n',
      records: [
        ['name', 'note'],
        ['Smith, Jo', 'line one\r\nline two "quoted"'],
      ],
    },
    {
      rule: 'ignores a byte order mark, accepts LF line ends and a missing last line end',
      text: '\uFEFFName\nGo\nRust',
      records: [['Name'], ['Go'], ['Rust']],
    },
    {
      rule: 'keeps empty fields and skips blank lines',
      text: 'a,,c\r\n\r\n,,\r\n',
      records: [
        ['a', '', 'c'],
        ['', '', ''],
      ],
    },
    {
      rule: 'is lenient with a stray quote inside a field and an unclosed quote',
      text: '5" screen,"open\r\nto the end',
      records: [['5" screen', 'open\r\nto the end']],
    },
  ])('$rule', ({ text, records }) => {
    expect(parseCsv(text)).toEqual(records);
  });

  it('reads rows by their header, a short row giving empty cells', () => {
    expect(readCsvTable(' Name ,Proficiency\r\nEnglish\r\n')).toEqual({
      columns: ['Name', 'Proficiency'],
      rows: [{ Name: 'English', Proficiency: '' }],
    });
  });
});
