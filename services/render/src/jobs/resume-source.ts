import { createEntityClient } from '@vitae/service-kit';

import { type PrintableResume } from '../prints/resume-prints';

/** A resume as the resume service hands it to render, with who may see it. */
export type ReadableResume = PrintableResume & { visibility: 'public' | 'private' };

/** A version of a resume as the resume service hands it to its owner: which resume, and its document. */
export type ReadableVersion = { id: string; resumeId: string; data: unknown };

/** Reads resumes from the resume service. */
export type ResumeSource = {
  /**
   * The resumes of these ids that `caller` may see, in the same order:
   * undefined for one that does not exist or may not be read by the caller.
   * `caller` is the headers that say who is asking (the access token, as the
   * gateway forwarded it); without them only public resumes are answered.
   */
  findAll(
    resumeIds: readonly string[],
    caller?: Record<string, string>,
  ): Promise<(ReadableResume | undefined)[]>;
  /**
   * A version of a resume (docs/resume.md#history), for its owner alone:
   * undefined when it does not exist or `caller` is not the owner.
   */
  findVersion(
    versionId: string,
    caller: Record<string, string>,
  ): Promise<ReadableVersion | undefined>;
};

/**
 * Reads resumes from the resume subgraph as federation references, acting
 * for the caller: resume answers the caller's own resumes and public ones
 * (private notes emptied), and nothing else, so render prints only what
 * resume allows that caller. `url` is resume's /graphql; `credential` the
 * service credential it demands.
 */
export function createResumeSource(
  url: string,
  credential: string,
  timeoutMs = 10_000,
): ResumeSource {
  const resumes = createEntityClient({ url, credential, timeoutMs });
  const findAll: ResumeSource['findAll'] = (resumeIds, caller) =>
    resumes.find<ReadableResume>({
      typename: 'Resume',
      ids: resumeIds,
      fields: 'id userId title data visibility',
      operationName: 'RenderResumes',
      caller,
    });
  const findVersion: ResumeSource['findVersion'] = async (versionId, caller) => {
    const [version] = await resumes.find<ReadableVersion>({
      typename: 'ResumeVersion',
      ids: [versionId],
      fields: 'id resumeId data',
      operationName: 'RenderResumeVersion',
      caller,
    });
    return version;
  };
  return { findAll, findVersion };
}
