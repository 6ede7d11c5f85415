import { createEntityClient } from '@vitae/service-kit';

import { type PrintableLetter } from '../prints/resume-prints';

/** A letter as the resume service hands it to render. */
export type ReadableLetter = PrintableLetter & { visibility: 'public' | 'private' };

/** Reads cover letters from the resume service. */
export type LetterSource = {
  /**
   * The letter of this id, if `caller` may see it: undefined when it does
   * not exist or the caller may not read it. `caller` is the headers that say
   * who is asking (the access token, as the gateway forwarded it).
   */
  find(letterId: string, caller: Record<string, string>): Promise<ReadableLetter | undefined>;
};

/**
 * Reads letters from the resume subgraph as federation references, acting
 * for the caller, as resumes are read (`resume-source.ts`): resume answers
 * the caller's own letters and public ones (private notes emptied), and
 * nothing else (docs/letters.md#the-public-page), so render prints only what
 * resume allows that caller. `url` is resume's /graphql; `credential` the
 * service credential it demands.
 */
export function createLetterSource(
  url: string,
  credential: string,
  timeoutMs = 10_000,
): LetterSource {
  const letters = createEntityClient({ url, credential, timeoutMs });
  return {
    async find(letterId, caller) {
      const [letter] = await letters.find<Omit<ReadableLetter, 'kind'>>({
        typename: 'Letter',
        ids: [letterId],
        fields: 'id userId title data visibility',
        operationName: 'RenderLetter',
        caller,
      });
      return letter ? { ...letter, kind: 'letter' } : undefined;
    },
  };
}
