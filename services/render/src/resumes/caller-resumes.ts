import { type FastifyRequest } from 'fastify';

import {
  type ReadableResume,
  type ReadableVersion,
  type ResumeSource,
} from '../jobs/resume-source';

/** The resumes one request may print, read from the resume service for its caller. */
export type CallerResumes = {
  /** The resume, or undefined when the caller may not see it (or it does not exist). */
  load(resumeId: string): Promise<ReadableResume | undefined>;
  /** A version of one of the caller's resumes, or undefined when it is not theirs (or does not exist). */
  loadVersion(versionId: string): Promise<ReadableVersion | undefined>;
};

/** The request headers that say who is asking: the access token, as bearer or cookie. */
const callerHeaders = ['authorization', 'cookie'] as const;

/** Who is asking, as the resume service is told when render reads a document for them. */
export function callerOf(request?: FastifyRequest): Record<string, string> {
  const caller: Record<string, string> = {};
  for (const name of callerHeaders) {
    const value = request?.headers[name];
    if (typeof value === 'string') {
      caller[name] = value;
    }
  }
  return caller;
}

/**
 * The caller's resumes for one GraphQL request. A representation the gateway
 * sends names a resume by id and nothing else render believes: every resume
 * is read from the resume service acting for the caller, so a representation
 * with another user's id, or a made-up document, prints nothing.
 * The ids one request asks for in the same tick are read in one call, and each
 * only once.
 */
export function callerResumes(source: ResumeSource, request?: FastifyRequest): CallerResumes {
  const caller = callerOf(request);
  const loaded = new Map<string, Promise<ReadableResume | undefined>>();
  let batch: { ids: string[]; answer: Promise<(ReadableResume | undefined)[]> } | undefined;

  return {
    loadVersion: (versionId) => source.findVersion(versionId, caller),
    load(resumeId) {
      const known = loaded.get(resumeId);
      if (known) {
        return known;
      }
      if (!batch) {
        const ids: string[] = [];
        // Read once the resolvers of this tick asked for theirs.
        const answer = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
          batch = undefined;
          return source.findAll(ids, caller);
        });
        batch = { ids, answer };
      }
      const index = batch.ids.push(resumeId) - 1;
      const pending = batch.answer.then((resumes) => resumes[index]);
      loaded.set(resumeId, pending);
      return pending;
    },
  };
}
