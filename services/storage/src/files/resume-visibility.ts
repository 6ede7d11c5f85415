import { httpCall, serviceCredentialHeaders } from '@vitae/service-kit';

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

const entityQuery = `query StorageResumeVisibility($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on Resume { id userId visibility } }
}`;

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
  return {
    async isPublic({ userId, resumeId }) {
      const answer = await httpCall(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...serviceCredentialHeaders(credential) },
        body: JSON.stringify({
          query: entityQuery,
          variables: { representations: [{ __typename: 'Resume', id: resumeId }] },
        }),
        timeoutMs,
        maxResponseBytes: 64 * 1024,
      });
      if (answer.status !== 200) {
        throw new Error(`the resume service answered ${answer.status}`);
      }
      const body = answer.json<{
        data?: { _entities?: ({ userId?: string; visibility?: string } | null)[] } | null;
        errors?: { message: string }[];
      }>();
      if (body.errors?.length) {
        throw new Error(`the resume service refused: ${body.errors[0].message}`);
      }
      const resume = body.data?._entities?.[0];
      // A link signed for one user's key never opens another user's resume.
      return resume?.visibility === 'public' && resume.userId === userId;
    },
  };
}
