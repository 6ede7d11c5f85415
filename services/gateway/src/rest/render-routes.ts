import { type FastifyRequest } from 'fastify';

import { type RestRoute } from './rest-route';

function id(request: FastifyRequest): string {
  return (request.params as { id: string }).id;
}

/**
 * SPEC §7 print routes, answered by the render subgraph's fields on resume's
 * owner-only `resume(id)`: another user's id is `ResumeNotFound` before
 * anything is printed.
 */
export const renderRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/api/resume/print/:id',
    document: 'query PrintResume($id: ID!) { resume(id: $id) { pdfUrl } }',
    variables: (request) => ({ id: id(request) }),
    respond: (data) => ({ url: (data.resume as { pdfUrl: string }).pdfUrl }),
  },
  {
    method: 'GET',
    path: '/api/resume/print/:id/preview',
    document: 'query PreviewResume($id: ID!) { resume(id: $id) { previewUrl } }',
    variables: (request) => ({ id: id(request) }),
    respond: (data) => ({ url: (data.resume as { previewUrl: string }).previewUrl }),
  },
];
