/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  type Locale,
  type ResumeData,
  resumeDataSchema,
  type TemplateName as Template,
} from '@vitae/schema';

import { artboardForTests, printPdf, renderResume } from './artboard-harness.mjs';
import { squash } from './resume-text';

// A resume written in any script prints in the web build's own Noto faces.
// This machine has no CJK, Arabic, Hebrew, Indic or Thai system fonts, so a
// glyph the build does not carry would print from some other font or as a box:
// both show in pdffonts. `make test` builds web/dist first; ARTBOARD_DIST
// points the test at another build.
const dist = process.env.ARTBOARD_DIST ?? join(__dirname, '../../dist');
const screenshots = join(__dirname, '../../../docs/screenshots');

type Written = {
  language: Locale;
  /** The Noto family pdffonts must list (its PostScript name's start). */
  font: string;
  name: string;
  headline: string;
  sentence: string;
  company: string;
  position: string;
};

// Every line written for this test, in each language.
const resumes: Written[] = [
  {
    language: 'ja-JP',
    font: 'NotoSansJP',
    name: '山田 花子',
    headline: '決済基盤のソフトウェアエンジニア',
    sentence: '東京を拠点に、決済システムの設計と運用に十年携わってきました。',
    company: '株式会社さくら決済',
    position: '主任エンジニア',
  },
  {
    language: 'zh-CN',
    font: 'NotoSansSC',
    name: '王晓明',
    headline: '数据平台工程师',
    sentence: '在上海从事数据平台建设八年，专注于实时计算与数据质量。',
    company: '上海云图科技有限公司',
    position: '高级工程师',
  },
  {
    language: 'ar-SA',
    font: 'Almarai',
    name: 'ليلى حداد',
    headline: 'مهندسة برمجيات',
    sentence: 'أعمل منذ ثماني سنوات على تصميم أنظمة الدفع الإلكتروني في الرياض.',
    company: 'شركة النخيل للتقنية',
    position: 'مهندسة أولى',
  },
  {
    language: 'he-IL',
    font: 'NotoSansHebrew',
    name: 'רונית כהן',
    headline: 'מהנדסת תוכנה',
    sentence: 'אני מפתחת מערכות תשלום בתל אביב כבר שמונה שנים.',
    company: 'אלון מערכות',
    position: 'מהנדסת בכירה',
  },
  {
    language: 'hi-IN',
    font: 'NotoSansDevanagari',
    name: 'प्रिया शर्मा',
    headline: 'सॉफ्टवेयर इंजीनियर',
    sentence: 'मैं बेंगलुरु में आठ वर्षों से भुगतान प्रणालियाँ बना रही हूँ।',
    company: 'नीलगिरि टेक्नोलॉजीज़',
    position: 'वरिष्ठ इंजीनियर',
  },
  {
    language: 'th-TH',
    font: 'NotoSansThai',
    name: 'สมหญิง ใจดี',
    headline: 'วิศวกรซอฟต์แวร์',
    sentence: 'ฉันพัฒนาระบบชำระเงินในกรุงเทพฯ มาแปดปี',
    company: 'บริษัท ช้างเผือก เทคโนโลยี จำกัด',
    position: 'วิศวกรอาวุโส',
  },
];

/** A one-page resume with only this language's words (and an e-mail address). */
function resumeOf(written: Written, template: Template = 'rhyhorn'): ResumeData {
  return resumeDataSchema.parse({
    basics: {
      name: written.name,
      headline: written.headline,
      email: 'someone@example.com',
    },
    sections: {
      summary: { content: `<p>${written.sentence}</p>` },
      experience: {
        items: [{ company: written.company, position: written.position, date: '2019 - 2025' }],
      },
    },
    metadata: {
      language: written.language,
      template,
      layout: [[['summary', 'experience'], []]],
    },
  });
}

type Printed = { pdf: string; text: string; fonts: string; blocked: string[] };

jest.setTimeout(60_000);

const artboard = artboardForTests(dist, 'vitae-scripts-');

async function print(data: ResumeData, name: string): Promise<Printed> {
  await renderResume(artboard.session, data);
  const blocked = [...artboard.session.blocked];
  const pdf = join(artboard.scratch, `${name}.pdf`);
  writeFileSync(pdf, await printPdf(artboard.session));
  return {
    pdf,
    text: execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }),
    fonts: execFileSync('pdffonts', [pdf], { encoding: 'utf8' }),
    blocked,
  };
}

/** pdffonts' rows: each font's name (subset tag removed) and whether it is embedded. */
function fontRows(listing: string): { name: string; embedded: boolean }[] {
  return listing
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      // name, type (one or two words), encoding, emb, sub, uni, object, generation
      return { name: columns[0].replace(/^[A-Z]{6}\+/, ''), embedded: columns.at(-5) === 'yes' };
    });
}

/**
 * Text as compared: {@link squash}ed, without the bidi marks poppler wraps
 * right-to-left runs in, and without full stops, which it places at the run's
 * other end (recent poppler gives right-to-left text in logical order). A
 * lam-alef ligature is one glyph whose two letters poppler writes in the wrong
 * order ("السالم" for "السلام"; pdf.js reads it right,
 * docs/templates.md#fonts-for-every-script), so a run of lams and alefs is
 * compared as its letters, whatever their order.
 */
const plain = (text: string) =>
  squash(text)
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069.]/g, '')
    .replace(/[\u0622\u0623\u0625\u0627\u0644]{2,}/gu, (run) => [...run].sort().join(''));

/**
 * Where the line holding `words` sits on the first page, in points, from
 * `pdftotext -bbox-layout`, which lists words in visual order: a right-to-left
 * line reads there backwards, so it is matched either way.
 */
