import { type FastifyRequest } from 'fastify';

/** The httpOnly cookie identity sets the access token in. */
export const accessTokenCookie = 'vitae_access';

/** Reads one cookie from a raw `Cookie` header; undefined when absent or malformed. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) {
    return undefined;
  }
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) {
      continue;
    }
    let value = part.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The caller's access token: `Authorization: Bearer <token>` (API clients,
 * the gateway forwarding a browser's request), else the `vitae_access` cookie
 * the browser carries.
 */
export function extractAccessToken(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(authorization);
    if (match) {
      return match[1];
    }
  }
  const cookie = readCookie(request.headers.cookie, accessTokenCookie);
  return cookie || undefined;
}
