/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  type LetterData,
  sampleLetterData,
  sampleResumeData,
  type TemplateName,
  templates,
} from '@vitae/schema';

import { artboardForTests, printPdf, renderLetter, renderResume } from './artboard-harness.mjs';
import { squash } from './resume-text';

// Cover letters printed in every template (docs/templates.md#letters). They
// need web/dist (`make test` builds it first). SCREENSHOTS=1 writes each
// template's sample letter to docs/images/letters/<template>.png.
const dist = process.env.ARTBOARD_DIST ?? join(__dirname, '../../dist');
const screenshots = join(__dirname, '../../../docs/images/letters');

type Printed = { pdf: string; pageCount: number; pages: number; text: string; blocked: string[] };

jest.setTimeout(60_000);

const artboard = artboardForTests(dist, 'vitae-letters-');

/** Draws and prints a letter through `window.__vitae.renderLetter`, then reads the PDF back. */
async function print(letter: LetterData, name: string): Promise<Printed> {
  const pageCount = await renderLetter(artboard.session, letter);
  const blocked = [...artboard.session.blocked];
  const pdf = join(artboard.scratch, `${name}.pdf`);
  writeFileSync(pdf, await printPdf(artboard.session));
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  return {
    pdf,
    pageCount,
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
    text: execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }),
    blocked,
  };
}

/** The body's paragraphs as plain text. */
function paragraphs(html: string): string[] {
  return [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) => match[1].replace(/<[^>]+>/g, ''));
}

function sampleIn(template: TemplateName): LetterData {
  const letter = sampleLetterData();
  letter.metadata.template = template;
  return letter;
}

/** The sample's body five times over: about a sheet and a half in every template. */
function longLetterIn(template: TemplateName): LetterData {
  const letter = sampleIn(template);
  letter.body = Array.from({ length: 5 }, () => letter.body).join('');
  return letter;
}

describe.each(templates)('a letter in %s', (template) => {
  it('prints the sample letter: sender, recipient, subject and body, on the sheets reported', async () => {
    const letter = sampleIn(template);
    const printed = await print(letter, template);
    if (process.env.SCREENSHOTS === '1') {
      mkdirSync(screenshots, { recursive: true });
      execFileSync('pdftoppm', [
        ...['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', printed.pdf],
        join(screenshots, template),
      ]);
    }

    expect(printed.blocked).toEqual([]);
    const text = squash(printed.text);
    const wanted = [
      letter.sender.name,
      letter.sender.email,
      letter.recipient.name,
      letter.recipient.title,
      letter.recipient.company,
      'Carrer de la Marina 41',
      letter.subject,
      letter.salutation,
      ...paragraphs(letter.body),
      letter.closing,
      'March 14, 2026',
    ];
    expect(wanted.filter((entry) => !text.includes(squash(entry)))).toEqual([]);
    // Reading order: the date and recipient, the subject, the body, the sign-off.
    const at = (entry: string) => text.indexOf(squash(entry));
    expect(at(letter.recipient.name)).toBeLessThan(at(letter.subject));
    expect(at(letter.subject)).toBeLessThan(at(letter.salutation));
    expect(at(letter.salutation)).toBeLessThan(at(paragraphs(letter.body)[0]));
    expect(at(paragraphs(letter.body)[2])).toBeLessThan(at(letter.closing));
    expect(printed.pageCount).toBe(1);
    expect(printed.pages).toBe(printed.pageCount);
  });

  it('flows a long body onto a second sheet, as many as reported', async () => {
    const letter = longLetterIn(template);
    const printed = await print(letter, `${template}-long`);

    expect(printed.pageCount).toBe(2);
    expect(printed.pages).toBe(2);
    const second = squash(
      execFileSync('pdftotext', ['-f', '2', '-l', '2', printed.pdf, '-'], { encoding: 'utf8' }),
    );
    expect(second).toContain(squash(letter.closing));
  });
});

