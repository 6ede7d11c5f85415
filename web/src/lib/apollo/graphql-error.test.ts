import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

import { ApiError, errorCode } from '../api/api-error';
import { asApiError } from './graphql-error';

/** What Apollo's HTTP link throws for an answer that is not GraphQL's (jsdom has no Response). */
function serverError(status: number, body: string) {
  return new ServerError(`Response not successful: Received status code ${status}`, {
    response: { status } as Response,
    bodyText: body,
  });
}

describe('asApiError', () => {
  it('reads the error code of a GraphQL error', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'taken', extensions: { code: 'ResumeSlugAlreadyExists' } }],
    });
    expect(errorCode(asApiError(error))).toBe('ResumeSlugAlreadyExists');
  });

  it('keeps the message and the details a GraphQL error names its field with', () => {
    const details = [{ path: 'basics.email', message: 'Invalid email address' }];
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Invalid resume', extensions: { code: 'BAD_USER_INPUT', details } }],
    });
    const mapped = asApiError(error) as ApiError;
    expect(mapped).toBeInstanceOf(ApiError);
    expect(mapped.message).toBe('Invalid resume');
    expect(mapped.details).toEqual(details);
  });

  it('calls a GraphQL error without a code SomethingWentWrong', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'boom' }] });
    expect(errorCode(asApiError(error))).toBe('SomethingWentWrong');
  });

  it('reads the gateway’s own refusal from its JSON body, with its status', () => {
    const error = serverError(
      413,
      JSON.stringify({
        statusCode: 413,
        code: 'PayloadTooLarge',
        message: 'Request body is too large',
      }),
    );
    const mapped = asApiError(error) as ApiError;
    expect([mapped.status, mapped.code, mapped.message]).toEqual([
      413,
      'PayloadTooLarge',
      'Request body is too large',
    ]);
  });

  it('calls a refusal whose body is not the gateway’s SomethingWentWrong, with its status', () => {
    const mapped = asApiError(serverError(502, '<html>Bad gateway</html>')) as ApiError;
    expect([mapped.status, mapped.code]).toEqual([502, 'SomethingWentWrong']);
  });

  it('leaves a network failure as it is', () => {
    const failure = new TypeError('Failed to fetch');
    expect(asApiError(failure)).toBe(failure);
    expect(asApiError(failure)).not.toBeInstanceOf(ApiError);
  });
});
