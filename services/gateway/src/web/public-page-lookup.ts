import { type ApolloServer } from '@apollo/server';
import { type FastifyRequest } from 'fastify';

import { publicResumeFields } from '../rest/resume-routes';
import { type GatewayContext } from '../supergraph/forwarding-data-source';
import { type PublicPageFound, type PublicPageLookup } from './static-web';

/**
 * The page's one lookup: the resume as GET /api/resume/public/{username}/{slug}
 * answers it, counting the view when `countView` is true, and no field of
 * render, so nothing is printed or waited on.
 */
const document = `query PublicPage($username: String!, $slug: String!, $countView: Boolean!) {
  publicUser(username: $username) { publicResume(slug: $slug, countView: $countView) { ${publicResumeFields} } }
}`;

/** The request's headers a subgraph reads: who is asking (the owner's look counts nothing) and from where. */
const passedHeaders = ['cookie', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto'] as const;

/**
 * Whether the request is a browser opening the page for a person: a
 * navigation to a document (the Fetch Metadata headers every current browser
 * sends), not a link-preview crawler's fetch, a script's, or a prefetch the
 * person may never look at.
 */
export function isReaderNavigation(request: Pick<FastifyRequest, 'headers'>): boolean {
  const { headers } = request;
  const prefetch = [headers['sec-purpose'], headers.purpose, headers['x-moz']].some(
    (value) => typeof value === 'string' && /prefetch|prerender/i.test(value),
  );
  return (
    headers['sec-fetch-dest'] === 'document' &&
    headers['sec-fetch-mode'] === 'navigate' &&
    !prefetch
  );
}

/**
 * Looks a public resume up through the gateway's own graph, in process (no
 * request to itself), with the reader's cookies and address as the page's own
 * data request would send them: a browser's navigation counts the view there
 * (once per visitor and day, never the owner's), so the page needs no request
 * of its own to draw the resume (docs/web.md "Public resume page").
 */
export function publicPageLookup(server: ApolloServer<GatewayContext>): PublicPageLookup {
  return async (address, request) => {
    const counted = isReaderNavigation(request);
    const headers: GatewayContext['headers'] = {};
    for (const name of passedHeaders) {
      headers[name] = request.headers[name];
    }
    const response = await server.executeOperation(
      { query: document, variables: { ...address, countView: counted } },
      { contextValue: { requestId: String(request.id), headers } },
    );
    if (response.body.kind !== 'single' || response.body.singleResult.errors?.length) {
      return null;
    }
    const data = response.body.singleResult.data as
      { publicUser?: { publicResume?: PublicPageFound['resume'] | null } | null } | undefined;
    const resume = data?.publicUser?.publicResume;
    return resume ? { resume, counted } : null;
  };
}
