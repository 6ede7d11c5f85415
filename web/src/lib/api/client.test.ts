/**
 * @jest-environment node
 */
import { api } from './client';

type Answer = { status: number; body: unknown };

/** Answers each `fetch` from `answers` in turn and records the paths asked. */
function serve(...answers: Answer[]) {
  const asked: string[] = [];
  const queue = [...answers];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    asked.push(String(input));
    const answer = queue.shift() ?? { status: 500, body: { code: 'SomethingWentWrong' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

afterEach(() => jest.restoreAllMocks());

describe('the REST client and an expired session', () => {
  it('refreshes the session once and sends the request again after a 401 of the session', async () => {
    const asked = serve(
      { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Sign in.' } },
      { status: 200, body: {} },
      { status: 200, body: { name: 'Ada' } },
    );
    await expect(api('/user/me')).resolves.toEqual({ name: 'Ada' });
    expect(asked).toEqual(['/api/user/me', '/api/auth/refresh', '/api/user/me']);
  });

  it.each(['InvalidCredentials', 'InvalidTwoFactorCode', 'InvalidTwoFactorBackupCode'])(
    'sends a refused proof (%s) once: no refresh, so a wrong password counts once',
    async (code) => {
      const asked = serve({ status: 401, body: { code, message: 'Wrong.' } });
      await expect(
        api('/auth/password', { method: 'PATCH', body: { currentPassword: 'wrong' } }),
      ).rejects.toMatchObject({ status: 401, code });
      expect(asked).toEqual(['/api/auth/password']);
    },
  );
});
