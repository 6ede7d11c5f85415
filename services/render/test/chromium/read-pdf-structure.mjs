// Reads the accessible structure of PDFs with pdf.js, as a screen reader or a
// PDF reader's bookmarks pane would, and prints it as JSON by file:
// `node read-pdf-structure.mjs <file>...`. pdf-structure.test.ts runs it as a
// child process, since jest cannot load pdf.js's ES module build (the PDF
// import's tests do the same, packages/schema/test/import/documents).
//
// For each file: the document information (pdf.js names the catalog's /Lang
// `Language`), the outline's titles with their depth, and the tagged
// structure of every page in reading order, each element with its role, the
// text of the marked content it holds, the web address of any link
// annotation it holds, and its children; and the web addresses of all the
// page's link annotations.
import { readFileSync } from 'node:fs';

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each marked-content id of a page (`p12R_mc3`): a list of runs,
 * one for each sequence marked with that id. pdf.js gives the sequences of a
 * form XObject (Chromium draws an element with opacity in one) the same ids
 * as the page's own, numbered from 0 again, so one id may name several runs:
 * the page's own comes first (such groups are painted after the page's other
 * content), then the groups' in the order they are painted, which is the
 * order of the elements they draw.
 */
async function markedText(page) {
  const content = await page.getTextContent({ includeMarkedContent: true });
  const runs = new Map();
  const open = [];
  for (const item of content.items) {
    if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') {
      const id = item.id ?? null;
      if (id) {
        runs.set(id, [...(runs.get(id) ?? []), '']);
      }
      open.push(id);
    } else if (item.type === 'endMarkedContent') {
      open.pop();
    } else if (typeof item.str === 'string') {
      const id = open.findLast((entry) => entry !== null);
      if (id) {
        const texts = runs.get(id);
        texts[texts.length - 1] += item.str + (item.hasEOL ? ' ' : '');
      }
    }
  }
  return runs;
}

/**
 * A structure element with its text, links and children resolved. Each
 * reference to marked content takes the next run of its id (see markedText),
 * in reading order.
 */
function element(node, runs, links) {
  const children = [];
  let text = '';
  const urls = [];
  for (const child of node.children ?? []) {
    if (child.type === 'content') {
      text += runs.get(child.id)?.shift() ?? '';
    } else if (child.type === 'annotation' || child.type === 'object') {
      // Chromium refers to its link annotations as objects (OBJR), pdf.js to some as annotations.
      const url = links.get(child.id.replace(/^pdfjs_internal_id_/, ''));
      if (url) {
        urls.push(url);
      }
    } else if (child.role) {
      const kid = element(child, runs, links);
      children.push(kid);
      text += kid.text;
    }
  }
  return { role: node.role, text, urls, children };
}

/** The outline's titles, depth first, each with its depth (0 for the top level). */
function outlineTitles(items, depth = 0) {
  return (items ?? []).flatMap((item) => [
    { title: item.title, depth },
    ...outlineTitles(item.items, depth + 1),
  ]);
}

async function readStructure(file) {
  const task = getDocument({
    data: new Uint8Array(readFileSync(file)),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const { info } = await document.getMetadata();
    const pages = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const runs = await markedText(page);
      const links = new Map(
        (await page.getAnnotations())
          .filter((annotation) => annotation.subtype === 'Link' && annotation.url)
          .map((annotation) => [annotation.id, annotation.url]),
      );
      const tree = await page.getStructTree();
      pages.push({ links: [...links.values()], tree: tree ? element(tree, runs, links) : null });
    }
    return {
      info: {
        Title: info.Title,
        Author: info.Author,
        Creator: info.Creator,
        Producer: info.Producer,
        Language: info.Language,
      },
      outline: outlineTitles(await document.getOutline()),
      pages,
    };
  } finally {
    await task.destroy();
  }
}

const results = {};
for (const file of process.argv.slice(2)) {
  results[file] = await readStructure(file);
}
process.stdout.write(JSON.stringify(results));
