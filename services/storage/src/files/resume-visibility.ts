import { createEntityClient } from '@vitae/service-kit';

/** The resume a printed file belongs to, as its key names it. */
export type ResumeRef = { userId: string; resumeId: string };

/**
 * Asks the resume service whether a resume is public right now. Storage does
 * not keep visibility itself: a signed link to a printed resume opens only
 * while this says yes, so it stops working the moment the owner makes the
 * resume private or deletes it (docs/storage.md, "Signed links").
 */
export type ResumeVisibility = {
  /** True when the resume exists, belongs to `userId` and is public; throws when resume cannot be asked. */
  isPublic(resume: ResumeRef): Promise<boolean>;
};

/**
 * Reads a resume, else a cover letter, from the resume subgraph's `_entities`
 * as a federation reference, with the service credential and no user's
 * token: resume then answers a public one and null for a private or missing
 * one, the same rule it applies to any guest. `url` is resume's /graphql.
 */
export function createResumeVisibility(
  url: string,
  credential: string,
  timeoutMs = 5_000,
): ResumeVisibility {
  const resumes = createEntityClient({ url, credential, timeoutMs, maxResponseBytes: 64 * 1024 });
  const find = (typename: 'Resume' | 'Letter', id: string) =>
    resumes.find<{ userId: string; visibility: string }>({
      typename,
      ids: [id],
      fields: 'id userId visibility',
      operationName: `Storage${typename}Visibility`,
    });
  return {
    async isPublic({ userId, resumeId }) {
      // A cover letter's PDFs are kept under its id as a resume's are (docs/render.md#cover-letters),
      // so an id that is no public resume may be a public letter (docs/letters.md#the-public-page).
      const [resume] = await find('Resume', resumeId);
      const [document] = resume ? [resume] : await find('Letter', resumeId);
      // A link signed for one user's key never opens another user's resume or letter.
      return document?.visibility === 'public' && document.userId === userId;
    },
  };
}
