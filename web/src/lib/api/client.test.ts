/**
 * @jest-environment node
 */
import { api, onSessionExpired, RefreshFailedError } from './client';

/** An HTTP answer, or `network` for a fetch that failed (no network, cut off by a reload). */
type Answer = { status: number; body: unknown } | 'network';

/** Answers each `fetch` from `answers` in turn and records the paths asked. */
function serve(...answers: Answer[]) {
  const asked: string[] = [];
  const queue = [...answers];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    asked.push(String(input));
    const answer = queue.shift() ?? { status: 500, body: { code: 'SomethingWentWrong' } };
    if (answer === 'network') {
      throw new TypeError('Failed to fetch');
    }
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

  it('ends the session only when the server refuses the refresh', async () => {
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    try {
      const asked = serve(
        { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Sign in.' } },
        { status: 401, body: { code: 'UNAUTHENTICATED', message: 'The session has ended.' } },
      );
      await expect(api('/user/me')).rejects.toMatchObject({ status: 401 });
      expect(asked).toEqual(['/api/user/me', '/api/auth/refresh']);
      expect(expired).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it.each([
    ['cut off (a reload, no network)', 'network' as const],
    ['answered 502', { status: 502, body: {} }],
    ['answered 503', { status: 503, body: { code: 'SomethingWentWrong' } }],
  ])(
    'ends nothing when the refresh is %s: the call fails with RefreshFailedError',
    async (_, refresh) => {
      const expired = jest.fn();
      const stop = onSessionExpired(expired);
      try {
        serve({ status: 401, body: { code: 'UNAUTHENTICATED', message: 'Sign in.' } }, refresh);
        await expect(api('/user/me')).rejects.toBeInstanceOf(RefreshFailedError);
        expect(expired).not.toHaveBeenCalled();
      } finally {
        stop();
      }
    },
  );

  it('sends the refresh keepalive, so a reload cannot cut it off after the server rotated the token', async () => {
    serve(
      { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Sign in.' } },
      { status: 200, body: {} },
      { status: 200, body: { name: 'Ada' } },
    );
    await api('/user/me');
    const calls = jest.mocked(globalThis.fetch).mock.calls;
    expect(calls.map(([path, init]) => [String(path), init?.keepalive ?? false])).toEqual([
      ['/api/user/me', false],
      ['/api/auth/refresh', true],
      ['/api/user/me', false],
    ]);
  });
});
