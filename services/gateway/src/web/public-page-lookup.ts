import { type ApolloServer } from '@apollo/server';

import { type GatewayContext } from '../supergraph/forwarding-data-source';
import { type PublicPageLookup, type PublicPagePreview } from './static-web';

/**
 * The link preview's one lookup: `publicResume(countView: false)`, so the
 * page's HTML counts no view (the page's own data request counts it, once
 * per visitor), and no field of render, so nothing is printed or waited on.
 */
const document = `query PublicPagePreview($username: String!, $slug: String!) {
  publicUser(username: $username) { publicResume(slug: $slug, countView: false) { title slug data } }
}`;

/**
 * Looks a public resume up through the gateway's own graph, in process (no
 * request to itself), as an anonymous reader: only the client's address is
 * passed on, never its cookies, so the owner's page gets the same tags as
 * anyone's.
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
      { publicUser?: { publicResume?: PublicPagePreview | null } | null } | undefined;
    return data?.publicUser?.publicResume ?? null;
  };
}
