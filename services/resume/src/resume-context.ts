import { type GraphContext } from '@vitae/service-kit';

import { type LetterService } from './letters/letter.service';
import { type LetterStatisticsService } from './letters/letter-statistics.service';
import { type LetterVersionService } from './letters/letter-versions.service';
import { type ResumeService } from './resumes/resume.service';
import { type StatisticsService } from './statistics/statistics.service';
import { type ViewCounter } from './statistics/view-counter';

/** The GraphQL context of the resume subgraph: the caller plus this service's areas. */
export type ResumeContext = GraphContext & {
  resumes: ResumeService;
  letters: LetterService;
  /** The letters' history (docs/letters.md#history). */
  letterVersions: LetterVersionService;
  statistics: StatisticsService;
  /** Views and downloads of public letters (docs/letters.md#the-public-page). */
  letterStatistics: LetterStatisticsService;
  /** This request's visitor: a keyed hash of the day and the client's address (docs/resume.md). */
  visitor: () => string;
  /** Counts a view of a public resume by this request's visitor (once per request). */
  countView: ViewCounter;
  /** Counts the view a public page reports of itself, by the resume's id, never the caller's own. */
  countPageView: ViewCounter;
};

/** The signed-in caller's id; only called behind `@Authorized()`, which guarantees one. */
export function callerId(context: GraphContext): string {
  if (!context.userId) {
    throw new Error('a guarded resolver ran without a signed-in caller');
  }
  return context.userId;
}

/** Where a save came from as this service sees it: the User-Agent of the request (docs/resume.md#history). */
export function saveSource(context: GraphContext): { userAgent: string | null } {
  const agent = context.request?.headers['user-agent'];
  return { userAgent: typeof agent === 'string' ? agent : null };
}
