import { type Finding } from '../finding';
import { ligatures } from '../lines';
import { type PdfText } from '../read-pdf';

/** U+FFFD, private-use and control characters: what text that copies out garbled is made of. */
const garbledChar = /[\uFFFD\uE000-\uF8FF]|[\u{F0000}-\u{10FFFD}]|\p{Cc}/u;
const garbled = {
  // U+0000 stands for a glyph with no letter of its own (docs/ats.md#fonts): not garbled.
  test: (text: string) => garbledChar.test(text.replaceAll('\0', '').replace(/[\t\n\r]/gu, '')),
};

/** docs/ats.md#text: every page has text, not only pictures of it. */
export function checkExtractable(pdf: PdfText): Finding {
  const empty = pdf.pages.filter((page) => !page.runs.some((run) => /[\p{L}\p{N}]/u.test(run.str)));
  if (empty.length === 0) {
    return {
      id: 'text.extractable',
      status: 'pass',
      title: 'Every page has text an ATS can read',
      fix: 'Nothing to fix: keep exporting the resume as text, not as a picture.',
    };
  }
  return {
    id: 'text.extractable',
    status: 'fail',
    title: `${empty.length === 1 ? 'A page has' : 'Pages have'} no readable text`,
    fix: 'Export the resume from its editor as a PDF with text, not a scan or a picture of the page.',
    places: empty.map((page) => ({ page: page.number })),
    items: empty.map((page) =>
      page.images > 0 ? `page ${page.number}: pictures only` : `page ${page.number}: empty`,
    ),
  };
}

/** docs/ats.md#fonts: fonts embedded, and text that copies out as shown. */
export function checkFonts(pdf: PdfText): Finding[] {
  const fonts = new Map<
    string,
    { name: string; embedded: boolean; mapped: boolean; page: number }
  >();
  for (const page of pdf.pages) {
    for (const font of page.fonts) {
      const known = fonts.get(font.name);
      fonts.set(font.name, {
        name: font.name,
        embedded: (known?.embedded ?? true) && font.embedded,
        mapped: (known?.mapped ?? true) && font.unicodeMapped,
        page: known?.page ?? page.number,
      });
    }
  }
  const garbledPages = pdf.pages.filter((page) => page.runs.some((run) => garbled.test(run.raw)));
  const unmapped = [...fonts.values()].filter((font) => !font.mapped);
  const unembedded = [...fonts.values()].filter((font) => !font.embedded);
  const letterless = pdf.pages.filter((page) => page.runs.some((run) => run.raw.includes('\0')));
  const unicode: Finding =
    unmapped.length > 0 || garbledPages.length > 0
      ? {
          id: 'fonts.unicode',
          status: 'fail',
          title: 'Some text copies out garbled',
          fix: 'Use a different font, or export with a tool that keeps the text searchable (a font without a Unicode map turns words into symbols for an ATS).',
          places: [
            ...unmapped.map((font) => ({ page: font.page })),
            ...garbledPages.map((page) => ({ page: page.number })),
          ],
          items: [
            ...unmapped.map((font) => `${font.name}: no Unicode map`),
            ...garbledPages.map((page) => `page ${page.number}: unreadable characters`),
          ],
        }
      : letterless.length > 0
        ? {
            id: 'fonts.unicode',
            status: 'warn',
            title: 'Some glyphs copy out as no letter',
            fix: 'Check the text copied out of the PDF: where letters are missing (as with dots of Arabic letters), an ATS reads the word wrongly; another font may keep them.',
            places: letterless.map((page) => ({ page: page.number })),
            items: letterless.map((page) => `page ${page.number}: glyphs mapped to no letter`),
          }
        : {
            id: 'fonts.unicode',
            status: 'pass',
            title: 'The text copies out as it is shown',
            fix: 'Nothing to fix: every font maps its glyphs to letters.',
          };
  const embedded: Finding =
    unembedded.length > 0
      ? {
          id: 'fonts.embedded',
          status: 'warn',
          title: 'Some fonts are not embedded',
          fix: 'Export with fonts embedded, so every reader sees the same letters and spacing.',
          places: unembedded.map((font) => ({ page: font.page })),
          items: unembedded.map((font) => font.name),
        }
      : {
          id: 'fonts.embedded',
          status: 'pass',
          title: 'Every font is embedded',
          fix: 'Nothing to fix.',
        };
  return [unicode, embedded];
}

/** docs/ats.md#ligatures: one character for "fi" breaks the word for a keyword search. */
export function checkLigatures(pdf: PdfText): Finding {
  const words: string[] = [];
  const places = new Set<number>();
  for (const page of pdf.pages) {
    for (const run of page.runs) {
      for (const match of run.raw.matchAll(/\S*[\uFB00-\uFB06]\S*/gu)) {
        words.push(match[0]);
        places.add(page.number);
      }
    }
  }
  if (words.length === 0) {
    return {
      id: 'text.ligatures',
      status: 'pass',
      title: 'No ligature characters break words',
      fix: 'Nothing to fix.',
    };
  }
  return {
    id: 'text.ligatures',
    status: 'warn',
    title: 'Ligatures break words',
    fix: `Turn off ligatures (${Object.keys(ligatures).join(' ')}) in the font settings, or use another font, so that words such as "${words[0]}" read as plain letters.`,
    places: [...places].map((page) => ({ page })),
    items: [...new Set(words)].slice(0, 10),
  };
}
