import { CombinedGraphQLErrors } from '@apollo/client';

import { ApiError, errorCode } from '../../../lib/api/api-error';
import { asApiError } from './graphql-error';

describe('asApiError', () => {
  it('reads the §8 code of a GraphQL error', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'taken', extensions: { code: 'ResumeSlugAlreadyExists' } }],
    });
    expect(errorCode(asApiError(error))).toBe('ResumeSlugAlreadyExists');
  });

  it('calls a GraphQL error without a code SomethingWentWrong', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'boom' }] });
    expect(errorCode(asApiError(error))).toBe('SomethingWentWrong');
  });

  it('leaves a network failure as it is', () => {
    const failure = new TypeError('Failed to fetch');
    expect(asApiError(failure)).toBe(failure);
    expect(asApiError(failure)).not.toBeInstanceOf(ApiError);
  });
});
