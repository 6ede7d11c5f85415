import { type GraphContext } from '@vitae/service-kit';

import { type ResumeExports } from './exports/resume-exports';
import { type CallerLetters } from './letters/caller-letters';
import { type OnDemandPrints } from './prints/on-demand-prints';
import { type CallerResumes } from './resumes/caller-resumes';
import { type DownloadEvents } from './resumes/download-events';

/**
 * What render's resolvers receive: the caller, the resumes and letters the
 * caller may print (read from resume for them), on-demand printing, download
 * events and document exports.
 */
export type RenderContext = GraphContext & {
  resumes: CallerResumes;
  letters: CallerLetters;
  prints: OnDemandPrints;
  downloads: DownloadEvents;
  exports: ResumeExports;
};
