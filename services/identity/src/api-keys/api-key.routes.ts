import { errorBody, sendError, statusOf } from '@vitae/service-kit';
import { type FastifyInstance } from 'fastify';

import { IdentityError } from '../errors';
import { type ApiKeyService, invalidApiKeyMessage } from './api-key.service';

/** Where the gateway exchanges a personal API key; only callers with the service credential reach it. */
export const apiKeyAuthenticatePath = '/internal/api-keys/authenticate';

/**
 * `POST /internal/api-keys/authenticate { key }`: the key's owner, scopes and
 * a short access token for the subgraphs, or the one 401 for any bad key, or
 * 429 past the key's ceiling (docs/api.md#limits).
 */
export function registerApiKeyRoutes(app: FastifyInstance, apiKeys: ApiKeyService): void {
  app.post(apiKeyAuthenticatePath, async (request, reply) => {
    const key = (request.body as { key?: unknown } | undefined)?.key;
    if (typeof key !== 'string') {
      const status = statusOf('UNAUTHENTICATED');
      return reply
        .status(status)
        .send(errorBody(status, 'UNAUTHENTICATED', invalidApiKeyMessage, { reason: 'api_key' }));
    }
    try {
      return await apiKeys.authenticate(key);
    } catch (error) {
      if (error instanceof IdentityError) {
        return sendError(reply, error);
      }
      throw error;
    }
  });
}
