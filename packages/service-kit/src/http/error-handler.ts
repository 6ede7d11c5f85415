import { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';

import { DomainError, somethingWentWrong } from '../errors';

/**
 * The body of every REST error, from every service and the gateway:
 * the HTTP status (as Fastify's own errors carry it), the code, a readable
 * message, and `details` only when there are any (a BAD_USER_INPUT's fields).
 */
export type ErrorBody = {
  statusCode: number;
  code: string;
  message: string;
  details?: unknown;
};

/** The one REST error body; `details` is left out when undefined. */
export function errorBody(
  statusCode: number,
  code: string,
  message: string,
  details?: unknown,
): ErrorBody {
  return { statusCode, code, message, ...(details === undefined ? {} : { details }) };
}

/** Answers a DomainError: its status (`statusOf(code)`) and its {@link errorBody}. */
export function sendError(reply: FastifyReply, error: DomainError): FastifyReply {
  return reply
    .status(error.status)
    .send(errorBody(error.status, error.code, error.message, error.details));
}

/**
 * The REST edge's error mapping: a DomainError answers with its
 * status and {@link errorBody}; Fastify's own 4xx errors (validation, body
 * too large) keep their status, code and message; anything else is logged and
 * answered with `SomethingWentWrong`, never with the internal message or a
 * stack.
 */
export function handleHttpError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    return sendError(reply, error);
  }
  const status = (error as FastifyError | undefined)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const { code, message } = error as FastifyError;
    return reply.status(status).send(errorBody(status, code ?? 'BadRequest', message));
  }
  request.log.error({ err: error }, 'unexpected error in a request');
  return sendError(reply, new DomainError(somethingWentWrong));
}
