import { type ApolloServer } from '@apollo/server';

import { publicLetterFields } from '../rest/letter-routes';
import { publicResumeFields } from '../rest/resume-routes';
import { type GatewayContext } from '../supergraph/forwarding-data-source';
import { type PublicPageFound, type PublicPageLookup } from './static-web';

/**
 * The page's one lookup: the resume as GET /api/resume/public/{username}/{slug}
 * answers it and the letter as GET /api/letter/public/{username}/{slug} does,
 * in one operation, both with `countView: false` (the page reports its own
 * view, so a link-preview crawler's fetch and the owner's load count nothing),
 * and no field of render, so nothing is printed or waited on.
 */
const document = `query PublicPage($username: String!, $slug: String!) {
  publicUser(username: $username) {
    publicResume(slug: $slug, countView: false) { ${publicResumeFields} }
    publicLetter(slug: $slug, countView: false) { ${publicLetterFields} }
  }
}`;

type Found = {
  publicUser?: {
    publicResume?: Extract<PublicPageFound, { resume: object }>['resume'] | null;
    publicLetter?: Extract<PublicPageFound, { letter: object }>['letter'] | null;
  } | null;
};

/**
 * Looks a public resume, else a public letter, up through the gateway's own
 * graph, in process (no request to itself), as an anonymous reader: only the
 * client's address is passed on, never its cookies, so the owner's page is
 * the same as anyone's. A resume is served first: an owner's resume and letter
 * that share a slug (made before one namespace held both) show the resume
 * (docs/letters.md#the-public-page).
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
    const data = response.body.singleResult.data as Found | undefined;
    const resume = data?.publicUser?.publicResume;
    const letter = data?.publicUser?.publicLetter;
    return resume ? { resume } : letter ? { letter } : null;
  };
}
