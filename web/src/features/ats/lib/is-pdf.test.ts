import { isPdf } from './is-pdf';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('isPdf', () => {
  it('takes a file that starts with the PDF header', () => {
    expect(isPdf(bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe(true);
  });

  it('takes a header a few bytes in, as PDF readers do', () => {
    expect(isPdf(bytes(`\r\n\r\n%PDF-1.4\n`))).toBe(true);
  });

  it('refuses a Word file, a text file and an empty file', () => {
    expect(isPdf(bytes('PK\u0003\u0004word/document.xml'))).toBe(false);
    expect(isPdf(bytes('Ada Lovelace, resume'))).toBe(false);
    expect(isPdf(new Uint8Array())).toBe(false);
  });

  it('refuses a header past the first kilobyte', () => {
    expect(isPdf(bytes(`${' '.repeat(1100)}%PDF-1.7`))).toBe(false);
  });
});