describe('a letter in Arabic', () => {
  const arabic = (template: TemplateName): LetterData => {
    const letter = sampleIn(template);
    letter.metadata.language = 'ar-SA';
    letter.sender = { ...letter.sender, name: 'ليلى حداد', headline: 'مهندسة برمجيات' };
    letter.recipient = {
      name: 'سامي العتيبي',
      title: 'مدير البنية التحتية',
      company: 'شركة النخيل للتقنية',
      address: 'طريق الملك فهد\nالرياض',
    };
    letter.subject = 'طلب وظيفة مهندسة منصات';
    letter.salutation = 'السيد سامي المحترم،';
    letter.body =
      '<p>أعمل منذ ثماني سنوات على تصميم أنظمة الدفع الإلكتروني في الرياض</p>' +
      '<p>يسعدني أن أنضم إلى فريقكم</p>';
    letter.closing = 'مع خالص التحية،';
    letter.signature = { name: 'ليلى حداد', pictureUrl: '' };
    return letter;
  };

  /**
   * Text as compared (scripts.test.ts reads Arabic back the same way): no bidi
   * marks or full stops, a lam-alef ligature's letters in any order.
   */
  const plain = (text: string) =>
    squash(text)
      .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069.،]/g, '')
      .replace(/[\u0622\u0623\u0625\u0627\u0644]{2,}/gu, (run) => [...run].sort().join(''));

  /** The box of the first line holding `word`, from `pdftotext -bbox-layout` (points). */
  function lineWith(pdf: string, word: string): { xMin: number; xMax: number; width: number } {
    const html = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-bbox-layout', pdf, '-'], {
      encoding: 'utf8',
    });
    const width = Number(/<page width="([\d.]+)"/.exec(html)?.[1]);
    for (const [, attributes, body] of html.matchAll(/<line ([^>]*)>([\s\S]*?)<\/line>/g)) {
      // Listed in visual order: a right-to-left word reads backwards there.
      const words = [...body.matchAll(/<word [^>]*>([^<]*)<\/word>/g)].map((found) => found[1]);
      if (words.includes(word) || words.includes([...word].reverse().join(''))) {
        const box = Object.fromEntries(
          [...attributes.matchAll(/(\w+)="([\d.]+)"/g)].map(([, key, value]) => [
            key,
            Number(value),
          ]),
        );
        return { xMin: box.xMin, xMax: box.xMax, width };
      }
    }
    throw new Error(`No line of the first page holds "${word}":\n${html}`);
  }

  it.each<TemplateName>(['rhyhorn', 'glalie'])(
    'prints right to left in %s, its text intact',
    async (template) => {
      const letter = arabic(template);
      const printed = await print(letter, `${template}-ar-SA`);
      if (process.env.SCREENSHOTS === '1') {
        execFileSync('pdftoppm', [
          ...['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', printed.pdf],
          join(screenshots, `${template}-ar-SA`),
        ]);
      }

      expect(printed.blocked).toEqual([]);
      expect(printed.pages).toBe(printed.pageCount);
      const text = plain(printed.text);
      const wanted = [
        letter.sender.name,
        letter.recipient.name,
        letter.recipient.company,
        letter.subject,
        ...paragraphs(letter.body),
        letter.closing,
        // The date in Arabic words and digits, in the Gregorian calendar.
        'مارس',
        '١٤',
      ];
      expect(wanted.filter((entry) => !text.includes(plain(entry)))).toEqual([]);
      // Lines start from the right of the letter's column: the short closing
      // ends where the longer body line ends, and starts far to its right.
      const body = lineWith(printed.pdf, 'تصميم');
      const closing = lineWith(printed.pdf, 'مع');
      expect(Math.abs(closing.xMax - body.xMax)).toBeLessThan(2);
      expect(closing.xMin - body.xMin).toBeGreaterThan(50);
    },
  );
});

describe('the signature picture', () => {
  /** A 2 × 2 PNG as a data URL: a picture the artboard draws without asking the network. */
  const picture =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

  it('prints above the typed name when the letter has one', async () => {
    const letter = sampleIn('rhyhorn');
    letter.signature.pictureUrl = picture;
    const printed = await print(letter, 'signature');
    const listing = execFileSync('pdfimages', ['-list', printed.pdf], { encoding: 'utf8' });

    expect(printed.blocked).toEqual([]);
    expect(listing.trim().split('\n')).toHaveLength(3);
    expect(squash(printed.text)).toContain(squash(`${letter.closing} ${letter.signature.name}`));
  });
});

describe('the injection API', () => {
  it('refuses a letter out of the model, naming the bad fields', async () => {
    const error = await artboard.session.page.evaluate(() =>
      window.__vitae!.renderLetter({ date: '2026-02-30', sender: { email: 'nope' } }).then(
        () => '',
        (reason: Error) => reason.message,
      ),
    );
    expect(error).toMatch(/^The letter data is not valid: /);
    expect(error).toContain('date');
    expect(error).toContain('sender.email');
  });

  it('draws the last document received: a resume after a letter', async () => {
    await renderLetter(artboard.session, sampleIn('rhyhorn'));
    const pageCount = await renderResume(artboard.session, sampleResumeData());
    const text = await artboard.session.page.evaluate(
      () => document.querySelector('#artboard')?.textContent ?? '',
    );
    expect(pageCount).toBeGreaterThan(0);
    expect(text).toContain('Experience');
    expect(text).not.toContain(sampleLetterData().subject);
  });
});
