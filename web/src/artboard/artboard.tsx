import { directionOf, type LetterData, pageSizes, type ResumeData } from '@vitae/schema';
import {
  type CSSProperties,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

import { ArtboardContext, type ArtboardContextValue } from './blocks/context';
import { useCustomCss } from './content/use-custom-css';
import { boldWeight, fontStack, requestFamily, requestScripts } from './fonts/fonts';
import { stringsFor } from './i18n/load-strings';
import { pageNumberBox, pageNumberContent, pageNumberPoints } from './i18n/page-number';
import { formatString } from './i18n/strings';
import { LetterContext } from './letter/context';
import { loadedLetterCode } from './letter/load-letter';
import { Page } from './page/page';
import { type PageReport } from './page/sheet-report';
import { templateFor } from './templates/registry';

/** Where the artboard is shown: the builder's frame, the public page, or a print. */
export type ArtboardMode = 'builder' | 'preview';

/** Props of {@link Artboard}. */
export type ArtboardProps = {
  /** The resume; for a letter, the letter as the resume its header reads (letter/letter-resume.ts). */
  data: ResumeData;
  /** A cover letter: drawn with the template's letter page instead of the resume's (docs/templates.md#letters). */
  letter?: LetterData;
  mode: ArtboardMode;
  /** Told the number of printed sheets, and how full each layout page's are, after every draw. */
  onPageCount?: (count: number, pages: PageReport[]) => void;
};

/** The layout's pages as main and sidebar columns; a layout with no page still draws one. */
function layoutPages(data: ResumeData): { main: string[]; sidebar: string[] }[] {
  const pages = data.metadata.layout.length > 0 ? data.metadata.layout : [[[], []]];
  return pages.map(([main = [], ...rest]) => ({ main, sidebar: rest.flat() }));
}

/** Whether two measurements tell the same (fill to the whole per cent). */
function sameReport(a: PageReport | undefined, b: PageReport): boolean {
  return (
    a !== undefined &&
    a.sheets === b.sheets &&
    Math.round(a.lastFill * 100) === Math.round(b.lastFill * 100) &&
    a.overflow?.section === b.overflow?.section &&
    a.overflow?.item === b.overflow?.item
  );
}

/** The CSS the page format, theme and typography options become. */
function styleVariables(data: ResumeData): CSSProperties {
  const { page, theme, typography } = data.metadata;
  const size = pageSizes[page.format];
  return {
    '--page-width': `${size.width}mm`,
    '--page-height': `${size.height}mm`,
    '--margin': `${page.margin}px`,
    '--color-primary': theme.primary,
    '--color-background': theme.background,
    '--color-text': theme.text,
    '--font-family': fontStack(typography.font.family, data.metadata.language),
    '--font-size': `${typography.font.size}px`,
    '--line-height': String(typography.lineHeight),
    '--spacing': String(page.spacing ?? 1),
    '--weight-bold': String(boldWeight(typography.font.variants)),
  } as CSSProperties;
}

/**
 * The resume drawn with its template (or a cover letter with the template's
 * letter page, `letter`): one paper page per layout page, the
 * `@page` rule that gives printing its size and margin, and the custom CSS
 * when it is switched on.
 */
export function Artboard({ data, letter, mode, onPageCount }: ArtboardProps) {
  const { metadata } = data;
  const template = templateFor(metadata.template);
  // Loaded before a letter reaches the store (letter/load-letter.ts).
  const LetterPage = letter ? loadedLetterCode()?.letterPageFor(metadata.template) : undefined;
  const pages = layoutPages(data);
  const [reports, setReports] = useState<PageReport[]>([]);

  const onSheets = useCallback((index: number, report: PageReport) => {
    setReports((previous) => {
      if (sameReport(previous[index], report)) {
        return previous;
      }
      const next = [...previous];
      next[index] = report;
      return next;
    });
  }, []);

  const counts = pages.map((_, index) => reports[index]?.sheets ?? 1);
  const total = counts.reduce((sum, count) => sum + count, 0);
  // One array per measurement (or change of the layout's length), so the parent is told once a draw.
  const pageCount = pages.length;
  const pageReports = useMemo<PageReport[]>(
    () =>
      Array.from(
        { length: pageCount },
        (_, index) => reports[index] ?? { sheets: 1, lastFill: 0, overflow: null },
      ),
    [reports, pageCount],
  );
  // Reported after every draw (not only when the count changes): the parent learns its data arrived.
  useEffect(() => onPageCount?.(total, pageReports), [onPageCount, total, pageReports, data]);

  useEffect(() => {
    requestFamily(metadata.typography.font.family, metadata.typography.font.variants);
  }, [metadata.typography.font.family, metadata.typography.font.variants]);
  // The Noto faces of the scripts the resume is written in, only when it has any.
  useEffect(() => requestScripts(data), [data]);

  // The resume's own language, not the reader's: its words, direction and digits.
  const language = metadata.language;
  const dir = directionOf(language);
  // Loaded before the resume was handed over (messages.ts, api.ts); English when that failed.
  const strings = stringsFor(language);
  // The artboard page is the resume's document: its language and direction are the resume's.
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = dir;
  }, [language, dir]);

  const context = useMemo<ArtboardContextValue>(
    () => ({ data, level: template.level, strings }),
    [data, template.level, strings],
  );
  const { format, margin, options } = metadata.page;
  const size = pageSizes[format];
  // The theme colour is checked by the schema (no braces or semicolons), so it is safe in CSS.
  const numbers = options.pageNumbers
    ? ` ${pageNumberBox(language)} { content: ${pageNumberContent(strings.pageNumber, language)}; ` +
      `font: ${pageNumberPoints}pt ${fontStack(metadata.typography.font.family, metadata.language)}; ` +
      `color: ${metadata.theme.text}; opacity: 0.6; }`
    : '';
  const pageRule =
    `@page { size: ${size.width}mm ${size.height}mm; margin: ${margin}px;${numbers} }\n` +
    `@media print { html, body { background: ${metadata.theme.background}; } }`;
  const customCss = useCustomCss(metadata.css);
  const { hideIcons, underlineLinks } = metadata.typography;

  const classes = [
    'artboard',
    `template-${metadata.template}`,
    letter ? 'is-letter' : '',
    hideIcons ? 'hide-icons' : '',
    underlineLinks ? 'underline-links' : '',
  ].filter(Boolean);

  return (
    <ArtboardContext value={context}>
      <style>{pageRule}</style>
      <div
        className={classes.join(' ')}
        lang={language}
        dir={dir}
        data-mode={mode}
        data-format={format}
        style={styleVariables(data)}
      >
        {pages.map((page, index) => {
          const before = counts.slice(0, index).reduce((sum, count) => sum + count, 0);
          return (
            <Page
              key={index}
              index={index}
              format={format}
              margin={margin}
              breakLine={mode === 'builder' && options.breakLine}
              numberLabels={
                options.pageNumbers
                  ? Array.from({ length: counts[index] }, (_, sheet) =>
                      formatString(
                        strings.pageNumber,
                        { page: before + sheet + 1, total },
                        language,
                      ),
                    )
                  : null
              }
              onSheets={onSheets}
            >
              {letter ? (
                <LetterContext value={letter}>{LetterPage && <LetterPage />}</LetterContext>
              ) : (
                <template.Page main={page.main} sidebar={page.sidebar} isFirstPage={index === 0} />
              )}
            </Page>
          );
        })}
      </div>
      {customCss !== '' && <style data-custom-css="">{customCss}</style>}
    </ArtboardContext>
  );
}
