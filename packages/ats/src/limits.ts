/**
 * The thresholds of the ATS check (docs/ats.md#checks-and-thresholds). A file
 * over `maxFileBytes` is refused before pdf.js reads a byte of it.
 */
export const atsLimits = {
  /** The largest PDF the check reads: 20 MB, refused before parsing. */
  maxFileBytes: 20 * 1024 * 1024,
  /** Over 2 MB, many application forms refuse the upload: a warning. */
  warnFileBytes: 2 * 1024 * 1024,
  /** More pages than this: a warning. */
  maxPages: 2,
  /** Fewer words than this: a warning. */
  minWords: 150,
  /** Body text smaller than this, in points: a warning. */
  minBodySize: 9,
  /** Text closer than this to a page's edge, in points (0.3 in): a warning. */
  minMargin: 0.3 * 72,
  /** The share of the page's height at its top and at its bottom read as header and footer bands. */
  bandShare: 0.05,
} as const;
