import { GraphQLError } from 'graphql';

import {
  formatGatewayError,
  subgraphRefusal,
  variableIssue,
} from '../src/supergraph/request-errors';

/**
 * Bad input at the gateway (docs/quality.md#case-34): a variable of the wrong type, which a
 * subgraph's scalar refuses with an HTTP 400, is the caller's BAD_USER_INPUT
 * naming the field, not the gateway's 500.
 */
describe('the gateway and malformed variables', () => {
  const coercion =
    'Variable "$input" got invalid value "x" at "input.data"; JSONObject cannot represent non-object value: x';

  it('names the field inside the variable, or the variable itself', () => {
    expect(variableIssue(coercion)).toEqual({
      path: 'data',
      message: 'JSONObject cannot represent non-object value: x',
    });
    expect(
      variableIssue(
        'Variable "$id" got invalid value { a: 1 }; ID cannot represent value: { a: 1 }',
      ),
    ).toEqual({ path: 'id', message: 'ID cannot represent value: { a: 1 }' });
    expect(
      variableIssue(
        'Variable "$i" got invalid value 7 at "i.title"; String cannot represent a non string value: 7',
      ),
    ).toMatchObject({ path: 'title' });
    expect(variableIssue('Cannot query field "nope" on type "Query".')).toBeUndefined();
  });

  it("passes a subgraph's 4xx GraphQL refusal on with its code", () => {
    const refusal = subgraphRefusal(400, {
      errors: [{ message: coercion, extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(refusal).toBeInstanceOf(GraphQLError);
    expect(refusal?.message).toBe(coercion);
    expect(refusal?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('leaves a 5xx, a body without coded errors, and a non-GraphQL body as failures', () => {
    const body = { errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }] };
    expect(subgraphRefusal(500, body)).toBeUndefined();
    expect(subgraphRefusal(400, { errors: [{ message: 'x' }] })).toBeUndefined();
    expect(subgraphRefusal(400, 'Bad Request')).toBeUndefined();
    expect(subgraphRefusal(400, null)).toBeUndefined();
  });

  it('gives a variable refusal the details every refusal has, and hides anything unexpected', () => {
    const error = new GraphQLError(coercion, { extensions: { code: 'BAD_USER_INPUT' } });
    expect(formatGatewayError({ message: coercion }, error)).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        details: [{ path: 'data', message: 'JSONObject cannot represent non-object value: x' }],
      },
    });
    expect(formatGatewayError({ message: 'boom' }, new Error('boom'))).toEqual({
      message: 'SomethingWentWrong',
      extensions: { code: 'SomethingWentWrong' },
    });
  });
});
