import { accessTokenCookie, readCookie } from '@vitae/service-kit';
import { type FastifyReply, type FastifyRequest } from 'fastify';

/** The httpOnly cookie the refresh token travels in; only the auth routes receive it. */
export const refreshTokenCookie = 'vitae_refresh';

/** The refresh cookie is sent only to the routes that use it (refresh and logout). */
const refreshCookiePath = '/api/auth';

/** Whether the browser reached us over HTTPS, directly or through a proxy that says so. */
export function isHttps(request: FastifyRequest | undefined): boolean {
  if (!request) {
    return false;
  }
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return proto ? proto === 'https' : request.protocol === 'https';
}

function serialize(
  name: string,
  value: string,
  maxAgeSeconds: number,
  path: string,
  secure: boolean,
) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${maxAgeSeconds}`,
    ...(maxAgeSeconds === 0 ? ['Expires=Thu, 01 Jan 1970 00:00:00 GMT'] : []),
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

function append(reply: FastifyReply, cookie: string) {
  // Fastify adds to Set-Cookie rather than replacing it.
  void reply.header('set-cookie', cookie);
}

/** Cookie writing for one request: httpOnly, SameSite=Lax, Secure under HTTPS (docs/quality.md#case-20). */
export type SessionCookies = {
  setAccess(token: string, maxAgeSeconds: number): void;
  setRefresh(token: string, maxAgeSeconds: number): void;
  clear(): void;
  refreshToken(): string | undefined;
};

/** Reads and writes the session cookies of one request. */
export function sessionCookies(request?: FastifyRequest, reply?: FastifyReply): SessionCookies {
  const secure = isHttps(request);
  return {
    setAccess: (token, maxAge) =>
      reply && append(reply, serialize(accessTokenCookie, token, maxAge, '/', secure)),
    setRefresh: (token, maxAge) =>
      reply &&
      append(reply, serialize(refreshTokenCookie, token, maxAge, refreshCookiePath, secure)),
    clear: () => {
      if (reply) {
        append(reply, serialize(accessTokenCookie, '', 0, '/', secure));
        append(reply, serialize(refreshTokenCookie, '', 0, refreshCookiePath, secure));
      }
    },
    refreshToken: () => readCookie(request?.headers.cookie, refreshTokenCookie) || undefined,
  };
}
