import { type MiddlewareFn } from 'type-graphql';

import { type IdentityConfig } from './config';
import { type IdentityContext } from './context';
import { IdentityError } from './errors';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a browser's `Origin` may change state here: the web app's own origin
 * (`PUBLIC_URL`), and outside production any loopback origin (the web dev
 * server). No Origin at all is a same-origin GET or a non-browser client.
 */
export function isAllowedOrigin(origin: string | undefined, config: IdentityConfig): boolean {
  if (!origin) {
    return true;
  }
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(config.PUBLIC_URL).origin) {
    return true;
  }
  return config.NODE_ENV !== 'production' && loopbackHosts.has(parsed.hostname);
}

/**
 * Refuses every mutation sent by a page of another site (QUALITY 20): the
 * cookies are SameSite=Lax, and this closes what Lax leaves open (a sibling
 * subdomain, an old browser).
 */
export const foreignOriginGuard: MiddlewareFn<IdentityContext> = async (
  { context, info },
  next,
) => {
  if (info.parentType.name === 'Mutation') {
    const origin = context.request?.headers.origin;
    if (!isAllowedOrigin(origin, context.identity.config)) {
      throw new IdentityError(
        'FORBIDDEN',
        'Requests from another site may not change anything here.',
      );
    }
  }
  return next();
};
