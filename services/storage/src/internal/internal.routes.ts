import { badUserInput } from '@vitae/service-kit';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { z } from 'zod';

import { isKeyId } from '../files/file-keys';
import {
  type ResumeOutputLocation,
  type ResumeOutputService,
} from '../files/resume-output.service';
import { type RemoteImageService } from '../remote/remote-image.service';
import { StorageError } from '../storage.errors';

/**
 * Routes for other services only: the gateway never forwards /internal, and
 * the service kit refuses any call here without the service credential.
 */
export const internalPrefix = '/internal';

/** Largest printed file accepted from the render service. */
const maxOutputBytes = 50 * 1024 * 1024;

type OutputParams = { userId: string; resumeId: string; file: string };

const signBody = z.object({
  key: z.string().min(1).max(512),
  expiresInSeconds: z.number().int().positive(),
});
const fetchBody = z.object({ url: z.string().min(1).max(4096) });

function locationOf({ userId, resumeId, file }: OutputParams): ResumeOutputLocation {
  const match = /^([A-Za-z0-9_-]{1,128})\.(pdf|png)$/.exec(file);
  if (!match || !isKeyId(userId) || !isKeyId(resumeId)) {
    throw new StorageError('FileNotFound', 'No such printed file');
  }
  return {
    userId,
    resumeId,
    contentHash: match[1],
    output: match[2] === 'pdf' ? 'pdf' : 'thumbnail',
  };
}

/** The download name travels percent-encoded, since header values are ASCII. */
function decodeHeader(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function parse<T>(schema: z.ZodType<T>, request: FastifyRequest): T {
  const result = schema.safeParse(request.body);
  if (!result.success) {
    throw badUserInput(result.error.issues);
  }
  return result.data;
}

/**
 * What the render service calls (see docs/storage.md): store and look up
 * printed files, sign links to them, and fetch a resume picture safely.
 */
export async function registerInternalRoutes(
  app: FastifyInstance,
  { outputs, remote }: { outputs: ResumeOutputService; remote: RemoteImageService },
): Promise<void> {
  await app.register(
    async (scope) => {
      scope.addContentTypeParser(
        ['application/pdf', 'image/png'],
        { parseAs: 'buffer', bodyLimit: maxOutputBytes },
        (_request, body, done) => done(null, body),
      );
      const outputPath = '/resumes/:userId/:resumeId/:file';

      scope.put<{ Params: OutputParams }>(outputPath, async (request, reply) => {
        const header = request.headers['x-file-name'];
        const fileName = typeof header === 'string' ? decodeHeader(header) : undefined;
        if (!Buffer.isBuffer(request.body)) {
          throw new StorageError(
            'UnsupportedImageType',
            'Send the file as application/pdf or image/png',
          );
        }
        const stored = await outputs.put(locationOf(request.params), request.body, fileName);
        return reply.status(201).send(stored);
      });

      scope.get<{ Params: OutputParams }>(outputPath, async (request) => {
        const found = await outputs.find(locationOf(request.params));
        if (!found) {
          throw new StorageError('FileNotFound', 'No such printed file');
        }
        return found;
      });

      scope.post('/signed-urls', async (request) => {
        const { key, expiresInSeconds } = parse(signBody, request);
        return { url: outputs.signedUrl(key, expiresInSeconds) };
      });

      scope.post('/remote-images', async (request, reply) => {
        const { url } = parse(fetchBody, request);
        const image = await remote.fetch(url);
        return reply
          .header('content-type', image.contentType)
          .header('x-content-type-options', 'nosniff')
          .send(image.bytes);
      });
    },
    { prefix: internalPrefix },
  );
}
