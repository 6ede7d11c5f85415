import { type FastifyRequest } from 'fastify';

import { callerOf } from '../resumes/caller-resumes';
import { type LetterSource, type ReadableLetter } from './letter-source';

/** The letters one request may print, read from the resume service for its caller. */
export type CallerLetters = {
  /** The letter, or undefined when the caller may not see it (or it does not exist). */
  load(letterId: string): Promise<ReadableLetter | undefined>;
};

/**
 * The caller's letters for one GraphQL request, as callerResumes is for
 * resumes: a representation names a letter by id and nothing else render
 * believes, so another person's id, or a made-up document, prints nothing.
 * Each id is read once a request.
 */
export function callerLetters(source: LetterSource, request?: FastifyRequest): CallerLetters {
  const caller = callerOf(request);
  const loaded = new Map<string, Promise<ReadableLetter | undefined>>();
  return {
    load(letterId) {
      let letter = loaded.get(letterId);
      if (!letter) {
        letter = source.find(letterId, caller);
        loaded.set(letterId, letter);
      }
      return letter;
    },
  };
}
