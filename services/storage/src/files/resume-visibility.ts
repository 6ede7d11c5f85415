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
 * Reads a resume from the resume subgraph's `_entities` as a federation
 * reference, with the service credential and no user's token: resume then
 * answers a public resume and null for a private or missing one, the same
 * rule it applies to any guest. `url` is resume's /graphql.
 */
export function createResumeVisibility(
  url: string,
  credential: string,
  timeoutMs = 5_000,
): ResumeVisibility {
  const resumes = createEntityClient({ url, credential, timeoutMs, maxResponseBytes: 64 * 1024 });
  return {
    async isPublic({ userId, resumeId }) {
      const [resume] = await resumes.find<{ userId: string; visibility: string }>({
        typename: 'Resume',
        ids: [resumeId],
        fields: 'id userId visibility',
        operationName: 'StorageResumeVisibility',
      });
      // A link signed for one user's key never opens another user's resume.
      return resume?.visibility === 'public' && resume.userId === userId;
    },
  };
}
