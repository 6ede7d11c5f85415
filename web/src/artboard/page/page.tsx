import { type PageFormat } from '@vitae/schema';
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';

import { measureEvent, measurePage, pageSizePx } from './page-size';
import { type PageReport } from './sheet-report';

/** Props of {@link Page}. */
export type PageProps = {
  /** 0-based index of the layout page. */
  index: number;
  format: PageFormat;
  margin: number;
  /** Draw a dashed line where a printed sheet ends (builder only). */
  breakLine: boolean;
  /**
   * The page-number label of each of its sheets, or null when numbers are off.
   * The paper shows the last one at its foot; the public page's sheets show each
   * at its own sheet's foot (docs/product.md#public-resume-page).
   */
  numberLabels: string[] | null;
  /** Told how many printed sheets this page's content takes, and how full they are. */
  onSheets: (index: number, report: PageReport) => void;
  children: ReactNode;
};

/**
 * One layout page: a sheet of the chosen format whose content flows onto
 * further sheets when it is too tall, instead of being cut. On screen it is
 * drawn as paper; in print the sheet is the `@page` box.
 */
export function Page({
  index,
  format,
  margin,
  breakLine,
  numberLabels,
  onSheets,
  children,
}: PageProps) {
  const paper = useRef<HTMLDivElement>(null);
  const [sheets, setSheets] = useState(1);

  const measure = useCallback(() => {
    const element = paper.current;
    if (element) {
      const report = measurePage(element, format, margin);
      setSheets(report.sheets);
      onSheets(index, report);
    }
  }, [format, margin, index, onSheets]);

  // Every draw may change the count: new data, or a template whose columns
  // stretch to the paper (so a shrinking page is not seen by a size observer).
  useLayoutEffect(measure);

  useLayoutEffect(() => {
    // Fonts arriving, the content resizing and the injection API's final
    // measurement change the count between draws.
    window.addEventListener(measureEvent, measure);
    document.fonts?.addEventListener('loadingdone', measure);
    const content = paper.current?.querySelector('.page-content');
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (content) {
      observer?.observe(content);
    }
    return () => {
      window.removeEventListener(measureEvent, measure);
      document.fonts?.removeEventListener('loadingdone', measure);
      observer?.disconnect();
    };
  }, [measure]);

  const area = pageSizePx(format).height - 2 * margin;
  return (
    // The paper grows by whole sheets (measureSheets sets --sheets), so a sidebar's
    // colour reaches the foot of the last one.
    <div className="page" data-page={index + 1} data-sheets={sheets} ref={paper}>
      <div className="page-content">{children}</div>
      {breakLine &&
        Array.from({ length: sheets - 1 }, (_, k) => (
          <div
            key={k}
            className="break-line"
            style={{ top: `${margin + (k + 1) * area}px` }}
            aria-hidden="true"
          />
        ))}
      {numberLabels?.map((label, sheet) => (
        <div key={sheet} className="page-number" data-sheet={sheet + 1}>
          {label}
        </div>
      ))}
    </div>
  );
}
