import { timingSafeEqual } from 'node:crypto';

import { type Logger, readCookie } from '@vitae/service-kit';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

import { type IdentityConfig } from '../config';
import { type KeyStore } from '../keys/key-store';
import { isHttps, sessionCookies } from '../sessions/cookies';
import { type OAuthService } from './oauth.service';
import {
  newOAuthFlow,
  type OAuthClient,
  oauthClientFor,
  OAuthFailure,
  type OAuthFlow,
} from './oauth-client';
import { type OAuthProviderName, oauthProvidersOf } from './oauth-providers';

/** The httpOnly cookie that carries one authorization round trip's secrets, signed. */
const flowCookie = 'vitae_oauth';
const flowTtlSeconds = 600;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The browser side of OAuth: `GET /auth/<provider>` sends the browser to the
 * provider with state, nonce and a PKCE challenge; `GET /auth/<provider>/callback`
 * checks the state against the flow cookie, trades the code, signs the user in
 * and sends the browser to `/auth/callback?status=...` (docs/product.md#oauth-callback). The gateway
 * serves both under /api.
 */
export function registerOAuthRoutes(
  app: FastifyInstance,
  deps: { config: IdentityConfig; keys: KeyStore; oauth: OAuthService; logger: Logger },
): void {
  const { config, keys, oauth, logger } = deps;
  const flowAudience = `${config.JWT_AUDIENCE}:oauth`;
  const providers = oauthProvidersOf(config);
  const clients = new Map<OAuthProviderName, OAuthClient>();
  const clientOf = (name: OAuthProviderName) => {
    const provider = providers[name]!;
    const client = clients.get(name) ?? oauthClientFor(provider);
    clients.set(name, client);
    return client;
  };
  const redirectUri = (name: OAuthProviderName) =>
    new URL(`/api/auth/${name}/callback`, config.PUBLIC_URL).toString();
  const back = (reply: FastifyReply, query: Record<string, string>) => {
    const url = new URL('/auth/callback', config.PUBLIC_URL);
    url.search = new URLSearchParams(query).toString();
    return reply.redirect(url.toString(), 302);
  };
  const flowCookieHeader = (request: FastifyRequest, value: string, maxAge: number) =>
    [
      `${flowCookie}=${value}`,
      'Path=/api/auth',
      `Max-Age=${maxAge}`,
      'HttpOnly',
      // Lax: the cookie must come along on the provider's top-level redirect back.
      'SameSite=Lax',
      ...(isHttps(request) ? ['Secure'] : []),
    ].join('; ');

  for (const name of Object.keys(providers) as OAuthProviderName[]) {
    app.get(`/auth/${name}`, async (request, reply) => {
      const flow = newOAuthFlow();
      const location = await clientOf(name).authorizationUrl(flow, redirectUri(name));
      const signed = await keys.signRecord(
        { provider: name, ...flow },
        flowAudience,
        flowTtlSeconds,
      );
      void reply.header('set-cookie', flowCookieHeader(request, signed, flowTtlSeconds));
      return reply.redirect(location, 302);
    });

    app.get(`/auth/${name}/callback`, async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      void reply.header('set-cookie', flowCookieHeader(request, '', 0));
      try {
        if (query.error) {
          // The person said no at the provider, or the provider refused.
          throw new OAuthFailure(
            query.error === 'access_denied' ? 'access_denied' : 'provider_error',
          );
        }
        const cookie = readCookie(request.headers.cookie, flowCookie);
        const flow = cookie
          ? ((await keys.verifyRecord(cookie, flowAudience).catch(() => undefined)) as
              (OAuthFlow & { provider: string }) | undefined)
          : undefined;
        if (!flow || flow.provider !== name || !query.state || !sameText(flow.state, query.state)) {
          throw new OAuthFailure('invalid_state');
        }
        if (!query.code) {
          throw new OAuthFailure('missing_code');
        }
        const profile = await clientOf(name).profile(query.code, flow, redirectUri(name));
        const { status } = await oauth.signIn(name, profile, sessionCookies(request, reply));
        return back(reply, { status });
      } catch (error) {
        if (!(error instanceof OAuthFailure)) {
          logger.error({ err: error, provider: name }, 'OAuth sign-in failed');
        }
        return back(reply, {
          status: 'error',
          error: error instanceof OAuthFailure ? error.reason : 'SomethingWentWrong',
        });
      }
    });
  }
}
