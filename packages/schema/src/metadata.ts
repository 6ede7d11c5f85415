import { z } from 'zod';

import { defaultLocale, defaultTemplate, locales, templates } from './constants';

/** A page of the layout: its columns, each a list of section ids (main column first). */
export type LayoutPage = string[][];

/** The default layout (docs/product.md#defaults-and-limits): one page, a main column and a sidebar. */
export function defaultLayout(): LayoutPage[] {
  return [
    [
      ['profiles', 'summary', 'experience', 'education', 'projects', 'volunteer', 'references'],
      ['skills', 'interests', 'certifications', 'awards', 'publications', 'languages'],
    ],
  ];
}

/** The custom CSS a resume starts with: hidden, and outlining sections to show what it targets. */
export const defaultCss = '.section {\n  outline: 1px solid #000;\n  outline-offset: 4px;\n}\n';

/**
 * A colour: hex, rgb(), hsl() or a name. Only characters those need are
 * allowed, because the value is written into the artboard's CSS.
 */
const colorSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[#a-zA-Z0-9(),.%\s/-]+$/, { error: 'Colour must be a hex, rgb() or hsl() value.' });

/** Resume metadata: template, layout, CSS, page, theme, typography, notes (docs/product.md#metadata). */
export const metadataSchema = z
  .object({
    template: z.enum(templates).default(defaultTemplate),
    layout: z.array(z.array(z.array(z.string()))).default(defaultLayout),
    css: z
      .object({
        value: z.string().default(defaultCss),
        visible: z.boolean().default(false),
      })
      .prefault({}),
    page: z
      .object({
        // The editor's slider moves in steps of 2; any value in range is accepted so imports keep theirs.
        margin: z.number().min(0).max(48).default(18),
        format: z.enum(['a4', 'letter']).default('a4'),
        // How far apart sections and items stand, a factor of the template's own gaps
        // (docs/templates.md#fit-to-pages); absent is 1, so stored documents are unchanged.
        spacing: z.number().min(0.5).max(1.5).optional(),
        options: z
          .object({
            breakLine: z.boolean().default(true),
            pageNumbers: z.boolean().default(true),
          })
          .prefault({}),
      })
      .prefault({}),
    theme: z
      .object({
        background: colorSchema.default('#ffffff'),
        text: colorSchema.default('#000000'),
        primary: colorSchema.default('#dc2626'),
      })
      .prefault({}),
    typography: z
      .object({
        font: z
          .object({
            family: z.string().min(1).default('IBM Plex Serif'),
            subset: z.string().min(1).default('latin'),
            // A fresh resume has an italic and a semibold to draw emphasis and bold text with
            // (docs/product.md#defaults-and-limits); a stored resume keeps the variants it names.
            variants: z.array(z.string()).default(() => ['regular', 'italic', '600']),
            size: z.number().min(12).max(18).default(14),
          })
          .prefault({}),
        lineHeight: z.number().min(0).max(3).default(1.5),
        hideIcons: z.boolean().default(false),
        underlineLinks: z.boolean().default(true),
      })
      .prefault({}),
    notes: z.string().default(''),
    // The resume's own language (one of the 46 locales), independent of the
    // interface's: its default headings, page numbers and text direction follow it.
    language: z
      .enum(locales, { error: 'Language must be one of the supported locales.' })
      .default(defaultLocale),
  })
  .prefault({});
export type Metadata = z.infer<typeof metadataSchema>;
