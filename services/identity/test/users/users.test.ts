import { runningIdentity } from '../support/identity-under-test';

describe('the signed-in user', () => {
  const identity = runningIdentity();

  it('me is refused without a session', async () => {
    expect(await identity.client().code('me')).toBe('UNAUTHENTICATED');
  });

  it('updateMe changes name, username, picture and locale, and clears the picture with null', async () => {
    const { client, user } = await identity.signedUp();
    const username = `${user.username}-new`;
    const changed = await client.call('updateMe', {
      input: {
        name: 'Augusta Ada King',
        username,
        picture: 'https://example.org/ada.png',
        locale: 'fr-FR',
      },
    });
    expect(changed.data).toMatchObject({
      name: 'Augusta Ada King',
      username,
      picture: 'https://example.org/ada.png',
      locale: 'fr-FR',
    });
    const cleared = await client.ok('updateMe', { input: { picture: null } });
    expect(cleared.picture).toBeNull();
  });

  it('updateMe keeps the email until the new one is confirmed (see verification/email-change.test.ts); a taken username is UserAlreadyExists', async () => {
    const { account: other } = await identity.signedUp();
    const { client, user, account } = await identity.signedUp();
    await identity.sql('UPDATE users SET email_verified = true WHERE id = $1', [user.id]);
    const changed = await client.ok('updateMe', {
      input: { email: `new.${user.email}`, currentPassword: account.password },
    });
    expect(changed).toMatchObject({ email: user.email, emailVerified: true });
    expect(await client.code('updateMe', { input: { username: other.username } })).toBe(
      'UserAlreadyExists',
    );
    expect(await client.code('updateMe', { input: { username: 'Bad Name' } })).toBe(
      'BAD_USER_INPUT',
    );
  });
});
