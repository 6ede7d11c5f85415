// Reads PDFs with pdf.js in Node and prints, for each file, each page's text
// items, its width and which of its fonts are bold (by the font's real name, as
// the web app's reader learns it), as JSON:
// `node read-pdf-items.mjs <file.pdf>...`. The round-trip test runs it as a
// child process, since jest cannot load pdf.js's ES module build; the test
// turns the items into lines and a resume with the schema's sources.
import { readFileSync } from 'node:fs';

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const boldName = /bold|black|heavy|semibold|demi/i;

async function readPdf(file) {
  const started = performance.now();
  const task = getDocument({
    data: new Uint8Array(readFileSync(file)),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    // Warnings (a shading pdf.js cannot draw) are no concern of a text reader.
    verbosity: 0,
  });
  const document = await task.promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const items = content.items
      .filter((item) => typeof item.str === 'string')
      .map(({ str, transform, width, fontName, hasEOL }) => ({
        str,
        transform,
        width,
        fontName,
        hasEOL,
      }));
    // The operator list loads the page's fonts, whose objects carry the names the PDF gives them.
    await page.getOperatorList();
    const boldFonts = [];
    for (const id of new Set(items.map((item) => item.fontName))) {
      if (id !== undefined && page.commonObjs.has(id)) {
        boldFonts.push([id, boldName.test(page.commonObjs.get(id)?.name ?? '')]);
      }
    }
    pages.push({ width: page.getViewport({ scale: 1 }).width, items, boldFonts });
    page.cleanup();
  }
  await task.destroy();
  return { pages, ms: performance.now() - started };
}

const read = {};
for (const file of process.argv.slice(2)) {
  read[file] = await readPdf(file);
}
process.stdout.write(JSON.stringify(read));
