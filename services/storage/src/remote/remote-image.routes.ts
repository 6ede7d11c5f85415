import { DomainError } from '@vitae/service-kit';
import { type FastifyInstance } from 'fastify';

import { filesPath } from '../files/file-urls';
import { type RemoteImageCopies } from './remote-image-copies';

/**
 * Where the copy of a remote image is served, `?url=<the URL as the resume
 * holds it>`. Under the files path, so the gateway forwards it as it does
 * every stored file; the artboard writes every remote image URL this way.
 */
export const remoteImagePath = `${filesPath}remote-image`;

/** A copy may be refreshed (the URL dropped and registered again); caches keep it a day. */
const day = 86_400;

/**
 * `GET /api/storage/files/remote-image?url=…`: the copy of a remote picture
 * or rich-text image some resume holds, to anyone (pictures are public, as
 * uploads are). A URL no resume holds is 404: this is not an open proxy.
 */
export function registerRemoteImageRoutes(
  app: FastifyInstance,
  { copies }: { copies: RemoteImageCopies },
): void {
  app.get<{ Querystring: { url?: string | string[] } }>(remoteImagePath, async (request, reply) => {
    const { url } = request.query;
    if (typeof url !== 'string' || url === '') {
      throw new DomainError('BAD_USER_INPUT', 'url: the image URL to show is required');
    }
    // A failure (not in a resume, not copyable) must not stick in a cache:
    // the owner may add the URL to a resume a moment later.
    void reply.header('cache-control', 'no-store');
    const copy = await copies.open(url);
    return reply
      .header('content-type', copy.contentType)
      .header('content-length', copy.size)
      .header('cache-control', `public, max-age=${day}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(copy.body);
  });
}
