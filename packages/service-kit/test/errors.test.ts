import { GraphQLError } from 'graphql';

import { DomainError, formatError, toGraphQLError } from '../src/errors';

/** How Apollo hands a resolver's throw to formatError: wrapped, with a location. */
const thrownBy = (error: Error) =>
  new GraphQLError(error.message, { path: ['field'], originalError: error });

describe('toGraphQLError', () => {
  it('keeps a DomainError message, code and details', () => {
    const error = toGraphQLError(
      thrownBy(new DomainError('ResumeNotFound', undefined, { id: 'r1' })),
    );
    expect(error.message).toBe('ResumeNotFound');
    expect(error.extensions).toEqual({ code: 'ResumeNotFound', details: { id: 'r1' } });
    expect(error.path).toEqual(['field']);
  });

  it('passes on a subgraph error arriving at the gateway with its code, without internal extensions', () => {
    const downstream = new GraphQLError('Unlock to make changes.', {
      extensions: { code: 'ResumeLocked', serviceName: 'resume', details: { id: 'r1' } },
    });
    expect(toGraphQLError(downstream).toJSON()).toEqual({
      message: 'Unlock to make changes.',
      extensions: { code: 'ResumeLocked', details: { id: 'r1' } },
    });
  });

  it('hides plain errors and internal server errors', () => {
    const logged: unknown[] = [];
    const logger = { error: (...args: unknown[]) => logged.push(args) } as never;
    expect(
      toGraphQLError(thrownBy(new Error('ECONNREFUSED 10.0.0.3:5432')), logger).toJSON(),
    ).toEqual({
      message: 'SomethingWentWrong',
      path: ['field'],
      extensions: { code: 'SomethingWentWrong' },
    });
    const internal = new GraphQLError('db exploded', {
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(toGraphQLError(internal, logger).message).toBe('SomethingWentWrong');
    expect(logged).toHaveLength(2);
  });
});

describe('formatError', () => {
  it('drops a stack trace even when one was attached', () => {
    const formatted = formatError(
      { message: 'x', extensions: { code: 'BAD_USER_INPUT', stacktrace: ['at secret.ts:1'] } },
      new GraphQLError('Variable "$id" got invalid value', {
        extensions: { code: 'BAD_USER_INPUT', stacktrace: ['at secret.ts:1'] },
      }),
    );
    expect(formatted).toEqual({
      message: 'Variable "$id" got invalid value',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
