import { type FastifyRequest } from 'fastify';

import { type RestRoute } from './rest-route';
import { notFound, rejectImpossibleAddress } from './resume-routes';

function id(request: FastifyRequest): string {
  return (request.params as { id: string }).id;
}

/**
 * The print routes of docs/product.md#calls, answered by the render subgraph's fields on resume's
 * owner-only `resume(id)`: another user's id is `ResumeNotFound` before
 * anything is printed.
 */
export const renderRoutes: readonly RestRoute[] = [
  {
    // The public page's Download PDF: anyone, for a public resume; counts a download
    // unless the reader is the owner. Private and missing resumes answer alike (docs/quality.md#case-11 and #case-12).
    method: 'GET',
    path: '/api/resume/public/:username/:slug/print',
    apiKeyScope: 'print',
    document: `query PrintPublicResume($username: String!, $slug: String!) {
      publicUser(username: $username) { publicResume(slug: $slug) { pdfUrl } }
    }`,
    variables: (request) => request.params as { username: string; slug: string },
    reject: rejectImpossibleAddress,
    refuse: (data) =>
      (data.publicUser as { publicResume: unknown } | null)?.publicResume ? undefined : notFound,
    respond: (data) => ({
      url: (data.publicUser as { publicResume: { pdfUrl: string } }).publicResume.pdfUrl,
    }),
  },
  {
    method: 'GET',
    path: '/api/resume/print/:id',
    apiKeyScope: 'print',
    document: 'query PrintResume($id: ID!) { resume(id: $id) { pdfUrl } }',
    variables: (request) => ({ id: id(request) }),
    respond: (data) => ({ url: (data.resume as { pdfUrl: string }).pdfUrl }),
  },
  {
    method: 'GET',
    path: '/api/resume/print/:id/preview',
    apiKeyScope: 'print',
    document: 'query PreviewResume($id: ID!) { resume(id: $id) { previewUrl } }',
    variables: (request) => ({ id: id(request) }),
    respond: (data) => ({ url: (data.resume as { previewUrl: string }).previewUrl }),
  },
];
