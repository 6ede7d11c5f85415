import Fastify, { type FastifyInstance } from 'fastify';

import { DomainError } from '../../src/errors';
import { errorBody, handleHttpError, sendError } from '../../src/http/error-handler';
import { badUserInput } from '../../src/input-errors';

describe('the REST error body', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setErrorHandler(handleHttpError);
    app.get('/locked', async () => {
      throw new DomainError('ResumeLocked', 'Unlock to make changes.');
    });
    app.get('/conflict', async () => {
      throw new DomainError('ResumeVersionConflict', 'Changed elsewhere.', { version: 7 });
    });
    app.get('/input', async () => {
      throw badUserInput([{ path: ['name'], message: 'Too long' }]);
    });
    app.get('/sent', async (_request, reply) =>
      sendError(reply, new DomainError('NotFound', 'No such file')),
    );
    app.post('/json', async () => 'never');
    app.get('/crash', async () => {
      throw new Error('password=hunter2');
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  const answer = async (method: 'GET' | 'POST', url: string, payload?: string) => {
    const response = await app.inject({
      method,
      url,
      payload,
      headers: payload === undefined ? {} : { 'content-type': 'application/json' },
    });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  it('is the status, code and message of a DomainError, without details when it has none', async () => {
    expect(await answer('GET', '/locked')).toEqual({
      status: 423,
      body: { statusCode: 423, code: 'ResumeLocked', message: 'Unlock to make changes.' },
    });
  });

  it('carries the details a DomainError has', async () => {
    expect(await answer('GET', '/conflict')).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        code: 'ResumeVersionConflict',
        message: 'Changed elsewhere.',
        details: { version: 7 },
      },
    });
    expect(await answer('GET', '/input')).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        code: 'BAD_USER_INPUT',
        message: 'Too long',
        details: [{ path: 'name', message: 'Too long' }],
      },
    });
  });

  it('is the same when a route answers with sendError', async () => {
    expect(await answer('GET', '/sent')).toEqual({
      status: 404,
      body: { statusCode: 404, code: 'NotFound', message: 'No such file' },
    });
  });

  it("keeps Fastify's own 4xx status, code and message", async () => {
    const { status, body } = await answer('POST', '/json', '{"broken"');
    expect(status).toBe(400);
    expect(body).toEqual({
      statusCode: 400,
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      message: expect.any(String),
    });
  });

  it('hides anything else behind SomethingWentWrong', async () => {
    const { status, body } = await answer('GET', '/crash');
    expect(status).toBe(500);
    expect(body).toEqual({
      statusCode: 500,
      code: 'SomethingWentWrong',
      message: 'SomethingWentWrong',
    });
  });

  it('leaves out undefined details', () => {
    expect(errorBody(404, 'NotFound', 'No such file', undefined)).toEqual({
      statusCode: 404,
      code: 'NotFound',
      message: 'No such file',
    });
    expect(Object.keys(errorBody(404, 'NotFound', 'x'))).not.toContain('details');
  });
});