function lineBox(pdf: string, words: string): { xMin: number; xMax: number; width: number } {
  const html = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-bbox-layout', pdf, '-'], {
    encoding: 'utf8',
  });
  const width = Number(/<page width="([\d.]+)"/.exec(html)?.[1]);
  const wanted = plain(words);
  const backwards = plain([...words].reverse().join(''));
  for (const [, attributes, body] of html.matchAll(/<line ([^>]*)>([\s\S]*?)<\/line>/g)) {
    const line = plain(
      [...body.matchAll(/<word [^>]*>([^<]*)<\/word>/g)].map((word) => word[1]).join(''),
    );
    if (line === wanted || line === backwards) {
      const box = Object.fromEntries(
        [...attributes.matchAll(/(\w+)="([\d.]+)"/g)].map(([, key, value]) => [key, Number(value)]),
      );
      return { xMin: box.xMin, xMax: box.xMax, width };
    }
  }
  throw new Error(`"${words}" is not a line of the first page:\n${html}`);
}

describe.each(resumes)('a resume in $language', (written) => {
  let printed: Printed;

  beforeAll(async () => {
    printed = await print(resumeOf(written), written.language);
    if (process.env.SCREENSHOTS === '1' && ['ar-SA', 'ja-JP'].includes(written.language)) {
      mkdirSync(screenshots, { recursive: true });
      const prefix = join(screenshots, `resume-pdf-${written.language}`);
      execFileSync(
        'pdftoppm',
        ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile'].concat([printed.pdf, prefix]),
      );
    }
  });

  it(`embeds ${written.font} and only web fonts of the build, every one of them`, () => {
    const rows = fontRows(printed.fonts);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => !row.embedded)).toEqual([]);
    expect(rows.some((row) => row.name.startsWith(written.font))).toBe(true);
    // Any other family would be a system font standing in for a glyph the build lacks.
    expect(rows.filter((row) => !/^(IBMPlex|NotoSans|Almarai)/.test(row.name))).toEqual([]);
    expect(printed.blocked).toEqual([]);
  });

  it('reads back the name, headline and summary in order, with no missing glyph', () => {
    const text = plain(printed.text);
    expect(printed.text).not.toContain('\uFFFD');
    const at = [written.name, written.headline, written.sentence].map((line) =>
      text.indexOf(plain(line)),
    );
    expect(at.every((index) => index >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(text).toContain(plain(written.company));
    expect(text).toContain(plain(written.position));
  });
});

describe.each<Template>(['rhyhorn', 'glalie'])('the direction of the page in %s', (template) => {
  it.each(resumes.filter((written) => ['ar-SA', 'he-IL', 'ja-JP'].includes(written.language)))(
    'sets the $language name against the side its writing starts from',
    async (written) => {
      const printed = await print(resumeOf(written, template), `${template}-${written.language}`);
      const { xMin, xMax, width } = lineBox(printed.pdf, written.name);
      const fromLeft = xMin;
      const fromRight = width - xMax;
      if (['ar-SA', 'he-IL'].includes(written.language)) {
        expect(fromRight).toBeLessThan(fromLeft);
      } else {
        expect(fromLeft).toBeLessThan(fromRight);
      }
    },
  );
});

/** The words of the first page's line holding `word`, in the order they are drawn (left to right). */
function drawnLine(
  pdf: string,
  word: string,
): { words: string[]; xMin: number; xMax: number; width: number } {
  const html = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-bbox-layout', pdf, '-'], {
    encoding: 'utf8',
  });
  const width = Number(/<page width="([\d.]+)"/.exec(html)?.[1]);
  for (const [, attributes, body] of html.matchAll(/<line ([^>]*)>([\s\S]*?)<\/line>/g)) {
    const words = [...body.matchAll(/<word [^>]*>([^<]*)<\/word>/g)].map((found) => found[1]);
    if (words.includes(word)) {
      const box = Object.fromEntries(
        [...attributes.matchAll(/(\w+)="([\d.]+)"/g)].map(([, key, value]) => [key, Number(value)]),
      );
      return { words, xMin: box.xMin, xMax: box.xMax, width };
    }
  }
  throw new Error(`No line of the first page holds "${word}":\n${html}`);
}

describe('a paragraph in another direction than its resume', () => {
  it('runs an English sentence of an Arabic resume left to right, its full stop at the end', async () => {
    const arabic = resumes.find((written) => written.language === 'ar-SA')!;
    const data = resumeOf(arabic);
    data.sections.summary.content = `<p>${arabic.sentence}</p><p>Led the payments team.</p><ul><li>Designed the ledger.</li></ul>`;
    const printed = await print(data, 'ar-SA-mixed');
    if (process.env.SCREENSHOTS === '1') {
      execFileSync('pdftoppm', [
        ...['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', printed.pdf],
        join(screenshots, 'resume-pdf-ar-SA-mixed'),
      ]);
    }

    const english = drawnLine(printed.pdf, 'payments');
    expect(english.words.join(' ')).toBe('Led the payments team.');
    const listed = drawnLine(printed.pdf, 'ledger.');
    expect(listed.words.join(' ')).toBe('Designed the ledger.');
    // Both start from the left, as English does; the Arabic sentence from the right.
    expect(english.xMin).toBeLessThan(english.width - english.xMax);
    expect(listed.xMin).toBeLessThan(listed.width - listed.xMax);
    const { xMin, xMax, width } = lineBox(printed.pdf, arabic.sentence);
    expect(width - xMax).toBeLessThan(xMin);
  });
});
