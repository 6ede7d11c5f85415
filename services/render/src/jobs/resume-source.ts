import { httpCall, serviceCredentialHeaders } from '@vitae/service-kit';

import { type PrintableResume } from '../prints/resume-prints';

/** A resume as the resume service hands it to render, with who may see it. */
export type ReadableResume = PrintableResume & { visibility: 'public' | 'private' };

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
  /** One resume readable without a caller (a public one), for jobs of older publishers. */
  find(resumeId: string): Promise<ReadableResume | undefined>;
};

const entityQuery = `query RenderResumes($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on Resume { id userId title data visibility } }
}`;

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
  const findAll: ResumeSource['findAll'] = async (resumeIds, caller = {}) => {
    if (resumeIds.length === 0) {
      return [];
    }
    const answer = await httpCall(url, {
      method: 'POST',
      headers: {
        ...caller,
        'content-type': 'application/json',
        ...serviceCredentialHeaders(credential),
      },
      body: JSON.stringify({
        query: entityQuery,
        variables: {
          representations: resumeIds.map((id) => ({ __typename: 'Resume', id })),
        },
      }),
      timeoutMs,
    });
    if (answer.status !== 200) {
      throw new Error(`the resume service answered ${answer.status}`);
    }
    const body = JSON.parse(answer.body.toString('utf8')) as {
      data?: { _entities: (ReadableResume | null)[] };
      errors?: { message: string }[];
    };
    if (body.errors?.length) {
      throw new Error(`the resume service refused: ${body.errors[0].message}`);
    }
    return resumeIds.map((_, index) => body.data?._entities[index] ?? undefined);
  };
  return {
    findAll,
    async find(resumeId) {
      return (await findAll([resumeId]))[0];
    },
  };
}
