import { AtsCheckError, atsLimits, checkResumePdf, type PdfJs, readAsAts } from '../src';

/** A pdf.js that fails the test if the check ever asks it to read. */
const untouchedPdfJs: PdfJs = {
  getDocument: () => {
    throw new Error('pdf.js was asked to read');
  },
  OPS: {},
};

describe('what the check is given', () => {
  it('refuses a file over 20 MB with fileTooLarge before pdf.js reads it', async () => {
    const bytes = new Uint8Array(atsLimits.maxFileBytes + 1);
    await expect(checkResumePdf(bytes, { pdfjs: untouchedPdfJs })).rejects.toEqual(
      new AtsCheckError('fileTooLarge'),
    );
    await expect(readAsAts(bytes, { pdfjs: untouchedPdfJs })).rejects.toMatchObject({
      code: 'fileTooLarge',
      message: 'The file is larger than 20 MB, the most the ATS check reads.',
    });
  });

  it('says so when it is not given pdf.js', async () => {
    await expect(checkResumePdf(new Uint8Array(10), {} as never)).rejects.toThrow(
      'The ATS check needs pdf.js: pass { pdfjs }',
    );
  });

  it('says so when it is given something other than bytes', async () => {
    await expect(checkResumePdf('%PDF-1.7' as never, { pdfjs: untouchedPdfJs })).rejects.toThrow(
      'The ATS check reads the PDF as a Uint8Array of its bytes.',
    );
  });
});
