import { z } from 'zod';

/**
 * Bounds of a rich-text field (docs/resume.md, "Rich-text bounds"). The
 * editor writes a handful of nested elements (a list in a list, a link in
 * bold text in a paragraph); a document nested thousands deep, or hundreds
 * of kilobytes long, can only be made by hand, and it keeps a browser busy
 * for every print of it.
 */
export const richTextLimits = {
  /** Characters of markup in one field. */
  maxLength: 50_000,
  /** Elements open inside each other at any point of one field. */
  maxDepth: 32,
} as const;

/** Elements that never hold others, so they never open a level. */
const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** A start or end tag, with its attributes (quoted values may hold `>`). */
const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g;

/**
 * How deeply elements nest in `html`, read from its tags the way a browser
 * pairs them: a start tag opens a level (void elements and `<x/>` do not), an
 * end tag closes the innermost open element of its name and all opened
 * inside it, and an end tag with nothing of its name open is ignored. Markup
 * the editor wrote is well formed, so this is its exact depth; for any other
 * it counts at least what a browser would build (unclosed elements stay open).
 */
export function richTextDepth(html: string): number {
  const open: string[] = [];
  let deepest = 0;
  for (const match of html.matchAll(tagPattern)) {
    const name = match[2].toLowerCase();
    if (match[1]) {
      const at = open.lastIndexOf(name);
      if (at >= 0) {
        open.length = at;
      }
    } else if (!voidElements.has(name) && !match[0].endsWith('/>')) {
      open.push(name);
      deepest = Math.max(deepest, open.length);
    }
  }
  return deepest;
}

/** A rich-text field (HTML from the editor), empty by default, within {@link richTextLimits}. */
export const richText = () =>
  z
    .string()
    .max(richTextLimits.maxLength, {
      error: `Rich text must be at most ${richTextLimits.maxLength} characters long.`,
      abort: true,
    })
    .refine((html) => richTextDepth(html) <= richTextLimits.maxDepth, {
      error: `Rich text must not nest more than ${richTextLimits.maxDepth} elements deep.`,
    })
    .default('');
