import { type JwtVerifier } from '@vitae/service-kit';
import { type FastifyInstance, type FastifyRequest } from 'fastify';

import { callerOf } from '../http/caller';
import { contentDisposition } from './content-disposition';
import { type FileService, type OpenedFile } from './file.service';
import { filesPath } from './file-urls';

const year = 31_536_000;

type LinkQuery = { expires?: string; signature?: string };

function cacheControl(file: OpenedFile): string {
  // A signed link may stop working at any moment (its resume turned private): ask every time.
  if (file.revalidate) {
    return 'private, no-cache';
  }
  // Content-hashed names never change content, so a cached copy never goes stale.
  return `${file.shared ? 'public' : 'private'}, max-age=${year}, immutable`;
}

/**
 * Who holds a signed link, if they are signed in: the owner opening a link
 * of their own is served whatever the resume's visibility. A token that is
 * expired or forged makes a guest here, never a refusal: the link alone
 * decides for anyone else.
 */
async function linkHolderOf(
  request: FastifyRequest,
  verifier: JwtVerifier,
): Promise<string | undefined> {
  try {
    return await callerOf(request, verifier);
  } catch {
    return undefined;
  }
}

/** `GET /api/storage/files/<key>`: stored pictures, PDFs and thumbnails, behind the gateway. */
export function registerFileRoutes(
  app: FastifyInstance,
  { files, verifier }: { files: FileService; verifier: JwtVerifier },
): void {
  app.get<{ Params: { '*': string }; Querystring: LinkQuery }>(
    `${filesPath}*`,
    async (request, reply) => {
      const { expires, signature } = request.query;
      const link =
        expires !== undefined && signature !== undefined
          ? { expires: Number(expires), signature }
          : undefined;
      const file = await files.open(request.params['*'], {
        link,
        callerId: link ? await linkHolderOf(request, verifier) : await callerOf(request, verifier),
      });
      void reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', cacheControl(file))
        .header('x-content-type-options', 'nosniff');
      if (file.location.kind === 'resume-output' && file.location.output === 'pdf') {
        void reply.header('content-disposition', contentDisposition(file.fileName ?? 'resume.pdf'));
      } else {
        // A picture opened on its own is data, never a page. (Not on PDFs: a CSP
        // without object-src keeps the browser's PDF viewer from loading.)
        void reply.header('content-security-policy', "default-src 'none'");
      }
      return reply.send(file.body);
    },
  );
}
