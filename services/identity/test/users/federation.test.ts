import { runningIdentity } from '../support/identity-under-test';

describe('users in the federated graph', () => {
  const identity = runningIdentity();

  it('publicUser shows only id, name, username and picture to others, null when unknown', async () => {
    const { user } = await identity.signedUp();
    const anonymous = await identity.client().ok('publicUser', { username: user.username });
    expect(anonymous).toEqual({
      id: user.id,
      name: user.name,
      username: user.username,
      picture: null,
      email: null,
      locale: null,
      emailVerified: null,
      twoFactorEnabled: null,
      provider: null,
      createdAt: null,
      updatedAt: null,
    });
    expect(await identity.client().ok('publicUser', { username: 'no-such-user' })).toBeNull();
  });

  it('resolves User references through _entities, with the private fields only for that user', async () => {
    const { client, user } = await identity.signedUp();
    const { user: other } = await identity.signedUp();
    const entities = async (as = identity.client()) => {
      const answer = await as.graphql<{ _entities: Record<string, unknown>[] }>(
        'query ($r: [_Any!]!) { _entities(representations: $r) { ... on User { id username email } } }',
        {
          r: [
            { __typename: 'User', id: user.id },
            { __typename: 'User', id: other.id },
          ],
        },
      );
      return answer.data!._entities;
    };
    expect(await entities(client)).toEqual([
      { id: user.id, username: user.username, email: user.email },
      { id: other.id, username: other.username, email: null },
    ]);
    expect((await entities()).map((entity) => entity.email)).toEqual([null, null]);
  });
});
