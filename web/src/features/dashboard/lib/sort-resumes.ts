import { type ResumeSummaryFieldsFragment as ResumeSummary } from '../../../lib/graphql/generated/graphql';

/** The resumes by `updatedAt`, newest first; ties keep a stable order by title. */
export function newestFirst<T extends Pick<ResumeSummary, 'updatedAt' | 'title'>>(
  resumes: readonly T[],
): T[] {
  return [...resumes].sort(
    (a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || a.title.localeCompare(b.title),
  );
}

/**
 * The list as the dashboard shows it (docs/web.md#tailored-copies-on-the-dashboard):
 * each copy made for a job right after its source, the copies in the order
 * given; a copy whose source is not in the list (deleted) keeps its own place.
 */
export function copiesUnderSources<T extends Pick<ResumeSummary, 'id' | 'sourceId'>>(
  resumes: readonly T[],
): T[] {
  const present = new Set(resumes.map((resume) => resume.id));
  const copiesOf = new Map<string, T[]>();
  for (const resume of resumes) {
    if (resume.sourceId && present.has(resume.sourceId) && resume.sourceId !== resume.id) {
      copiesOf.set(resume.sourceId, [...(copiesOf.get(resume.sourceId) ?? []), resume]);
    }
  }
  const placed = new Set<string>();
  const ordered: T[] = [];
  const place = (resume: T) => {
    // A chain (a copy of a copy) follows its own source; the set stops a cycle.
    if (placed.has(resume.id)) {
      return;
    }
    placed.add(resume.id);
    ordered.push(resume);
    for (const copy of copiesOf.get(resume.id) ?? []) {
      place(copy);
    }
  };
  for (const resume of resumes) {
    const underSource = resume.sourceId && present.has(resume.sourceId);
    if (!underSource) {
      place(resume);
    }
  }
  // Whatever a cycle of sources left out keeps its own place at the end.
  for (const resume of resumes) {
    place(resume);
  }
  return ordered;
}
