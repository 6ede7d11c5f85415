import { type FastifyReply, type FastifyRequest } from 'fastify';

import { type Logger } from '../logger';

/**
 * What every resolver receives. `userId` and `scopes` come from a verified
 * access token; without one the caller is anonymous and `scopes` is empty.
 */
export type GraphContext = {
  requestId: string;
  userId?: string;
  /** The sign-in session the access token belongs to (its `sid`), when it names one. */
  sessionId?: string;
  scopes: string[];
  logger: Logger;
  request?: FastifyRequest;
  reply?: FastifyReply;
};
