import { act, render, screen } from '@testing-library/react';

import { SessionProvider, useSession } from './session-provider';

/** An HTTP answer, or `network` for a fetch that failed (no network, cut off by a reload). */
type Answer = { status: number; body: unknown } | 'network';

const ada = {
  id: 'u1',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.org',
  picture: null,
  locale: 'en-US',
  emailVerified: true,
  twoFactorEnabled: false,
  provider: 'email',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const unauthenticated: Answer = { status: 401, body: { code: 'UNAUTHENTICATED' } };

/** Answers each `fetch` from `answers` in turn and records the paths asked. */
function serve(...answers: Answer[]) {
  const asked: string[] = [];
  const queue = [...answers];
  // jsdom has no fetch of its own.
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    asked.push(String(input));
    const answer = queue.shift() ?? 'network';
    if (answer === 'network') {
      throw new TypeError('Failed to fetch');
    }
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: '',
      json: async () => answer.body,
      text: async () => JSON.stringify(answer.body),
      clone() {
        return this;
      },
    } as Response;
  });
  return asked;
}

function Status() {
  const { status } = useSession();
  return <p data-testid="status">{status}</p>;
}

async function load(): Promise<string> {
  render(
    <SessionProvider>
      <Status />
    </SessionProvider>,
  );
  // Let the first look at the server settle.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return screen.getByTestId('status').textContent ?? '';
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the session provider and the "signed in" hint (docs/web.md#the-session)', () => {
  it('asks nothing for a guest without the hint', async () => {
    const asked = serve();
    expect(await load()).toBe('signedOut');
    expect(asked).toEqual([]);
  });

  it('keeps the hint when the look at the server is cut off (a second reload)', async () => {
    localStorage.setItem('vitae-session', '1');
    serve('network');
    expect(await load()).toBe('unreachable');
    expect(localStorage.getItem('vitae-session')).toBe('1');
  });

  it('keeps the hint when the refresh after a 401 is cut off', async () => {
    localStorage.setItem('vitae-session', '1');
    const asked = serve(unauthenticated, 'network');
    expect(await load()).toBe('unreachable');
    expect(asked).toEqual(['/api/user/me', '/api/auth/refresh']);
    expect(localStorage.getItem('vitae-session')).toBe('1');
  });

  it('keeps the hint on a 5xx', async () => {
    localStorage.setItem('vitae-session', '1');
    serve({ status: 503, body: { code: 'SomethingWentWrong' } });
    expect(await load()).toBe('unreachable');
    expect(localStorage.getItem('vitae-session')).toBe('1');
  });

  it('signs in when the browser comes back online', async () => {
    localStorage.setItem('vitae-session', '1');
    serve('network', { status: 200, body: ada });
    expect(await load()).toBe('unreachable');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByTestId('status').textContent).toBe('signedIn');
    expect(localStorage.getItem('vitae-session')).toBe('1');
  });

  it('signs out and clears the hint only when the server says so (401, refresh refused)', async () => {
    localStorage.setItem('vitae-session', '1');
    serve(unauthenticated, unauthenticated);
    expect(await load()).toBe('signedOut');
    expect(localStorage.getItem('vitae-session')).toBeNull();
  });
});
