import { serviceCredentialHeaders } from '@vitae/service-kit';

import { type PrintableResume } from '../prints/resume-prints';

/** Reads the resume a job names. */
export type ResumeSource = {
  /** The resume, or undefined when it does not exist or may not be read without its owner. */
  find(resumeId: string): Promise<PrintableResume | undefined>;
};

const entityQuery = `query RenderJobResume($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on Resume { id userId title data } }
}`;

/**
 * Reads resumes from the resume subgraph as a federation reference, without a
 * user's token: resume answers public resumes only (private notes emptied),
 * which is what printing ahead of time needs. `url` is resume's /graphql;
 * `credential` the service credential it demands.
 */
export function createResumeSource(
  url: string,
  credential: string,
  timeoutMs = 10_000,
): ResumeSource {
  return {
    async find(resumeId) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...serviceCredentialHeaders(credential) },
        body: JSON.stringify({
          query: entityQuery,
          variables: { representations: [{ __typename: 'Resume', id: resumeId }] },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        throw new Error(`the resume service answered ${response.status}`);
      }
      const body = (await response.json()) as {
        data?: { _entities: (PrintableResume | null)[] };
        errors?: { message: string }[];
      };
      if (body.errors?.length) {
        throw new Error(`the resume service refused: ${body.errors[0].message}`);
      }
      return body.data?._entities[0] ?? undefined;
    },
  };
}
