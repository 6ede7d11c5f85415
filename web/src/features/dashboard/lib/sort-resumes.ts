import { type ResumeSummaryFieldsFragment as ResumeSummary } from '../../../lib/graphql/generated/graphql';

/** The resumes by `updatedAt`, newest first; ties keep a stable order by title. */
export function newestFirst<T extends Pick<ResumeSummary, 'updatedAt' | 'title'>>(
  resumes: readonly T[],
): T[] {
  return [...resumes].sort(
    (a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || a.title.localeCompare(b.title),
  );
}
