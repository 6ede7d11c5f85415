import { sampleLetterData, sampleResumeData } from '@vitae/schema';

import { squash } from '../../../../web/test/artboard/resume-text';
import { type Printer } from '../../src/chromium/printer';
import { readPdf, startCountingServer, startTestPrinter } from './print-harness';

// Every test prints in real Chromium; a busy machine takes a few seconds for one.
jest.setTimeout(60_000);

let printer: Printer;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ printer, stop } = await startTestPrinter({ concurrency: 1, jobsPerContext: 100 }));
}, 120_000);

afterAll(async () => {
  await stop?.();
});

/** The text of a letter's rich-text body, as pdftotext reads it once squashed. */
function bodyText(html: string): string[] {
  return html
    .split(/<\/p>/)
    .map((paragraph) => paragraph.replace(/<[^>]+>/g, '').trim())
    .filter((paragraph) => paragraph !== '');
}

describe('printing a cover letter (docs/render.md#cover-letters)', () => {
  it('prints the letter through renderLetter: recipient, subject and body readable, titled by the letter, its author the sender', async () => {
    const data = sampleLetterData();
    const printed = await printer.printPdf({
      title: 'Letter to Harbourline',
      data,
      kind: 'letter',
    });
    const pdf = readPdf(printed.pdf);

    expect(printed.blocked).toEqual([]);
    expect(pdf.pages).toBe(printed.pageCount);
    expect(pdf.title).toBe('Letter to Harbourline');
    expect(pdf.author).toBe(data.sender.name);
    const text = squash(pdf.text);
    const wanted = [
      data.recipient.name,
      data.recipient.company,
      data.subject,
      data.salutation,
      ...bodyText(data.body),
      data.closing,
    ];
    expect(wanted.filter((entry) => !text.includes(squash(entry)))).toEqual([]);
  });

  it('draws the letter in place of the resume before it and the resume in place of the letter, in the same warm page', async () => {
    const resume = sampleResumeData();
    resume.basics.name = 'Resume Before';
    await printer.printPdf({ title: 'Before', data: resume });
    const letter = sampleLetterData();
    letter.subject = 'Only this letter';
    const letterText = squash(
      readPdf((await printer.printPdf({ title: 'L', data: letter, kind: 'letter' })).pdf).text,
    );
    const after = sampleResumeData();
    after.basics.name = 'Resume After';
    const resumeText = squash(
      readPdf((await printer.printPdf({ title: 'After', data: after })).pdf).text,
    );

    expect(letterText).toContain(squash('Only this letter'));
    expect(letterText).not.toContain(squash('Resume Before'));
    expect(resumeText).toContain(squash('Resume After'));
    expect(resumeText).not.toContain(squash('Only this letter'));
  });

  it('refuses a letter the artboard refuses with the ResumePrinterError message, the wrong field named only in its cause', async () => {
    const wrong = sampleLetterData() as unknown as { sender: { email: unknown } };
    wrong.sender.email = 'not an address';

    const refused = await printer
      .printPdf({ title: 'Wrong', data: wrong, kind: 'letter' })
      .catch((error: Error) => error);

    expect(refused).toMatchObject({
      code: 'ResumePrinterError',
      message: 'Printing failed, try later.',
    });
    expect(String((refused as Error).cause)).toMatch(/sender\.email/);
    await expect(
      printer.printPdf({ title: 'x', data: 'not a letter', kind: 'letter' }),
    ).rejects.toMatchObject({ code: 'ResumePrinterError' });
  });

  it('prints a letter whose signature picture is on a loopback address without any request reaching it', async () => {
    const target = await startCountingServer();
    try {
      const data = sampleLetterData();
      data.signature.pictureUrl = `${target.url}/signature.png`;
      data.body = `<p>See <img src="${target.url}/rich.png"> me</p>`;
      const printed = await printer.printPdf({ title: 'Loopback', data, kind: 'letter' });

      expect(target.hits()).toBe(0);
      expect(readPdf(printed.pdf).pages).toBeGreaterThan(0);
    } finally {
      await target.close();
    }
  });
});
