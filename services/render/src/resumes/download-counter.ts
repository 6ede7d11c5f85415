import { type Logger, serviceCredentialHeaders } from '@vitae/service-kit';

/** Counts downloads of public resumes in resume's statistics. */
export type DownloadCounter = {
  /** Counts one download of this resume by someone other than its owner; never throws. */
  count(resumeId: string): Promise<void>;
};

const recordDownload = `mutation RecordResumeDownload($id: ID!) { recordResumeDownload(id: $id) }`;

/**
 * Calls resume's `recordResumeDownload` (`url` is resume's /graphql). It is
 * called without a token: render only calls it for a reader who is not the
 * owner, and resume itself counts public resumes only. A count that fails is
 * logged and the download goes ahead: statistics must not cost a reader the PDF.
 */
export function createDownloadCounter(
  url: string,
  credential: string,
  logger?: Logger,
  timeoutMs = 5_000,
): DownloadCounter {
  return {
    async count(resumeId) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...serviceCredentialHeaders(credential) },
          body: JSON.stringify({ query: recordDownload, variables: { id: resumeId } }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = (await response.json()) as { errors?: { message: string }[] };
        if (!response.ok || body.errors?.length) {
          throw new Error(
            body.errors?.[0]?.message ?? `the resume service answered ${response.status}`,
          );
        }
      } catch (error) {
        logger?.warn({ err: error, resumeId }, 'download not counted');
      }
    },
  };
}
