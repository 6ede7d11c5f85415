import { ApiError } from './api-error';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type ApiRequest = {
  method?: Method;
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /** Let the request outlive the page (a reload): the browser still stores the cookies it answers. */
  keepalive?: boolean;
};

/**
 * Paths whose 401 is an answer, not an expired session: signing in, the refresh
 * itself, and the guest flows. Any other 401 or 403 gets one refresh attempt
 * (docs/product.md#session).
 */
const noRefreshPaths = [
  '/auth/login',
  '/auth/register',
  '/auth/refresh',
  '/auth/logout',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/2fa/verify',
  '/auth/2fa/backup',
  '/auth/providers',
  '/auth/config',
  '/auth/sso/exchange',
];

type ExpiryListener = () => void;
const expiryListeners = new Set<ExpiryListener>();

/** Called when a refresh fails: the session is over and the person must sign in again. */
export function onSessionExpired(listener: ExpiryListener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/** Tells the app the session is over (a refresh failed on any channel). */
export function notifySessionExpired(): void {
  expiryListeners.forEach((listener) => listener());
}

/**
 * How a refresh ended: new cookies, a definite "no" from the server (the
 * session is over), or no answer at all (no network, the page unloading, a
 * 5xx), which says nothing about the session.
 */
export type RefreshOutcome = 'refreshed' | 'refused' | 'failed';

/** A request that needed a refresh which got no answer: the session may well still be valid. */
export class RefreshFailedError extends Error {
  constructor() {
    super('The session could not be refreshed');
    this.name = 'RefreshFailedError';
  }
}

let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * One refresh at a time: parallel 401s wait on the same attempt. It is sent
 * `keepalive`, so a reload that unloads the page does not cut it off: the
 * server rotates the refresh token whether or not the page is still there, and
 * the browser must store the new cookies, or the next load would present the
 * old token, which counts as reuse and ends the session (docs/auth.md#tokens-and-cookies).
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshing ??= send('/auth/refresh', { method: 'POST', keepalive: true })
    .then((response): RefreshOutcome => {
      if (response.ok) {
        return 'refreshed';
      }
      return response.status === 401 || response.status === 403 ? 'refused' : 'failed';
    })
    .catch((): RefreshOutcome => 'failed')
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function send(
  path: string,
  { method = 'GET', body, signal, keepalive }: ApiRequest,
): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  return fetch(`/api${path}`, {
    method,
    credentials: 'include',
    signal,
    keepalive,
    headers: body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
}

async function errorFrom(response: Response): Promise<ApiError> {
  let payload: { code?: unknown; message?: unknown; details?: unknown } = {};
  try {
    payload = (await response.json()) as typeof payload;
  } catch {
    // A body that is not JSON (a proxy's error page) still gets a status and a code.
  }
  const code = typeof payload.code === 'string' ? payload.code : 'SomethingWentWrong';
  const message = typeof payload.message === 'string' ? payload.message : response.statusText;
  const details =
    payload.details && typeof payload.details === 'object'
      ? (payload.details as Record<string, unknown>)
      : undefined;
  return new ApiError(response.status, code, message, details);
}

/**
 * Codes that answer the proof a request carried (a current password, a
 * two-factor code), not an expired session: a refresh would not change them,
 * and sending the request again would count a wrong password twice
 * (docs/auth.md, "Re-authentication").
 */
const proofRefusedCodes = new Set([
  'InvalidCredentials',
  'InvalidTwoFactorCode',
  'InvalidTwoFactorBackupCode',
]);

/** Whether a 401 or 403 refuses the proof the request carried rather than the session. */
async function isProofRefused(response: Response): Promise<boolean> {
  try {
    const payload = (await response.clone().json()) as { code?: unknown };
    return typeof payload.code === 'string' && proofRefusedCodes.has(payload.code);
  } catch {
    return false;
  }
}

/**
 * Calls `/api{path}` with the session cookies and returns the parsed JSON body.
 * A 401 or 403 on a signed-in route triggers one refresh and one retry; when the
 * server refuses the refresh, the session-expiry listeners run and the 401 is
 * thrown. A refresh that got no answer throws {@link RefreshFailedError} and
 * ends nothing (docs/web.md#the-session).
 */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await answered(path, request);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Calls `/api{path}` as {@link api} does (the same refresh and errors) and
 * returns the file it answers: its bytes and the name its Content-Disposition
 * gives (the UTF-8 `filename*` when there is one), or `fallbackName`.
 */
export async function apiFile(
  path: string,
  fallbackName: string,
  request: ApiRequest = {},
): Promise<{ blob: Blob; fileName: string }> {
  const response = await answered(path, request);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const plain = /filename="([^"]*)"/i.exec(disposition);
  let fileName: string;
  try {
    fileName = encoded ? decodeURIComponent(encoded[1]) : (plain?.[1] ?? fallbackName);
  } catch {
    fileName = plain?.[1] ?? fallbackName;
  }
  return { blob: await response.blob(), fileName };
}

/** Sends the request, refreshing the session once when it must; throws the API's error for an answer that is not ok. */
async function answered(path: string, request: ApiRequest): Promise<Response> {
  let response = await send(path, request);
  const mayRefresh = !noRefreshPaths.some((prefix) => path.startsWith(prefix));
  if (
    (response.status === 401 || response.status === 403) &&
    mayRefresh &&
    !(await isProofRefused(response))
  ) {
    const refreshed = await refreshSession();
    if (refreshed === 'refreshed') {
      response = await send(path, request);
    } else if (refreshed === 'refused') {
      notifySessionExpired();
    } else {
      throw new RefreshFailedError();
    }
  }
  if (!response.ok) {
    throw await errorFrom(response);
  }
  return response;
}
