import { Writable } from 'node:stream';

import { createLogger } from '../src/logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, destination };
}

describe('createLogger', () => {
  it('tags every line with the service and honours the level', () => {
    const { lines, destination } = capture();
    const logger = createLogger({ service: 'resume', level: 'warn', destination });
    logger.info('hidden');
    logger.warn({ resumeId: 'r1' }, 'shown');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ service: 'resume', msg: 'shown', resumeId: 'r1', level: 40 });
  });

  it('redacts credentials in headers, cookies and auth arguments', () => {
    const { lines, destination } = capture();
    const logger = createLogger({ service: 'identity', destination });
    logger.info(
      {
        req: {
          headers: {
            authorization: 'Bearer secret-token',
            cookie: 'vitae_access=secret',
            accept: 'json',
          },
        },
        args: { password: 'hunter2', email: 'a@b.c' },
        token: 'reset-token',
        input: { credentials: { password: 'deep' } },
      },
      'login',
    );
    const text = JSON.stringify(lines[0]);
    expect(text).not.toMatch(/secret|hunter2|reset-token|deep/);
    expect(lines[0]).toMatchObject({
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]', accept: 'json' } },
      args: { password: '[redacted]', email: 'a@b.c' },
      token: '[redacted]',
    });
  });
});
