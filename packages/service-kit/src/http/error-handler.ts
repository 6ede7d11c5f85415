import { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';

import { DomainError, somethingWentWrong } from '../errors';

/**
 * The REST edge's error mapping (STYLE §3): a DomainError answers with its
 * status and `{ code, message }`; Fastify's own 4xx errors (validation, body
 * too large) keep their message; anything else is logged and answered with
 * `SomethingWentWrong`, never with the internal message or a stack.
 */
export function handleHttpError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    return reply.status(error.status).send({
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
    });
  }
  const status = (error as FastifyError | undefined)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const { code, message } = error as FastifyError;
    return reply.status(status).send({ code: code ?? 'BadRequest', message });
  }
  request.log.error({ err: error }, 'unexpected error in a request');
  return reply.status(500).send({ code: somethingWentWrong, message: somethingWentWrong });
}
