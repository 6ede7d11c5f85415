/** How a check came out: fine, worth fixing, or something an ATS gets wrong. */
export type FindingStatus = 'pass' | 'warn' | 'fail';

/** Where on the page a finding is: the page's number (from 1) and, where useful, a point in PDF units from the top left. */
export type FindingPlace = { page: number; x?: number; y?: number };

/** One check's result (docs/ats.md#checks-and-thresholds). */
export type Finding = {
  id: string;
  status: FindingStatus;
  title: string;
  /** One sentence that tells the person how to fix it (or, when it passes, what is right). */
  fix: string;
  places?: FindingPlace[];
  /** The lines, fonts, headings or dates concerned. */
  items?: string[];
};
