import { type ApolloServer } from '@apollo/server';

import { publicResumeFields } from '../rest/resume-routes';
import { type GatewayContext } from '../supergraph/forwarding-data-source';
import { type PublicPageFound, type PublicPageLookup } from './static-web';

/**
 * The page's one lookup: the resume as GET /api/resume/public/{username}/{slug}
 * answers it, with `countView: false` (the page reports its own view, so a
 * link-preview crawler's fetch and the owner's load count nothing), and no
 * field of render, so nothing is printed or waited on.
 */
const document = `query PublicPage($username: String!, $slug: String!) {
  publicUser(username: $username) { publicResume(slug: $slug, countView: false) { ${publicResumeFields} } }
}`;

/**
 * Looks a public resume up through the gateway's own graph, in process (no
 * request to itself), as an anonymous reader: only the client's address is
 * passed on, never its cookies, so the owner's page is the same as anyone's.
 */
export function publicPageLookup(server: ApolloServer<GatewayContext>): PublicPageLookup {
  return async (address, request) => {
    const response = await server.executeOperation(
      { query: document, variables: address },
      {
        contextValue: {
          requestId: String(request.id),
          headers: { 'x-forwarded-for': request.headers['x-forwarded-for'] },
        },
      },
    );
    if (response.body.kind !== 'single' || response.body.singleResult.errors?.length) {
      return null;
    }
    const data = response.body.singleResult.data as
      { publicUser?: { publicResume?: PublicPageFound['resume'] | null } | null } | undefined;
    const resume = data?.publicUser?.publicResume;
    return resume ? { resume } : null;
  };
}
