import { type FastifyRequest } from 'fastify';

import { type FileAnswer } from './file-reply';
import { type Refusal, type RestRoute } from './rest-route';
import { notFound, rejectImpossibleAddress } from './resume-routes';

function id(request: FastifyRequest): string {
  return (request.params as { id: string }).id;
}

/** The document exports of docs/import-export.md#export, by their name in the route. */
const exportFormats = ['docx', 'md', 'txt'];

const exportFields = 'exportFile(format: $format) { fileName contentType base64 }';

type ExportFile = { fileName: string; contentType: string; base64: string };

function fileOf(exported: ExportFile): FileAnswer {
  return {
    fileName: exported.fileName,
    contentType: exported.contentType,
    body: Buffer.from(exported.base64, 'base64'),
  };
}

const unknownFormat: Refusal = {
  code: 'BAD_USER_INPUT',
  message: 'The export format must be docx, md or txt.',
};

function format(request: FastifyRequest): string {
  return (request.params as { format: string }).format;
}

/** How a PDF is drawn (docs/render.md#the-plain-version): `?variant=`, the design when absent. */
const printVariants = ['designed', 'plain'];

function variant(request: FastifyRequest): unknown {
  return (request.query as { variant?: unknown } | undefined)?.variant ?? 'designed';
}

const unknownVariant: Refusal = {
  code: 'BAD_USER_INPUT',
  message: 'The print variant must be designed or plain.',
};

function rejectUnknownVariant(request: FastifyRequest): Refusal | undefined {
  return printVariants.includes(variant(request) as string) ? undefined : unknownVariant;
}

/**
 * The print and export routes of docs/product.md#calls, answered by the render subgraph's fields on resume's
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
    document: `query PrintPublicResume($username: String!, $slug: String!, $variant: PrintVariant!) {
      publicUser(username: $username) { publicResume(slug: $slug) { pdfUrl(variant: $variant) } }
    }`,
    variables: (request) => ({
      ...(request.params as { username: string; slug: string }),
      variant: variant(request),
    }),
    reject: (request) => rejectImpossibleAddress(request) ?? rejectUnknownVariant(request),
    refuse: (data) =>
      (data.publicUser as { publicResume: unknown } | null)?.publicResume ? undefined : notFound,
    respond: (data) => ({
      url: (data.publicUser as { publicResume: { pdfUrl: string } }).publicResume.pdfUrl,
    }),
  },
  {
    // The public page's downloads of a document: as its Download PDF, for anyone, a public resume only.
    method: 'GET',
    path: '/api/resume/public/:username/:slug/export/:format',
    document: `query ExportPublicResume($username: String!, $slug: String!, $format: ExportFormat!) {
      publicUser(username: $username) { publicResume(slug: $slug) { ${exportFields} } }
    }`,
    variables: (request) => request.params as { username: string; slug: string; format: string },
    reject: (request) =>
      rejectImpossibleAddress(request) ??
      (exportFormats.includes(format(request)) ? undefined : unknownFormat),
    refuse: (data) =>
      (data.publicUser as { publicResume: unknown } | null)?.publicResume ? undefined : notFound,
    file: (data) =>
      fileOf(
        (data.publicUser as { publicResume: { exportFile: ExportFile } }).publicResume.exportFile,
      ),
  },
  {
    // The builder's Export panel: the owner's resume as a Word, Markdown or plain-text file.
    method: 'GET',
    path: '/api/resume/:id/export/:format',
    document: `query ExportResume($id: ID!, $format: ExportFormat!) { resume(id: $id) { ${exportFields} } }`,
    variables: (request) => ({ id: id(request), format: format(request) }),
    reject: (request) => (exportFormats.includes(format(request)) ? undefined : unknownFormat),
    file: (data) => fileOf((data.resume as { exportFile: ExportFile }).exportFile),
  },
  {
    method: 'GET',
    path: '/api/resume/print/:id',
    apiKeyScope: 'print',
    document:
      'query PrintResume($id: ID!, $variant: PrintVariant!) { resume(id: $id) { pdfUrl(variant: $variant) } }',
    variables: (request) => ({ id: id(request), variant: variant(request) }),
    reject: rejectUnknownVariant,
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
