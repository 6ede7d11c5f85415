import { type JwtVerifier, lingerThenClose } from '@vitae/service-kit';
import { type FastifyInstance } from 'fastify';

import { requireCaller } from '../http/caller';
import { type ImageService } from './image.service';
import { readUploadedImage, type UploadLimits } from './image-upload';

/** docs/product.md#calls: `PUT /api/storage/image`, multipart field `file`, answers `{ data: <url> }`. */
export const imageUploadPath = '/api/storage/image';

/** Registers the picture upload; the body is read as it streams, never by Fastify's parsers. */
export async function registerImageRoutes(
  app: FastifyInstance,
  deps: { images: ImageService; verifier: JwtVerifier; limits: UploadLimits },
): Promise<void> {
  await app.register(async (scope) => {
    // Hand the raw stream to the route untouched; the route reads it within its limits.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.put(imageUploadPath, async (request, reply) => {
      lingerThenClose(request.raw, reply.raw);
      const userId = await requireCaller(request, deps.verifier);
      const upload = await readUploadedImage(request.raw, deps.limits);
      const { url } = await deps.images.store(userId, upload);
      return reply.status(200).send({ data: url });
    });
  });
}
